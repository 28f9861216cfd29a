import { useMatch, useParams } from 'react-router-dom';
import { GroupListPanel } from './GroupListPanel';
import { GroupStudentsResultPage } from './GroupStudentsResultPage';
import type { ListArea } from './listArea';
import { ListFrame } from './ListFrame';
import { StudentListPanel } from './StudentListPanel';

/**
 * An area's lists (spec 2 §2), one page for three routes: its GROUP LIST
 * (e.g. /result/groups), STUDENT LIST (/result/students) and a group's
 * students (/result/students/{groupId}). One component, so going from tab to
 * tab keeps the page, and focus on the tab clicked; each list is its own,
 * starting afresh.
 */
export function ListPage({ area }: { area: ListArea }) {
  const groupId = useParams().groupId;
  const onGroups = useMatch(area.groupsPath) !== null;
  if (groupId !== undefined) return <GroupStudentsResultPage key={groupId} groupId={groupId} area={area} />;
  return (
    <ListFrame
      heading={area.heading}
      tabsLabel={area.tabsLabel}
      tabs={area.tabs}
      current={onGroups ? 'groups' : 'students'}
    >
      {onGroups ? <GroupListPanel area={area} /> : <StudentListPanel area={area} />}
    </ListFrame>
  );
}
