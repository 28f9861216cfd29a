import { Link, Typography } from '@mui/material';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useParentChildrenQuery } from '../../../../generated/ParentChildren';
import { nodesOf } from '../../../../shared/graphql/connections';
import { failureToast } from '../../../people/failureToast';
import { ownUpdateChildPath } from '../../../people/urls';
import { ReportFrame, ReportLoading, ReportUnavailable } from '../ReportFrame';
import { REPORT_TEXTS } from '../reportFormat';
import { StudentResultPage } from '../student/StudentResultPage';
import { ChildSelect, LINK_A_CHILD } from './ChildSelect';
import { chosenChild, readRememberedChild, rememberChild } from './rememberedChild';

export const NO_CHILDREN = 'No children are linked to your account yet, so there is no result to show.';

/**
 * A parent's result page (spec 2 §2, §4): a selector of the children's first
 * names and the chosen child's result. The choice is kept in session storage:
 * a reload shows the same child, and a child no longer linked gives way to
 * the first one.
 */
export function ParentResultPage() {
  const { data, dataState, error } = useParentChildrenQuery({
    errorToast: failureToast(RESULT_SPEC_TEXTS.resultNotLoaded),
  });
  const [picked, setPicked] = useState(readRememberedChild);
  const children = dataState === 'complete' ? nodesOf(data.me.children) : undefined;
  const child = children && chosenChild(children, picked);

  // Spec 2 §4: remembered after the first fetch, the first child included when none was chosen yet.
  const childId = child?.id;
  useEffect(() => {
    if (childId) rememberChild(childId);
  }, [childId]);

  if (!children) {
    return (
      <ReportFrame heading={REPORT_TEXTS.resultTitle}>{error ? <ReportUnavailable /> : <ReportLoading />}</ReportFrame>
    );
  }
  if (!child) {
    return (
      <ReportFrame heading={REPORT_TEXTS.resultTitle}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {NO_CHILDREN}
        </Typography>
        <Link component={RouterLink} to={ownUpdateChildPath}>
          {LINK_A_CHILD}
        </Link>
      </ReportFrame>
    );
  }
  return (
    <StudentResultPage
      userId={child.id}
      firstName={child.firstName}
      selector={<ChildSelect options={children} value={child.id} onChange={setPicked} />}
    />
  );
}
