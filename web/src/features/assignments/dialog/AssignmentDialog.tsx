import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { useId, useState } from 'react';
import { useAssignmentDialogQuery } from '../../../generated/AssignmentDialog';
import { useSchoolClock } from '../../../shared/dates/schoolClock';
import { nodesOf } from '../../../shared/graphql/connections';
import { TextInput } from '../../../shared/ui/TextInput';
import { typedName } from '../../../shared/forms/typedName';
import { failureToast } from '../../../shared/graphql/failureToast';
import { fromFieldValue, toFieldValue, toGatewayDate } from '../assignmentDates';
import { LONG_NAME_MAX_LENGTH } from '@portal/domain/limits';
import { ASSIGNMENT_SPEC_TEXTS, ASSIGNMENT_TEXTS } from '../assignmentText';
import { checkForm, type AssignmentDialogMode, type AssignmentForm, type GroupsState } from './assignmentForm';
import { GroupField } from './GroupField';

/** What the dialog saves: the Create and Update payloads' fields (spec 1 §3), dates as the gateway takes them. */
export interface AssignmentFields {
  name: string;
  groupId: string;
  startDate: string;
  endDate: string;
}

export interface AssignmentDialogProps {
  mode: AssignmentDialogMode;
  /** The fields it opens with: blank for a new assignment, the assignment's own otherwise. */
  initial: AssignmentForm;
  /**
   * The assignment's dates as the gateway gave them: a date left as it opened
   * is sent back as it was, not cut to the minute a `datetime-local` shows
   * (the server would read a start moved by seconds as a new start).
   */
  original?: { startDate: string; endDate: string } | undefined;
  /** While the save runs: Confirm waits (spec 1 §5). */
  saving: boolean;
  onSave(fields: AssignmentFields): void;
  onClose(): void;
}

const TITLES: Record<AssignmentDialogMode, string> = {
  create: 'Assignment details',
  edit: 'Edit Assignment',
  recover: 'Recover Assignment',
};
const CONFIRM_LABELS: Record<AssignmentDialogMode, string> = { create: 'Create', edit: 'Update', recover: 'Recover' };

/**
 * The assignment dialog (spec 1 §2.8 and §5), for create, edit or recover:
 * name, group, start and due date. Confirm stays disabled while it saves,
 * while the groups load or failed or there are none, while a field is blank,
 * when an edited start lies in the past, and when the start is after the
 * due date. Recover changes only the dates, to reopen an ended assignment.
 * Mounted while open, so it starts from `initial` each time.
 */
export function AssignmentDialog({ mode, initial, original, saving, onSave, onClose }: AssignmentDialogProps) {
  const titleId = useId();
  const [form, setForm] = useState(initial);
  const { timeZone } = useSchoolClock();
  const groupsQuery = useAssignmentDialogQuery({ errorToast: failureToast(ASSIGNMENT_SPEC_TEXTS.somethingWentWrong) });
  const groups = groupsQuery.dataState === 'complete' ? nodesOf(groupsQuery.data.groups) : [];
  const groupsState: GroupsState = groupsQuery.error
    ? 'error'
    : groupsQuery.dataState !== 'complete'
      ? 'loading'
      : groups.length === 0
        ? 'empty'
        : 'loaded';
  const { startInPast, endBeforeStart, complete } = checkForm(form, initial, groupsState, timeZone);
  const set = (field: keyof AssignmentForm) => (value: string) => setForm((before) => ({ ...before, [field]: value }));

  const save = () => {
    const start = fromFieldValue(form.start, timeZone);
    const end = fromFieldValue(form.end, timeZone);
    if (!complete || saving || !start || !end) return;
    onSave({
      name: form.name.trim(),
      groupId: form.groupId,
      startDate: original && form.start === initial.start ? original.startDate : toGatewayDate(start),
      endDate: original && form.end === initial.end ? original.endDate : toGatewayDate(end),
    });
  };
  const datesOnly = mode === 'recover';
  const startHelp = startInPast || mode === 'create' ? MESSAGES.newAssignmentStartBeforeToday : undefined;

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{TITLES[mode]}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={3}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <TextInput
            label="Name"
            required
            autoFocus={!datesOnly}
            value={form.name}
            onChange={(event) => set('name')(typedName(event.target.value))}
            inputProps={{ maxLength: LONG_NAME_MAX_LENGTH, readOnly: datesOnly }}
            fullWidth
          />
          <GroupField
            state={groupsState}
            groups={groups}
            value={form.groupId}
            onChange={set('groupId')}
            disabled={datesOnly}
          />
          <TextInput
            label="Start date"
            type="datetime-local"
            required
            shrinkLabel
            autoFocus={datesOnly}
            value={form.start}
            onChange={(event) => set('start')(event.target.value)}
            inputProps={{ min: mode === 'create' ? toFieldValue(new Date(), timeZone) : undefined }}
            error={startInPast}
            helperText={startHelp}
            fullWidth
          />
          <TextInput
            label="Due date"
            type="datetime-local"
            required
            shrinkLabel
            value={form.end}
            onChange={(event) => set('end')(event.target.value)}
            inputProps={{ min: form.start || undefined }}
            error={endBeforeStart}
            helperText={MESSAGES.dueDateBeforeStartDate}
            fullWidth
          />
          <Typography variant="body2" color="text.secondary">
            {ASSIGNMENT_TEXTS.schoolTime(timeZone)}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={!complete} loading={saving}>
          {CONFIRM_LABELS[mode]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
