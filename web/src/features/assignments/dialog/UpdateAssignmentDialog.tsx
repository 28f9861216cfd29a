import { useNavigate } from 'react-router-dom';
import { useUpdateAssignmentMutation } from '../../../generated/UpdateAssignment';
import { useSchoolClock } from '../../../shared/dates/schoolClock';
import { parseDateTime } from '../../../shared/graphql/scalars';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../../shared/graphql/failureToast';
import { forgetAssignmentLists } from '../assignmentCache';
import { toFieldValue } from '../assignmentDates';
import { ASSIGNMENT_SPEC_TEXTS, ASSIGNMENT_TEXTS } from '../assignmentText';
import { assignmentsPath } from '../urls';
import { AssignmentDialog, type AssignmentFields } from './AssignmentDialog';
import type { AssignmentForm } from './assignmentForm';

export interface EditedAssignment {
  id: string;
  name: string;
  groupId: string;
  startDate: string;
  endDate: string;
}

/** The fields the dialog opens with: recover keeps the start and asks for a new due date, to reopen it. */
function initialForm(assignment: EditedAssignment, mode: 'edit' | 'recover', timeZone: string): AssignmentForm {
  return {
    name: assignment.name,
    groupId: assignment.groupId,
    start: toFieldValue(parseDateTime(assignment.startDate), timeZone),
    end: mode === 'recover' ? '' : toFieldValue(parseDateTime(assignment.endDate), timeZone),
  };
}

/**
 * Edit and Recover (spec 1 §2.8, §4): the assignment dialog over an
 * assignment, saved with updateAssignment (all four fields); the updated
 * assignment goes to the assignments list.
 */
export function UpdateAssignmentDialog({
  assignment,
  mode,
  onClose,
}: {
  assignment: EditedAssignment;
  mode: 'edit' | 'recover';
  onClose(): void;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const { timeZone } = useSchoolClock();
  const [update, updating] = useUpdateAssignmentMutation({
    errorToast: failureToast(ASSIGNMENT_SPEC_TEXTS.somethingWentWrong, ['BAD_USER_INPUT']),
    update: (cache) => forgetAssignmentLists(cache),
  });
  const save = async (fields: AssignmentFields) => {
    try {
      await update({ variables: { input: { assignmentId: assignment.id, ...fields } } });
      toast.success(ASSIGNMENT_TEXTS.assignmentUpdated);
      void navigate(assignmentsPath);
    } catch {
      // The toast has said so; the dialog keeps what was typed.
    }
  };
  return (
    <AssignmentDialog
      mode={mode}
      initial={initialForm(assignment, mode, timeZone)}
      original={assignment}
      saving={updating.loading}
      onSave={(fields) => void save(fields)}
      onClose={onClose}
    />
  );
}
