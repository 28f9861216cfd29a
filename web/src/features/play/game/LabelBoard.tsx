import { Diagram } from './Diagram';
import { PlacementBoard, type PlacementBoardProps } from './PlacementBoard';

const COLUMNS = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' };

/**
 * LABEL: the diagram, its spots marked with letters, then one drop zone per
 * spot ("Spot A", "Spot B"…) below it: a label placed on a spot's zone names the
 * lettered marker. A spot takes one label.
 */
export function LabelBoard(props: PlacementBoardProps) {
  return (
    <PlacementBoard
      {...props}
      before={<Diagram game={props.game} />}
      layout={{ place: 'spot', emptyText: 'Its label goes here.', columns: COLUMNS }}
    />
  );
}
