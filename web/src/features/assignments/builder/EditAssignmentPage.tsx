import { Alert } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAddAssignmentActivitiesMutation } from '../../../generated/AddAssignmentActivities';
import { useEditAssignmentPageQuery } from '../../../generated/EditAssignmentPage';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../../shared/graphql/failureToast';
import { forgetAssignmentLists } from '../assignmentCache';
import { ASSIGNMENT_SPEC_TEXTS, ASSIGNMENT_TEXTS } from '../assignmentText';
import { viewAssignmentUrl } from '../urls';
import { ActivityBuilder } from './ActivityBuilder';
import type { LibraryActivity } from './activitySearch';

export const EDIT_ASSIGNMENT_TITLE = 'Edit Assignment';

/**
 * /assignments/edit/{id} and /assignments/{id}/edit (spec 1 §2.8): the
 * builder with the assignment's own activities listed; "Update Assignment"
 * asks "Add Activities", and CONFIRM adds the picked ones after the last
 * and opens the assignment's view. Activities it cannot read (an id naming
 * none, a failure) say so; the library still searches.
 */
export function EditAssignmentPage() {
  const assignmentId = useParams().assignmentId ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const [chosen, setChosen] = useState<LibraryActivity[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const query = useEditAssignmentPageQuery({
    variables: { id: assignmentId },
    fetchPolicy: 'network-only',
    errorToast: failureToast(ASSIGNMENT_SPEC_TEXTS.existingActivitiesNotLoaded),
  });
  const [addActivities, adding] = useAddAssignmentActivitiesMutation({
    errorToast: failureToast(ASSIGNMENT_SPEC_TEXTS.somethingWentWrong),
    update: (cache) => forgetAssignmentLists(cache),
  });
  const assignment = query.dataState === 'complete' ? query.data.assignment : undefined;
  const notLoaded = query.error !== undefined || (query.dataState === 'complete' && !assignment);
  const existing: LibraryActivity[] | undefined = assignment?.activities.map(({ questId, activityType, activity }) => ({
    questId,
    activityType,
    name: activity?.name ?? questId,
    realm: activity?.realm ?? '',
  }));

  const confirm = async () => {
    if (!assignment) return;
    try {
      const activities = chosen.map(({ questId, activityType }) => ({ questId, activityType }));
      await addActivities({ variables: { input: { assignmentId: assignment.id, activities } } });
      setSaved(true);
      toast.success(ASSIGNMENT_TEXTS.activitiesAdded);
      void navigate(viewAssignmentUrl(assignment.id));
    } catch {
      setConfirming(false);
    }
  };

  return (
    <>
      <ActivityBuilder
        title={EDIT_ASSIGNMENT_TITLE}
        confirmLabel="Update Assignment"
        onConfirm={() => setConfirming(true)}
        chosen={chosen}
        confirmDisabled={!assignment}
        onChosenChange={setChosen}
        existing={existing}
        saved={saved || adding.loading}
        notice={
          notLoaded ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {ASSIGNMENT_SPEC_TEXTS.existingActivitiesNotLoaded}
            </Alert>
          ) : null
        }
      />
      <ConfirmDialog
        open={confirming}
        title={ASSIGNMENT_SPEC_TEXTS.addActivitiesTitle}
        text={ASSIGNMENT_SPEC_TEXTS.addActivitiesQuestion}
        confirmLabel="CONFIRM"
        destructive={false}
        busy={adding.loading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
