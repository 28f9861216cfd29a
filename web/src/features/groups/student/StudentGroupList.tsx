import { Button } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardPanel } from '../../../shared/dashboard/DashboardPanel';
import { ListRow, RowList } from '../ListRows';
import { viewGroupUrl } from '../urls';

export interface StudentGroupSummary {
  id: string;
  name: string;
  studentCount: number;
  activeAssignments: number;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Spec 2 §2: the student's (or the children's) groups, with a View button each. */
export function StudentGroupList({ groups }: { groups: readonly StudentGroupSummary[] }) {
  return (
    <DashboardPanel title="Groups" empty={groups.length === 0} emptyText={MESSAGES.noGroups}>
      <RowList>
        {groups.map((group) => (
          <ListRow
            key={group.id}
            strong
            py={1.5}
            primary={group.name}
            secondary={`${count(group.studentCount, 'student', 'students')} · ${count(group.activeAssignments, 'active assignment', 'active assignments')}`}
            action={
              <Button
                component={RouterLink}
                to={viewGroupUrl(group.id)}
                variant="outlined"
                size="small"
                aria-label={`View ${group.name}`}
                sx={{ flexShrink: 0 }}
              >
                View
              </Button>
            }
          />
        ))}
      </RowList>
    </DashboardPanel>
  );
}
