import { Container, Grid, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Greeting } from './Greeting';

export const DASHBOARD_UNAVAILABLE = 'The dashboard could not be loaded.';

export interface DashboardFrameProps {
  firstName: string;
  /** The number cards, in one row. */
  cards: ReactNode[];
  /** What matters now (a student's to-do, a parent's children), each across the page, first. */
  wide?: ReactNode[];
  /** The lists, side by side on wide screens. */
  panels?: ReactNode[];
  /** A note under everything (the admin's sign-in provider). */
  footer?: ReactNode;
}

/** A home dashboard (spec 1 §2.4, §2.5): the greeting, what matters now (issue 35), the cards, then the lists. */
export function DashboardFrame({ firstName, cards, wide = [], panels = [], footer }: DashboardFrameProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Greeting firstName={firstName} />
      <Grid container spacing={2} sx={{ mt: 2 }}>
        {wide.map((item, index) => (
          <Grid key={`wide-${index}`} size={12}>
            {item}
          </Grid>
        ))}
        {cards.map((card, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            {card}
          </Grid>
        ))}
        {panels.map((panel, index) => (
          <Grid key={`panel-${index}`} size={{ xs: 12, md: 6 }}>
            {panel}
          </Grid>
        ))}
      </Grid>
      {footer}
    </Container>
  );
}

/** While the dashboard's one query runs. */
export function DashboardLoading() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }} aria-busy="true">
      <Skeleton width={240} height={48} />
      <Grid container spacing={2} sx={{ mt: 2 }}>
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={104} />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

/** The query failed: the error toast has said so; the page says what is missing. */
export function DashboardUnavailable() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography color="text.secondary">{DASHBOARD_UNAVAILABLE}</Typography>
    </Container>
  );
}
