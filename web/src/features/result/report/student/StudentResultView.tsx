import { resultHeading, RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import type { ReactNode } from 'react';
import type { StudentReport_ResultFragment } from '../../../../generated/graphql';
import { PageLoadingBar } from '../../../../shared/ui/PageLoadingBar';
import { ReportDownloadButton } from '../../download/ReportDownloadButton';
import { studentReportDownload, type ReportStudent } from '../../download/reportPlans';
import { ReportFrame, ReportLoading, ReportUnavailable } from '../ReportFrame';
import { REPORT_TEXTS } from '../reportFormat';
import { StudentReport } from './StudentReport';

export interface StudentResultViewProps {
  /** The student's first name, once known: the heading "{first name} - Result" (spec 2 §2). */
  firstName: string | undefined;
  /** The student whose result is on screen, once known: its download's name. */
  student: ReportStudent | undefined;
  /** The result shown: the one asked for, or while it loads the one before it for the same student. */
  result: StudentReport_ResultFragment | null | undefined;
  loading: boolean;
  /** The last request failed: the toast said so, and the page does too. */
  failed: boolean;
  /** The child selector and the From picker; they stay put while a result loads. */
  controls: ReactNode;
}

/** An individual result page, whoever opens it (staff, the student, a parent). */
export function StudentResultView({ firstName, student, result, loading, failed, controls }: StudentResultViewProps) {
  let body: ReactNode;
  if (failed) body = <ReportUnavailable />;
  else if (result)
    body = (
      <>
        {loading ? <PageLoadingBar label={RESULT_SPEC_TEXTS.fetchingData} /> : null}
        <StudentReport result={result} />
      </>
    );
  else if (loading) body = <ReportLoading />;
  // Answered, but no result the caller may read (not a student, or not theirs to read).
  else body = <ReportUnavailable />;
  return (
    <ReportFrame
      heading={firstName ? resultHeading(firstName) : REPORT_TEXTS.resultTitle}
      controls={
        <>
          {controls}
          <ReportDownloadButton
            plan={student && result && !failed ? studentReportDownload(student, result) : undefined}
          />
        </>
      }
    >
      {body}
    </ReportFrame>
  );
}
