import { can, MESSAGES, type Role } from '@portal/domain';
import { Typography } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { useMyGroupsPageQuery } from '../../../generated/MyGroupsPage';
import { failureToast } from '../../../shared/graphql/failureToast';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { viewGroupUrl } from '../urls';
import { MyGroupsFrame } from './MyGroupsFrame';
import { NoGroups } from './NoGroups';

/**
 * /groups for staff (spec 1 §2.7): the first group's tab when there are
 * groups (the address says which, so it replaces /groups in the history),
 * otherwise the empty page explaining groups.
 */
export function MyGroupsPage({ roles }: { roles: readonly Role[] }) {
  const { data, dataState, error } = useMyGroupsPageQuery({ errorToast: failureToast(MESSAGES.groupCannotBeShown) });
  const mayCreate = can(roles, 'manageGroups');
  const first = dataState === 'complete' ? data.groups.edges[0]?.node : undefined;
  if (first) return <Navigate to={viewGroupUrl(first.id)} replace />;
  return (
    <MyGroupsFrame mayCreate={mayCreate}>
      {dataState === 'complete' ? (
        <NoGroups mayCreate={mayCreate} />
      ) : error ? (
        <Typography color="text.secondary">{MESSAGES.groupCannotBeShown}</Typography>
      ) : (
        <PageLoadingBar label="Loading groups" />
      )}
    </MyGroupsFrame>
  );
}
