import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateAssignmentMutation } from '../../../generated/CreateAssignment';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../../shared/graphql/failureToast';
import { forgetAssignmentLists } from '../assignmentCache';
import { ASSIGNMENT_SPEC_TEXTS, ASSIGNMENT_TEXTS } from '../assignmentText';
import { AssignmentDialog, type AssignmentFields } from '../dialog/AssignmentDialog';
import { EMPTY_FORM } from '../dialog/assignmentForm';
import { assignmentsPath } from '../urls';
import { ActivityBuilder } from './ActivityBuilder';
import type { LibraryActivity } from './activitySearch';

export const CREATE_ASSIGNMENT_TITLE = 'Create Assignment';

/**
 * /assignments/create (spec 1 §2.8): activities picked from the library,
 * then "Create Assignment" opens the assignment dialog; a created assignment
 * goes to the assignments list (spec 1 §4). A failure keeps the dialog and
 * everything picked.
 */
export function CreateAssignmentPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [chosen, setChosen] = useState<LibraryActivity[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [createAssignment, creation] = useCreateAssignmentMutation({
    errorToast: failureToast(ASSIGNMENT_SPEC_TEXTS.somethingWentWrong, ['BAD_USER_INPUT']),
    update: (cache) => forgetAssignmentLists(cache),
  });
  const [saved, setSaved] = useState(false);

  const save = async (fields: AssignmentFields) => {
    try {
      const activities = chosen.map(({ questId, activityType }) => ({ questId, activityType }));
      await createAssignment({ variables: { input: { ...fields, activities } } });
      setSaved(true);
      toast.success(ASSIGNMENT_TEXTS.assignmentCreated);
      void navigate(assignmentsPath);
    } catch {
      // The toast has said so; the dialog stays open with what was typed.
    }
  };

  return (
    <>
      <ActivityBuilder
        title={CREATE_ASSIGNMENT_TITLE}
        confirmLabel="Create Assignment"
        onConfirm={() => setDialogOpen(true)}
        chosen={chosen}
        onChosenChange={setChosen}
        saved={saved || creation.loading}
      />
      {dialogOpen ? (
        <AssignmentDialog
          mode="create"
          initial={EMPTY_FORM}
          saving={creation.loading}
          onSave={(fields) => void save(fields)}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
    </>
  );
}
