import { Typography } from '@mui/material';
import type { ErrorLike } from '@apollo/client';
import type { ReactNode } from 'react';
import { METRICS_TEXTS } from '../metricsTexts';
import { MetricsLoadState } from './MetricsLoadState';

export interface MetricsBodyProps {
  /** Read, and nothing the caller may see (the gateway answered null). */
  missing?: boolean;
  /** The charts, once there is data; null before. */
  view: ReactNode | null;
  loading: boolean;
  error: ErrorLike | undefined;
  onRetry(): void;
}

/** Under a metrics page's controls: why there is nothing to see, the charts, or their loading and failure. */
export function MetricsBody({ missing = false, view, loading, error, onRetry }: MetricsBodyProps) {
  if (missing) return <Typography color="text.secondary">{METRICS_TEXTS.notShown}</Typography>;
  if (view !== null && !error) return view;
  return <MetricsLoadState loading={loading} error={error} onRetry={onRetry} />;
}
