import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface DashboardPanelProps {
  title: string;
  /** A button beside the title (ADD GROUP, CREATE). */
  action?: ReactNode;
  /** Shown instead of the children when there is nothing to list. */
  emptyText: string;
  empty: boolean;
  children: ReactNode;
}

/** A titled list on a dashboard, with its empty state. */
export function DashboardPanel({ title, action, emptyText, empty, children }: DashboardPanelProps) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2.5, height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, minHeight: 40 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {empty ? <Typography color="text.secondary">{emptyText}</Typography> : children}
    </Paper>
  );
}
