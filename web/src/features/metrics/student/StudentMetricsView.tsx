import type { ErrorLike } from '@apollo/client';
import { useMemo } from 'react';
import type { StudentMetricsView_StudentFragment } from '../../../generated/graphql';
import { MetricsControls } from '../controls/MetricsControls';
import type { MetricsSettings } from '../controls/metricsSettings';
import { METRICS_TEXTS, studentMetricsHeading } from '../metricsTexts';
import { ownAccuracySeries } from '../view/accuracyLines';
import { MetricsBody } from '../view/MetricsBody';
import { MetricsView } from '../view/MetricsView';

/** A student as their metrics page reads them: themselves (`me`) or another (`user`). */
export type MetricsStudent = StudentMetricsView_StudentFragment;

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
}

/** The heading of a student's metrics page once their name is known. */
export const studentHeading = (student: { firstName: string } | undefined) =>
  student ? studentMetricsHeading(student.firstName) : METRICS_TEXTS.metricsTitle;

/** A student's metrics (spec 2 §2) under their page's heading: the controls, then the charts or why there are none. */
export function StudentMetricsView({
  student,
  missing,
  settings,
  onSettingsChange,
  ...state
}: StudentMetricsViewProps) {
  // The same line until the data changes: the memoised charts redraw only then (issue 37).
  const accuracy = useMemo(
    () => (student?.accuracy ? ownAccuracySeries(student.id, student.firstName, student.accuracy) : []),
    [student],
  );
  return (
    <>
      <MetricsControls settings={settings} onChange={onSettingsChange} />
      <MetricsBody
        missing={missing}
        view={
          student?.metrics ? (
            <MetricsView
              title={METRICS_TEXTS.metricsTitle}
              subject={`${student.firstName} ${student.lastName}`}
              metrics={student.metrics}
              accuracy={accuracy}
              settings={settings}
              refreshing={state.loading}
            />
          ) : null
        }
        {...state}
      />
    </>
  );
}
