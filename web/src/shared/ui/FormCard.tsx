import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A narrow centred card with a heading, for the sign-in and register forms. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: 6 }}>
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 480 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
