import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface MetricsFrameProps {
  /** The h1: "{first name} - Metrics", "{group} - Metrics". */
  heading: string;
  /** Beside the heading, wrapping under it on a phone: a child selector. */
  selector?: ReactNode;
  children: ReactNode;
}

/** A student's or group's metrics page: its heading and selector, then the controls and charts. */
export function MetricsFrame({ heading, selector, children }: MetricsFrameProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      {selector ? <Box sx={{ mb: 3 }}>{selector}</Box> : null}
      {children}
    </Container>
  );
}
