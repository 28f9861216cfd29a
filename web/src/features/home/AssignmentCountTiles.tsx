import { Grid } from '@mui/material';
import { StatCard } from './StatCard';

export interface AssignmentCounts {
  completed: number;
  scheduled: number;
  inProgress: number;
}

/** A group's three count tiles (spec 1 §2.7, §2.9): completed, scheduled and on-going assignments. */
export function AssignmentCountTiles({ counts }: { counts: AssignmentCounts }) {
  return (
    <>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard label="COMPLETED" value={counts.completed} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard label="SCHEDULED" value={counts.scheduled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard label="ON-GOING" value={counts.inProgress} />
      </Grid>
    </>
  );
}
