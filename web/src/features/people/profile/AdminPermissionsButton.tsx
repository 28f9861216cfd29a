import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { Button } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { useState } from 'react';
import { useGrantAdminMutation } from '../../../generated/GrantAdmin';
import { useRevokeAdminMutation } from '../../../generated/RevokeAdmin';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../../shared/graphql/failureToast';

export interface AdminPermissionsButtonProps {
  userId: string;
  fullName: string;
  mode: 'add' | 'remove';
}

/**
 * Add or remove admin permissions (spec 1 §4 "Admin toggle"): confirm, then
 * change. The answer carries the user's new roles, so the cache updates the
 * profile (spec 1 §4's reload) without asking again.
 */
export function AdminPermissionsButton({ userId, fullName, mode }: AdminPermissionsButtonProps) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [grant, granting] = useGrantAdminMutation({ errorToast: failureToast(MESSAGES.grantAdminFailed) });
  const [revoke, revoking] = useRevokeAdminMutation({ errorToast: failureToast(MESSAGES.revokeAdminFailed) });
  const label = mode === 'add' ? 'Add admin permissions' : 'Remove admin permissions';

  const confirm = async () => {
    const variables = { input: { userIds: [userId] } };
    try {
      if (mode === 'add') await grant({ variables });
      else await revoke({ variables });
      toast.success(mode === 'add' ? MESSAGES.adminGranted : MESSAGES.adminRevoked);
    } catch {
      // The toast has said which change failed.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<AdminPanelSettingsIcon />} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={label}
        text={mode === 'add' ? `Give ${fullName} admin permissions?` : `Take admin permissions away from ${fullName}?`}
        confirmLabel={mode === 'add' ? 'Add' : 'Remove'}
        busy={granting.loading || revoking.loading}
        destructive={mode === 'remove'}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
