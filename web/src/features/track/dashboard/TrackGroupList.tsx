import { Link, List, ListItem, ListItemText } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardPanel } from '../../home/DashboardPanel';
import type { GroupSummary } from '../../home/GroupList';
import { trackGroupUrl } from '../urls';

const students = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

/** The dashboard's "Groups" (spec 1 §2.9), each opening its tracking page. */
export function TrackGroupList({ groups, action }: { groups: readonly GroupSummary[]; action: ReactNode }) {
  return (
    <DashboardPanel title="Groups" action={action} empty={groups.length === 0} emptyText={MESSAGES.noGroups}>
      <List disablePadding sx={{ maxHeight: 360, overflowY: 'auto' }}>
        {groups.map(({ id, name, studentCount }) => (
          <ListItem key={id} disableGutters divider>
            <ListItemText
              primary={
                <Link component={RouterLink} to={trackGroupUrl(id)} underline="hover">
                  {name}
                </Link>
              }
              secondary={students(studentCount)}
            />
          </ListItem>
        ))}
      </List>
    </DashboardPanel>
  );
}
