import { Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { useGroupStudentsResultPageQuery } from '../../generated/GroupStudentsResultPage';
import { nodesOf } from '../graphql/connections';
import { failureToast } from '../graphql/failureToast';
import { GROUP_STUDENTS_TITLE, LIST_TEXTS } from './listText';
import { ListFrame } from './ListFrame';
import type { ListArea } from './listArea';
import { StudentResultList } from './StudentResultList';
import { useStudentListControls } from './useStudentListControls';

/**
 * A group's student list (spec 2 §2, the group table's STUDENT LIST): the
 * group's name as heading, and its students as the STUDENT LIST tab shows
 * the school's, searched, ordered and paged by the server.
 */
export function GroupStudentsResultPage({ groupId, area }: { groupId: string; area: ListArea }) {
  const controls = useStudentListControls();
  const query = useGroupStudentsResultPageQuery({
    variables: {
      id: groupId,
      name: controls.name,
      orderBy: controls.order,
      first: controls.pages.model.pageSize,
      after: controls.pages.after,
    },
    errorToast: failureToast(MESSAGES.groupCannotBeShown),
  });
  const current = query.dataState === 'complete' ? query.data : undefined;
  const shown = current ?? query.previousData;
  const group = shown?.group?.id === groupId ? shown.group : undefined;
  // No such group, or not one the caller sees: the server answers null.
  const missing = current !== undefined && current.group === null;
  return (
    <ListFrame
      heading={group?.name ?? GROUP_STUDENTS_TITLE}
      tabsLabel={area.tabsLabel}
      tabs={area.tabs}
      current="students"
    >
      {missing ? (
        <Typography color="text.secondary">{MESSAGES.groupCannotBeShown}</Typography>
      ) : (
        <StudentResultList
          controls={controls}
          rows={group ? nodesOf(group.students) : []}
          rowCount={group?.students.totalCount ?? 0}
          loading={query.loading}
          endCursor={current?.group?.students.pageInfo.endCursor}
          failed={query.error !== undefined && !current}
          noneText={LIST_TEXTS.noStudentsInGroup}
          area={area}
        />
      )}
    </ListFrame>
  );
}
