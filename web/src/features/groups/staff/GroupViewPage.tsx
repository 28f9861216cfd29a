import { Box, Typography } from '@mui/material';
import { can, MESSAGES, type Role } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { GroupStudentsOrderField } from '../../../generated/graphql';
import { useGroupViewPageQuery } from '../../../generated/GroupViewPage';
import { nodesOf } from '../../../shared/graphql/connections';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import type { TableSort } from '../../../shared/ui/ServerTable';
import { useCursorPages } from '../../../shared/ui/useCursorPages';
import { failureToast } from '../../../shared/graphql/failureToast';
import { STUDENT_PAGE_SIZES } from '../groupText';
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
/** Wait for a pause in typing before asking the server. */
export const NAME_FILTER_DELAY_MS = 300;

/**
 * A group's view for staff (spec 1 §2.7), from one query: the tabs of every
 * group, and the group shown with its owners and a page of its students. A
 * group id that names no group the viewer sees (deleted, another school's,
 * mistyped) moves on to the first group's tab, or to the empty page.
 */
export function GroupViewPage({ groupId, roles }: { groupId: string; roles: readonly Role[] }) {
  const [filter, setFilter] = useState('');
  const [name, setName] = useState('');
  const [sort, setSort] = useState<TableSort | undefined>(undefined);
  const pages = useCursorPages(STUDENT_PAGE_SIZES[0] ?? 5);
  const timer = useRef<number | undefined>(undefined);
  // Another tab: its list starts unfiltered, unsorted, on its first page.
  const [listFor, setListFor] = useState(groupId);
  if (listFor !== groupId) {
    setListFor(groupId);
    setFilter('');
    setName('');
    setSort(undefined);
    pages.reset();
  }
  useEffect(() => () => window.clearTimeout(timer.current), [groupId]);

  const query = useGroupViewPageQuery({
    variables: {
      id: groupId,
      name: name || undefined,
      orderBy: {
        field: (sort && SORT_FIELDS[sort.field]) ?? 'LAST_NAME',
        direction: sort?.direction === 'desc' ? 'DESC' : 'ASC',
      },
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

  const filterBy = (value: string) => {
    setFilter(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setName(value.trim());
      pages.reset();
    }, NAME_FILTER_DELAY_MS);
  };

  const group = shown?.group?.id === groupId ? shown.group : undefined;
  const tabs: GroupTab[] = shown ? nodesOf(shown.groups) : [];
  // The group shown has its tab even past the first 100 groups.
  if (group && !tabs.some(({ id }) => id === group.id)) tabs.push({ id: group.id, name: group.name });

  return (
    <MyGroupsFrame mayCreate={mayCreate}>
      {tabs.length > 0 ? <GroupTabs groups={tabs} currentId={groupId} panelShown={group !== undefined} /> : null}
      {group ? (
        <Box role="tabpanel" id={GROUP_PANEL_ID} aria-labelledby={groupTabId(group.id)} sx={{ pt: 3, minWidth: 0 }}>
          <GroupHeader group={group} owners={nodesOf(group.owners)} />
          <StudentList
            key={group.id}
            groupId={group.id}
            rows={nodesOf(group.students)}
            rowCount={group.students.totalCount}
            loading={query.loading}
            pageModel={pages.model}
            onPageModelChange={(model) => pages.change(model, current?.group?.students.pageInfo.endCursor)}
            sort={sort}
            onSortChange={(next) => {
              setSort(next);
              pages.reset();
            }}
            filter={filter}
            onFilterChange={filterBy}
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
