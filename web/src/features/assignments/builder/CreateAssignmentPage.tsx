import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateAssignmentMutation } from '../../../generated/CreateAssignment';
import { useSchoolClock } from '../../../shared/dates/schoolClock';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../../shared/graphql/failureToast';
import { forgetAssignmentLists } from '../assignmentCache';
import { DEFAULT_DUE_DAYS, daysFromNow, toFieldValue } from '../assignmentDates';
import { ASSIGNMENT_SPEC_TEXTS, ASSIGNMENT_TEXTS } from '../assignmentText';
import { AssignmentDialog, type AssignmentFields } from '../dialog/AssignmentDialog';
import { EMPTY_FORM, type AssignmentForm } from '../dialog/assignmentForm';
import { assignmentsPath, viewAssignmentUrl } from '../urls';
import { ActivityBuilder } from './ActivityBuilder';
import type { LibraryActivity } from './activitySearch';

export const CREATE_ASSIGNMENT_TITLE = 'Create Assignment';

/**
 * /assignments/create (spec 1 §2.8): activities picked from the library,
 * then "Create Assignment" opens the assignment dialog, its dates starting
 * now and due a week later on the school's wall clock (issue 35); a created
 * assignment says so and opens its own page (issue 35; spec 1 §4 went to the
 * list). A failure keeps the dialog and everything picked.
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
  const { timeZone } = useSchoolClock();
  const [initial, setInitial] = useState<AssignmentForm>(EMPTY_FORM);
  const openDialog = () => {
    const now = new Date();
    const due = daysFromNow(DEFAULT_DUE_DAYS, timeZone, now);
    setInitial({ ...EMPTY_FORM, start: toFieldValue(now, timeZone), end: toFieldValue(due, timeZone) });
    setDialogOpen(true);
  };

  const save = async (fields: AssignmentFields) => {
    try {
      const activities = chosen.map(({ questId, activityType }) => ({ questId, activityType }));
      const { data } = await createAssignment({ variables: { input: { ...fields, activities } } });
      setSaved(true);
      toast.success(ASSIGNMENT_TEXTS.assignmentCreated);
      const id = data?.createAssignment.assignment.id;
      void navigate(id === undefined ? assignmentsPath : viewAssignmentUrl(id));
    } catch {
      // The toast has said so; the dialog stays open with what was typed.
    }
  };

  return (
    <>
      <ActivityBuilder
        title={CREATE_ASSIGNMENT_TITLE}
        confirmLabel="Create Assignment"
        onConfirm={openDialog}
        chosen={chosen}
        onChosenChange={setChosen}
        saved={saved || creation.loading}
      />
      {dialogOpen ? (
        <AssignmentDialog
          mode="create"
          initial={initial}
          saving={creation.loading}
          onSave={(fields) => void save(fields)}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
    </>
  );
}
