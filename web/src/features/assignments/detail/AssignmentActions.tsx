import AddIcon from '@mui/icons-material/Add';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/Restore';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useDeleteAssignmentMutation } from '../../../generated/DeleteAssignment';
import { useFinishAssignmentMutation } from '../../../generated/FinishAssignment';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../../shared/graphql/failureToast';
import { forgetAssignmentLists } from '../assignmentCache';
import { ASSIGNMENT_SPEC_TEXTS, ASSIGNMENT_TEXTS, deleteAssignmentQuestion } from '../assignmentText';
import { UpdateAssignmentDialog, type EditedAssignment } from '../dialog/UpdateAssignmentDialog';
import { assignmentsPath, editAssignmentUrl } from '../urls';

type Open = 'none' | 'edit' | 'recover' | 'delete' | 'end';

/**
 * The staff's actions on an assignment (spec 1 §2.8, §4): End (due 5 minutes
 * ago, so Completed; asked first), Recover and Edit (the assignment dialog), Delete (asked
 * first), and Add activity (the edit page). Shown only to those who may
 * manage assignments; the server decides in any case.
 */
export function AssignmentActions({ assignment }: { assignment: EditedAssignment }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState<Open>('none');
  const [finish, finishing] = useFinishAssignmentMutation({
    errorToast: failureToast(ASSIGNMENT_SPEC_TEXTS.somethingWentWrong),
    update: (cache) => forgetAssignmentLists(cache),
  });
  const [deleteAssignment, deleting] = useDeleteAssignmentMutation({
    errorToast: failureToast(ASSIGNMENT_SPEC_TEXTS.somethingWentWrong),
    update: (cache) => forgetAssignmentLists(cache, assignment.id),
  });

  const end = async () => {
    try {
      await finish({ variables: { assignmentId: assignment.id } });
      toast.success(ASSIGNMENT_TEXTS.assignmentEnded);
    } catch {
      // The toast has said so.
    }
    setOpen('none');
  };
  const remove = async () => {
    try {
      await deleteAssignment({ variables: { assignmentId: assignment.id } });
      toast.success(ASSIGNMENT_TEXTS.assignmentDeleted);
      void navigate(assignmentsPath);
    } catch {
      setOpen('none');
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<StopCircleIcon />} onClick={() => setOpen('end')}>
          End
        </Button>
        <Button variant="outlined" startIcon={<RestoreIcon />} onClick={() => setOpen('recover')}>
          Recover
        </Button>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setOpen('edit')}>
          Edit
        </Button>
        <Button variant="outlined" startIcon={<AddIcon />} component={RouterLink} to={editAssignmentUrl(assignment.id)}>
          Add activity
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen('delete')}>
          Delete
        </Button>
      </Stack>
      {open === 'edit' || open === 'recover' ? (
        <UpdateAssignmentDialog assignment={assignment} mode={open} onClose={() => setOpen('none')} />
      ) : null}
      <ConfirmDialog
        open={open === 'end'}
        title={ASSIGNMENT_TEXTS.endAssignmentTitle}
        text={ASSIGNMENT_TEXTS.endAssignmentQuestion}
        confirmLabel="End"
        busy={finishing.loading}
        onConfirm={() => void end()}
        onCancel={() => setOpen('none')}
      />
      <ConfirmDialog
        open={open === 'delete'}
        title={ASSIGNMENT_TEXTS.deleteAssignmentTitle}
        text={deleteAssignmentQuestion(assignment.name)}
        confirmLabel="Delete"
        busy={deleting.loading}
        onConfirm={() => void remove()}
        onCancel={() => setOpen('none')}
      />
    </>
  );
}
