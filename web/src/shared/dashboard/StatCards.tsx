import { Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A dashboard number (spec 1 §2.4): a region named by its label, so "TOTAL STUDENTS" and its value read together. */
export function StatCard({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <Paper component="section" aria-label={label} variant="outlined" sx={{ p: 2.5, height: '100%' }}>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      {children}
    </Paper>
  );
}

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
