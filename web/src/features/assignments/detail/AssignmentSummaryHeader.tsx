import { Chip, Stack, Typography } from '@mui/material';
import { assignmentStatusColour } from '@portal/domain';
import type { ReactNode } from 'react';
import { useDates } from '../../../shared/dates/useDates';
import { statusOf } from '../assignmentDates';

export interface AssignmentSummaryHeaderProps {
  assignment: { name: string; startDate: string; endDate: string; group?: { name: string } | null };
  /** The staff's buttons, when the viewer may manage. */
  actions?: ReactNode;
}

/** The detail's facts (spec 1 §2.8): name, group name, status chip, start and end dates. */
export function AssignmentSummaryHeader({ assignment, actions }: AssignmentSummaryHeaderProps) {
  const status = statusOf(assignment);
  const dates = useDates();
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {assignment.name}
        </Typography>
        <Chip label={status} color={assignmentStatusColour(status)} size="small" />
      </Stack>
      <Typography color="text.secondary">Group: {assignment.group?.name ?? 'No group'}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
        <Typography>Start: {dates.dayTime(assignment.startDate)}</Typography>
        <Typography>Due: {dates.dayTime(assignment.endDate)}</Typography>
      </Stack>
      {actions}
    </Stack>
  );
}
