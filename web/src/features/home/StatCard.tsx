import { Paper, Typography } from '@mui/material';
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
