import { Chip, Link, List, ListItem, ListItemText } from '@mui/material';
import { assignmentStatusColour, MESSAGES, type AssignmentStatus } from '@portal/domain';
import { startedText } from '@portal/domain/home-texts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { viewAssignmentUrl } from '../../features/assignments/urls';
import { viewGroupUrl } from '../../features/groups/urls';
import { useDates } from '../dates/useDates';
import { DashboardPanel } from './DashboardPanel';

export interface AssignmentSummary {
  id: string;
  name: string;
  endDate: Date;
  status: AssignmentStatus;
  /** How many of its students have started it (the staff home's "12 of 25 started"). */
  started?: { started: number; students: number };
}

/**
 * The dashboard's assignments: name, end date and a status chip coloured as spec 1 §4 says; a group's detail
 * lists its own the same way. Empty: the spec's "No ongoing assignments" (spec 1 §2.8, spec 2 §2).
 */
export function AssignmentList({
  assignments,
  action,
}: {
  assignments: readonly AssignmentSummary[];
  action?: ReactNode;
}) {
  const dates = useDates();
  return (
    <DashboardPanel
      title="Assignments"
      action={action}
      empty={assignments.length === 0}
      emptyText={MESSAGES.noOngoingAssignments}
    >
      <List disablePadding sx={{ maxHeight: 360, overflowY: 'auto' }}>
        {assignments.map(({ id, name, endDate, status, started }) => (
          <ListItem
            key={id}
            disableGutters
            divider
            secondaryAction={<Chip size="small" label={status} color={assignmentStatusColour(status)} />}
          >
            <ListItemText
              primary={
                <Link component={RouterLink} to={viewAssignmentUrl(id)} underline="hover">
                  {name}
                </Link>
              }
              secondary={[`Ends ${dates.day(endDate)}`, started && startedText(started.started, started.students)]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </DashboardPanel>
  );
}

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
