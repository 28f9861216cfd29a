import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUpdateAssignmentMutation } from '../../../generated/UpdateAssignment';
import { useSchoolClock } from '../../../shared/dates/schoolClock';
import { parseDateTime } from '../../../shared/graphql/scalars';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../../shared/graphql/failureToast';
import { forgetAssignmentLists } from '../assignmentCache';
import { recoverDueDate, toFieldValue, toGatewayDate } from '../assignmentDates';
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

interface Opened {
  initial: AssignmentForm;
  original: { startDate: string; endDate: string };
}

/**
 * The fields the dialog opens with: recover keeps the start and offers the
 * previous due date, moved a week from now when it has passed (issue 35);
 * the due date it offers is what is saved if left as it is.
 */
function opened(assignment: EditedAssignment, mode: 'edit' | 'recover', timeZone: string): Opened {
  const previousEnd = parseDateTime(assignment.endDate);
  const end = mode === 'recover' ? recoverDueDate(previousEnd, timeZone) : previousEnd;
  return {
    initial: {
      name: assignment.name,
      groupId: assignment.groupId,
      start: toFieldValue(parseDateTime(assignment.startDate), timeZone),
      end: toFieldValue(end, timeZone),
    },
    original: {
      startDate: assignment.startDate,
      endDate: end === previousEnd ? assignment.endDate : toGatewayDate(end),
    },
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
  // Fixed when opened: the offered due date does not move while the dialog is open.
  const [{ initial, original }] = useState(() => opened(assignment, mode, timeZone));
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
      initial={initial}
      original={original}
      saving={updating.loading}
      onSave={(fields) => void save(fields)}
      onClose={onClose}
    />
  );
}
