import { Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import {
  assignmentStatusColour,
  MESSAGES,
  orderListedAssignments,
  studentStatusColour,
  type AssignmentStatusColour,
} from '@portal/domain';
import { Link as RouterLink } from 'react-router-dom';
import type { RecentAssignments_AssignmentFragment } from '../../../generated/graphql';
import { DashboardPanel } from '../../../shared/dashboard/DashboardPanel';
import { viewAssignmentUrl } from '../../assignments/urls';
import { useDates } from '../../../shared/dates/useDates';
import { accuracyText, rowStatus } from './reportFormat';

export const RECENT_ASSIGNMENTS_TITLE = 'Recent Assignments';

export interface RecentAssignmentsProps {
  /** The newest, as the gateway picks them; shown current first, then upcoming, then the latest ended. */
  assignments: readonly RecentAssignments_AssignmentFragment[];
  /** How many the result holds in all; more than shown says so. */
  totalCount: number;
}

/** The chip of one row: a student's status, or the assignment's in a group's result. */
function rowChip(assignment: RecentAssignments_AssignmentFragment): { label: string; colour: AssignmentStatusColour } {
  const status = rowStatus(assignment);
  const colour = status.of === 'student' ? studentStatusColour(status.text) : assignmentStatusColour(status.text);
  return { label: status.text, colour };
}

/**
 * A result's Recent Assignments (spec 2 §2): each one's name, status chip
 * (a student's own status in a student's result, issue 35), dates and correct
 * over answered. Empty: the
 * spec's "No ongoing assignments". In the one order of assignment lists
 * (issue 35): current, upcoming, then the latest ended.
 */
export function RecentAssignments({ assignments, totalCount }: RecentAssignmentsProps) {
  const dates = useDates();
  return (
    <DashboardPanel
      title={RECENT_ASSIGNMENTS_TITLE}
      empty={assignments.length === 0}
      emptyText={MESSAGES.noOngoingAssignments}
    >
      <List disablePadding>
        {orderListedAssignments(assignments).map((assignment) => {
          const chip = rowChip(assignment);
          // A student who never tried is "Not started", with no score line under it (issue 35).
          const scored = assignment.studentStatus !== 'NOT_STARTED';
          return (
            <ListItem key={assignment.assignmentId} disableGutters divider sx={{ display: 'block' }}>
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
                <Link
                  component={RouterLink}
                  to={viewAssignmentUrl(assignment.assignmentId)}
                  underline="hover"
                  sx={{ fontWeight: 500, overflowWrap: 'anywhere', minWidth: 0 }}
                >
                  {assignment.name}
                </Link>
                <Chip size="small" label={chip.label} color={chip.colour} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {dates.day(assignment.startDate)} – {dates.day(assignment.endDate)}
              </Typography>
              {scored && (
                <Typography variant="body2">{accuracyText(assignment.correct, assignment.answered)}</Typography>
              )}
            </ListItem>
          );
        })}
      </List>
      {totalCount > assignments.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The latest {assignments.length} of {totalCount} assignments.
        </Typography>
      ) : null}
    </DashboardPanel>
  );
}
