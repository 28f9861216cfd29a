import { Box, Typography } from '@mui/material';
import { can, MESSAGES, type Role } from '@portal/domain';
import { Navigate } from 'react-router-dom';
import type { GroupStudentsOrderField } from '../../../generated/graphql';
import { useGroupViewPageQuery } from '../../../generated/GroupViewPage';
import { nodesOf } from '../../../shared/graphql/connections';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { useServerList } from '../../../shared/ui/useServerList';
import { failureToast } from '../../../shared/graphql/failureToast';
import { groupsPath, viewGroupUrl } from '../urls';
import { GroupHeader } from './GroupHeader';
import { GROUP_PANEL_ID, groupTabId, GroupTabs, type GroupTab } from './GroupTabs';
import { MyGroupsFrame } from './MyGroupsFrame';
import { StudentList } from './StudentList';

const SORT_FIELDS: Record<string, GroupStudentsOrderField> = {
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  email: 'EMAIL',
};

/**
 * A group's view for staff (spec 1 §2.7), from one query: the tabs of every
 * group, and the group shown with its owners and a page of its students. A
 * group id that names no group the viewer sees (deleted, another school's,
 * mistyped) moves on to the first group's tab, or to the empty page.
 */
export function GroupViewPage({ groupId, roles }: { groupId: string; roles: readonly Role[] }) {
  // Another tab: its list starts unfiltered, unsorted, on its first page.
  const list = useServerList({ resetOn: groupId });
  const { pages } = list;

  const query = useGroupViewPageQuery({
    variables: {
      id: groupId,
      name: list.name,
      orderBy: list.orderBy(SORT_FIELDS, 'LAST_NAME'),
      first: pages.model.pageSize,
      after: pages.after,
    },
    errorToast: failureToast(MESSAGES.groupCannotBeShown),
  });
  const current = query.dataState === 'complete' ? query.data : undefined;
  // While another page of students or another tab loads, the tabs stay.
  const shown = current ?? query.previousData;
  const mayCreate = can(roles, 'manageGroups');

  if (current && !current.group) {
    const first = nodesOf(current.groups).find(({ id }) => id !== groupId);
    return <Navigate to={first ? viewGroupUrl(first.id) : groupsPath} replace />;
  }

  const group = shown?.group?.id === groupId ? shown.group : undefined;
  const tabs: GroupTab[] = shown ? nodesOf(shown.groups) : [];
  // The group shown has its tab even past the first 100 groups.
  if (group && !tabs.some(({ id }) => id === group.id)) tabs.push({ id: group.id, name: group.name });

  return (
    <MyGroupsFrame mayCreate={mayCreate}>
      {tabs.length > 0 ? <GroupTabs groups={tabs} currentId={groupId} panelShown={group !== undefined} /> : null}
      {group ? (
        <Box role="tabpanel" id={GROUP_PANEL_ID} aria-labelledby={groupTabId(group.id)} sx={{ pt: 3, minWidth: 0 }}>
          <GroupHeader group={group} owners={nodesOf(group.owners)} mayPrintCards={can(roles, 'printSignInCards')} />
          <StudentList
            key={group.id}
            groupId={group.id}
            rows={nodesOf(group.students)}
            rowCount={group.students.totalCount}
            loading={query.loading}
            pageModel={pages.model}
            onPageModelChange={(model) => pages.change(model, current?.group?.students.pageInfo.endCursor)}
            sort={list.sort}
            onSortChange={list.onSortChange}
            filter={list.search}
            onFilterChange={list.onSearchChange}
            mayManage={group.viewerMayManage}
          />
        </Box>
      ) : query.error && !query.loading ? (
        <Typography color="text.secondary" sx={{ pt: 3 }}>
          {MESSAGES.groupCannotBeShown}
        </Typography>
      ) : (
        <PageLoadingBar label="Loading the group" />
      )}
    </MyGroupsFrame>
  );
}
