import { Box, Button, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardPanel } from '../../home/DashboardPanel';
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
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {groups.map((group) => (
          <Stack
            component="li"
            key={group.id}
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{group.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {count(group.studentCount, 'student', 'students')} ·{' '}
                {count(group.activeAssignments, 'active assignment', 'active assignments')}
              </Typography>
            </Box>
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
          </Stack>
        ))}
      </Box>
    </DashboardPanel>
  );
}
