import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Button } from '@mui/material';
import { deleteGroupQuestion, MESSAGES } from '@portal/domain';
import { useState } from 'react';
import { useDeleteGroupMutation } from '../../../generated/DeleteGroup';
import { describeError } from '../../../shared/graphql/errors';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { forgetGroup } from '../groupCache';
import { StillInUseDialog } from './StillInUseDialog';

/** The server's answer for a group that still has assignments (its REST 405). */
export const STILL_IN_USE = 'STILL_IN_USE';

/**
 * DELETE GROUP (spec 1 §2.7): asks first, then deletes. A group with
 * assignments stays, and an alert offers to go to them instead. The
 * deleted group leaves the cache; the view then moves on to the first
 * remaining group by itself.
 */
export function DeleteGroupButton({ groupId, groupName }: { groupId: string; groupName: string }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [stillInUse, setStillInUse] = useState(false);
  const [deleteGroup, deletion] = useDeleteGroupMutation({
    errorToast: ({ code }) => (code === STILL_IN_USE || code === 'UNAUTHENTICATED' ? null : MESSAGES.groupDeleteFailed),
    update(cache, { data }) {
      if (data) forgetGroup(cache, data.deleteGroup.deletedId);
    },
  });

  const confirm = async () => {
    try {
      await deleteGroup({ variables: { groupId } });
      toast.success(MESSAGES.groupDeleted);
    } catch (error) {
      if (error instanceof Error && describeError(error).code === STILL_IN_USE) setStillInUse(true);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteForeverIcon />} onClick={() => setConfirming(true)}>
        DELETE GROUP
      </Button>
      <ConfirmDialog
        open={confirming}
        title={MESSAGES.deleteGroupTitle}
        text={deleteGroupQuestion(groupName)}
        confirmLabel="Delete"
        busy={deletion.loading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
      <StillInUseDialog open={stillInUse} onClose={() => setStillInUse(false)} />
    </>
  );
}
