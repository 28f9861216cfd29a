import { resultHeading, RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { useGroupResultPageQuery } from '../../../../generated/GroupResultPage';
import { failureToast } from '../../../../shared/graphql/failureToast';
import { ReportDownloadButton } from '../../download/ReportDownloadButton';
import { groupReportDownload } from '../../download/reportPlans';
import { ReportFrame, ReportLoading, ReportUnavailable } from '../ReportFrame';
import { REPORT_TEXTS } from '../reportFormat';
import { ResultSections } from '../ResultSections';

/**
 * A group's result (spec 2 §2), for the staff who track it: "{group} -
 * Result", the summary card, Recent Assignments, Comments and Curriculums,
 * from one request, and its DOWNLOAD (the report as a PDF, saved or e-mailed).
 */
export function GroupResultPage({ groupId }: { groupId: string }) {
  const { data, dataState, error } = useGroupResultPageQuery({
    variables: { id: groupId },
    errorToast: failureToast(RESULT_SPEC_TEXTS.resultNotLoaded),
  });
  const group = dataState === 'complete' ? data.group : undefined;
  const result = group?.result;
  return (
    <ReportFrame
      heading={group ? resultHeading(group.name) : REPORT_TEXTS.resultTitle}
      controls={<ReportDownloadButton plan={group && result ? groupReportDownload(group, result) : undefined} />}
    >
      {result ? (
        <ResultSections result={result} />
      ) : dataState === 'complete' || error ? (
        <ReportUnavailable />
      ) : (
        <ReportLoading />
      )}
    </ReportFrame>
  );
}
