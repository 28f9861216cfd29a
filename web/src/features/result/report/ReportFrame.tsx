import { Box, Container, Typography } from '@mui/material';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import type { ReactNode } from 'react';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';

export interface ReportFrameProps {
  /** The h1: "{name} - Result" once the name is known. */
  heading: string;
  /** Beside the heading, wrapping under it on a phone: a child selector, the From picker. */
  controls?: ReactNode;
  children: ReactNode;
}

/** A result page: its heading and controls, then what it shows. */
export function ReportFrame({ heading, controls, children }: ReportFrameProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      {controls ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>{controls}</Box>
      ) : null}
      {children}
    </Container>
  );
}

/** Spec 2 §8: the loading text "We are fetching your data". */
export function ReportLoading() {
  return (
    <>
      <Typography sx={{ mb: 2 }}>{RESULT_SPEC_TEXTS.fetchingData}</Typography>
      <PageLoadingBar label={RESULT_SPEC_TEXTS.fetchingData} />
    </>
  );
}

/** The result could not be loaded (spec 1 §8): the error toast has said so; the page says what is missing. */
export function ReportUnavailable() {
  return <Typography color="text.secondary">{RESULT_SPEC_TEXTS.resultNotLoaded}</Typography>;
}
