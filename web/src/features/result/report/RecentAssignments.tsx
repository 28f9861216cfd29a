import { Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { assignmentStatusColour, MESSAGES, orderListedAssignments } from '@portal/domain';
import { Link as RouterLink } from 'react-router-dom';
import type { RecentAssignments_AssignmentFragment } from '../../../generated/graphql';
import { DashboardPanel } from '../../../shared/dashboard/DashboardPanel';
import { viewAssignmentUrl } from '../../assignments/urls';
import { useDates } from '../../../shared/dates/useDates';
import { accuracyText, statusText } from './reportFormat';

export const RECENT_ASSIGNMENTS_TITLE = 'Recent Assignments';

export interface RecentAssignmentsProps {
  /** The newest, as the gateway picks them; shown current first, then upcoming, then the latest ended. */
  assignments: readonly RecentAssignments_AssignmentFragment[];
  /** How many the result holds in all; more than shown says so. */
  totalCount: number;
}

/**
 * A result's Recent Assignments (spec 2 §2): each one's name, status chip in
 * the colours of spec 1 §4, dates and correct over answered. Empty: the
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
          const status = statusText(assignment.status);
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
                <Chip size="small" label={status} color={assignmentStatusColour(status)} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {dates.day(assignment.startDate)} – {dates.day(assignment.endDate)}
              </Typography>
              <Typography variant="body2">{accuracyText(assignment.correct, assignment.answered)}</Typography>
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
