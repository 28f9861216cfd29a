import { Typography } from '@mui/material';
import type { ErrorLike } from '@apollo/client';
import type { ReactNode } from 'react';
import type { StudentMetricsPageQuery } from '../../../generated/graphql';
import { MetricsControls } from '../controls/MetricsControls';
import { shownAreas, type MetricsSettings } from '../controls/metricsSettings';
import { METRICS_TEXTS, studentMetricsHeading } from '../metricsTexts';
import { ownAccuracySeries } from '../view/accuracyLines';
import { MetricsFrame } from '../view/MetricsFrame';
import { MetricsLoadState } from '../view/MetricsLoadState';
import { MetricsView } from '../view/MetricsView';

/** A student as their metrics page reads them: themselves (`me`) or another (`user`). */
export type MetricsStudent = NonNullable<StudentMetricsPageQuery['user']>;

export interface StudentMetricsViewProps {
  /** Undefined until read. */
  student: MetricsStudent | undefined;
  /** Read, and not a student whose metrics the caller may see. */
  missing: boolean;
  loading: boolean;
  error: ErrorLike | undefined;
  onRetry(): void;
  settings: MetricsSettings;
  onSettingsChange(settings: MetricsSettings): void;
  /** A parent's child selector. */
  selector?: ReactNode;
}

/** A student's metrics page (spec 2 §2): "{first name} - Metrics", the controls and the charts. */
export function StudentMetricsView({
  student,
  missing,
  settings,
  onSettingsChange,
  ...state
}: StudentMetricsViewProps) {
  return (
    <MetricsFrame
      heading={student ? studentMetricsHeading(student.firstName) : METRICS_TEXTS.metricsTitle}
      selector={state.selector}
    >
      <MetricsControls settings={settings} onChange={onSettingsChange} />
      {missing ? (
        <Typography color="text.secondary">{METRICS_TEXTS.notShown}</Typography>
      ) : student?.metrics && !state.error ? (
        <MetricsView
          title={METRICS_TEXTS.metricsTitle}
          subject={`${student.firstName} ${student.lastName}`}
          metrics={student.metrics}
          accuracy={student.accuracy ? ownAccuracySeries(student.id, student.firstName, student.accuracy) : []}
          areas={shownAreas(settings)}
          refreshing={state.loading}
        />
      ) : (
        <MetricsLoadState loading={state.loading} error={state.error} onRetry={state.onRetry} />
      )}
    </MetricsFrame>
  );
}
