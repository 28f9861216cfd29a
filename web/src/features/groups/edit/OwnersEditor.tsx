import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Box, IconButton, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { useState } from 'react';
import { useRemoveGroupOwnerMutation } from '../../../generated/RemoveGroupOwner';
import { nodesOf } from '../../../shared/graphql/connections';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../../shared/graphql/failureToast';
import { fullName, GROUP_TEXTS, removeCoOwnerQuestion } from '../groupText';
import { PersonRow, RowList } from '../ListRows';
import type { Candidate } from '../search/PersonSearchPanel';

export const LAST_OWNER_NOTE = 'A group keeps at least one owner.';

export interface OwnersEditorProps {
  groupId: string;
  owners: readonly Candidate[];
  onOwnersChange(owners: Candidate[]): void;
  /** Whether the viewer may take themself off (an admin keeps managing the group; a teacher would lose it). */
  mayRemoveSelf: boolean;
  viewerId: string;
  disabled: boolean;
}

/**
 * The group's owners, each with a control to take them off (removeGroupOwner,
 * at once, after asking). The server refuses to remove the last owner, so the
 * control is disabled then; a teacher cannot take themself off here.
 */
export function OwnersEditor({
  groupId,
  owners,
  onOwnersChange,
  mayRemoveSelf,
  viewerId,
  disabled,
}: OwnersEditorProps) {
  const toast = useToast();
  const [asking, setAsking] = useState<{ owner: Candidate | null; open: boolean }>({ owner: null, open: false });
  const [removeOwner, removal] = useRemoveGroupOwnerMutation({
    errorToast: failureToast(MESSAGES.groupEditFailed, ['CONFLICT']),
  });
  const last = owners.length <= 1;

  const confirm = async (owner: Candidate) => {
    try {
      const { data } = await removeOwner({ variables: { input: { groupId, ownerId: owner.id } } });
      if (data) onOwnersChange(nodesOf(data.removeGroupOwner.group.owners));
      toast.success(GROUP_TEXTS.coOwnerRemoved);
    } catch {
      // The toast has said it failed; the owner stays listed.
    } finally {
      setAsking((before) => ({ ...before, open: false }));
    }
  };

  return (
    <Box>
      <RowList label="Owners">
        {owners.map((owner) => {
          const self = owner.id === viewerId;
          return (
            <PersonRow
              key={owner.id}
              person={owner}
              note={self ? ' (you)' : ''}
              py={0.5}
              action={
                <IconButton
                  aria-label={`Remove ${fullName(owner)} as co-owner`}
                  disabled={disabled || last || (self && !mayRemoveSelf)}
                  onClick={() => setAsking({ owner, open: true })}
                >
                  <PersonRemoveIcon />
                </IconButton>
              }
            />
          );
        })}
      </RowList>
      {last ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {LAST_OWNER_NOTE}
        </Typography>
      ) : null}
      <ConfirmDialog
        open={asking.open}
        title="Remove co-owner"
        text={asking.owner ? removeCoOwnerQuestion(fullName(asking.owner)) : ''}
        confirmLabel="Remove"
        busy={removal.loading}
        onConfirm={() => void (asking.owner && confirm(asking.owner))}
        onCancel={() => setAsking((before) => ({ ...before, open: false }))}
      />
    </Box>
  );
}
