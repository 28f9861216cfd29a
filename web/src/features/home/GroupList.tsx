import { Link, List, ListItem, ListItemText } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { viewGroupUrl } from '../groups/urls';
import { DashboardPanel } from './DashboardPanel';

export interface GroupSummary {
  id: string;
  name: string;
  studentCount: number;
}

const students = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

export interface GroupListProps {
  groups: readonly GroupSummary[];
  action?: ReactNode;
  /** Where a group's name leads: its page, unless a dashboard says otherwise (tracking's own page). */
  linkOf?: (groupId: string) => string;
}

/** A dashboard's "Groups", each linking to its page. */
export function GroupList({ groups, action, linkOf = viewGroupUrl }: GroupListProps) {
  return (
    <DashboardPanel title="Groups" action={action} empty={groups.length === 0} emptyText={MESSAGES.noGroups}>
      <List disablePadding sx={{ maxHeight: 360, overflowY: 'auto' }}>
        {groups.map(({ id, name, studentCount }) => (
          <ListItem key={id} disableGutters divider>
            <ListItemText
              primary={
                <Link component={RouterLink} to={linkOf(id)} underline="hover">
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
