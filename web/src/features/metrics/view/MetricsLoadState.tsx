import { Button, Stack, Typography } from '@mui/material';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { useEffect } from 'react';
import type { ErrorLike } from '@apollo/client';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { METRICS_TEXTS } from '../metricsTexts';

export interface MetricsLoadStateProps {
  /** Nothing to show yet. */
  loading: boolean;
  error: ErrorLike | undefined;
  onRetry(): void;
}

/**
 * While a metrics page has nothing to show: "We are fetching your data" (spec
 * 2 §8), and on a failure the loading indicator goes, silently as the spec
 * says (no toast); the failure is logged for whoever looks, and the page
 * offers to try again.
 */
export function MetricsLoadState({ loading, error, onRetry }: MetricsLoadStateProps) {
  useEffect(() => {
    // The spec's metrics pages fail silently: the browser's console is where the failure is told.
    if (error) console.error('The metrics could not be loaded', error);
  }, [error]);
  if (error) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{METRICS_TEXTS.notLoaded}</Typography>
        <Button variant="outlined" onClick={onRetry}>
          {METRICS_TEXTS.retry}
        </Button>
      </Stack>
    );
  }
  if (!loading) return null;
  return (
    <>
      <Typography sx={{ mb: 2 }}>{RESULT_SPEC_TEXTS.fetchingData}</Typography>
      <PageLoadingBar label={RESULT_SPEC_TEXTS.fetchingData} />
    </>
  );
}
