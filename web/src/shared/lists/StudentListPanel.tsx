import { MESSAGES } from '@portal/domain';
import { useResultStudentsPageQuery } from '../../generated/ResultStudentsPage';
import { nodesOf } from '../graphql/connections';
import { failureToast } from '../graphql/failureToast';
import { StudentResultList } from './StudentResultList';
import { useStudentListControls } from './useStudentListControls';
import type { ListArea } from './listArea';

/**
 * A STUDENT LIST tab (spec 2 §2): the students whose results the caller may open (a teacher, those of the groups
 * they own; an admin, the school's), searched, ordered and paged by the server; so no row leads to a refusal.
 */
export function StudentListPanel({ area }: { area: ListArea }) {
  const controls = useStudentListControls();
  const query = useResultStudentsPageQuery({
    variables: {
      scope: 'RESULTS',
      name: controls.name,
      orderBy: controls.order,
      first: controls.pages.model.pageSize,
      after: controls.pages.after,
    },
    errorToast: failureToast(MESSAGES.generalFailure),
  });
  const current = query.dataState === 'complete' ? query.data : undefined;
  const shown = current ?? query.previousData;
  return (
    <StudentResultList
      controls={controls}
      rows={shown ? nodesOf(shown.people) : []}
      rowCount={shown?.people.totalCount ?? 0}
      loading={query.loading}
      endCursor={current?.people.pageInfo.endCursor}
      failed={query.error !== undefined && !current}
      noneText={area.noStudentsText}
      area={area}
    />
  );
}
