import { fromFieldValue } from '../assignmentDates';

/** Create a new assignment, edit one, or recover an ended one (its dates changed to reopen it). */
export type AssignmentDialogMode = 'create' | 'edit' | 'recover';

/** The dialog's fields as typed: dates as `datetime-local` values. */
export interface AssignmentForm {
  name: string;
  groupId: string;
  start: string;
  end: string;
}

export const EMPTY_FORM: AssignmentForm = { name: '', groupId: '', start: '', end: '' };

/** Whether the groups to choose from have come, and how. */
export type GroupsState = 'loading' | 'loaded' | 'empty' | 'error';

export interface FormCheck {
  /** The start was changed from what the dialog opened with and lies before the current minute. */
  startInPast: boolean;
  /** The due date lies before the start. */
  endBeforeStart: boolean;
  /** Confirm may be pressed (spec 1 §5's disabled rules, the save aside). */
  complete: boolean;
}

/**
 * Spec 1 §5, the assignment dialog: name, group, start and due date are
 * required (blank after trimming is missing); a start that was edited must
 * not lie in the past; the start must not be after the end. A start is past
 * when it is before the current minute, as a `datetime-local` field has no
 * seconds: "now" typed in is not refused. The fields are the school's wall
 * clock in `timeZone`.
 */
export function checkForm(
  form: AssignmentForm,
  opened: AssignmentForm,
  groups: GroupsState,
  timeZone: string,
  now = new Date(),
) {
  const start = fromFieldValue(form.start, timeZone);
  const end = fromFieldValue(form.end, timeZone);
  const currentMinute = new Date(now);
  currentMinute.setSeconds(0, 0);
  const startInPast = start !== undefined && form.start !== opened.start && start < currentMinute;
  const endBeforeStart = start !== undefined && end !== undefined && end < start;
  const complete =
    groups === 'loaded' &&
    form.name.trim() !== '' &&
    form.groupId !== '' &&
    start !== undefined &&
    end !== undefined &&
    !startInPast &&
    !endBeforeStart;
  return { startInPast, endBeforeStart, complete } satisfies FormCheck;
}
