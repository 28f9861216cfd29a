import { PlacementBoard, type PlacementBoardProps } from './PlacementBoard';

const COLUMNS = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' };

/** MATCH: each item beside its partner; a partner takes one item (another dropped on it swaps places). */
export function MatchBoard(props: PlacementBoardProps) {
  return (
    <PlacementBoard {...props} layout={{ place: 'partner', emptyText: 'Its match goes here.', columns: COLUMNS }} />
  );
}
