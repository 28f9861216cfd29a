import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { failureToast } from '../../../../shared/graphql/failureToast';
import { ReportFrame, ReportLoading, ReportUnavailable } from '../ReportFrame';
import { REPORT_TEXTS } from '../reportFormat';
import { StudentResultPage } from '../student/StudentResultPage';
import { ChildSelect } from '../../../../shared/children/ChildSelect';
import { NoChildren } from '../../../../shared/children/NoChildren';
import { useChosenChild } from '../../../../shared/children/useChosenChild';

export const NO_CHILDREN = 'No children are linked to your account yet, so there is no result to show.';

/**
 * A parent's result page (spec 2 §2, §4): a selector of the children's first
 * names and the chosen child's result (useChosenChild keeps the choice).
 */
export function ParentResultPage() {
  const { query, children, child, choose } = useChosenChild(failureToast(RESULT_SPEC_TEXTS.resultNotLoaded));
  const { error } = query;

  if (!children) {
    return (
      <ReportFrame heading={REPORT_TEXTS.resultTitle}>{error ? <ReportUnavailable /> : <ReportLoading />}</ReportFrame>
    );
  }
  if (!child) {
    return (
      <ReportFrame heading={REPORT_TEXTS.resultTitle}>
        <NoChildren text={NO_CHILDREN} />
      </ReportFrame>
    );
  }
  return (
    <StudentResultPage
      userId={child.id}
      firstName={child.firstName}
      selector={<ChildSelect options={children} value={child.id} onChange={choose} />}
    />
  );
}
