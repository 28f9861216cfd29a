import { PlacementBoard, type PlacementBoardProps } from './PlacementBoard';

/** Two to four groups: one column on a phone, then two, then side by side. */
const columnsFor = (groups: number) => ({
  xs: '1fr',
  sm: `repeat(${Math.min(groups, 2)}, minmax(0, 1fr))`,
  md: `repeat(${Math.min(groups, 4)}, minmax(0, 1fr))`,
});

/** SORT: each item into one of the labelled groups; a group holds any number. */
export function SortBoard(props: PlacementBoardProps) {
  return (
    <PlacementBoard
      {...props}
      layout={{ place: 'group', emptyText: 'Nothing here yet.', columns: columnsFor(props.game.targets.length) }}
    />
  );
}
