import type { ApolloCache } from '@apollo/client';
import { Button, Stack } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { useAcceptParentLinkMutation } from '../../generated/AcceptParentLink';
import { useDeclineParentLinkMutation } from '../../generated/DeclineParentLink';
import { useToast } from '../ui/ToastProvider';
import { failureToast } from '../graphql/failureToast';
import { forgetLinkRequest } from './linkRequestCache';

export interface LinkDecisionButtonsProps {
  parentId: string;
  childId: string;
  /** The id of the text saying which request these buttons decide on. */
  describedBy: string;
}

/**
 * Approve and Decline for one parent link request: offered to those the
 * server lets decide on it (the school, issue 36: an admin, or a teacher of
 * one of the child's groups; never the child).
 */
export function LinkDecisionButtons({ parentId, childId, describedBy }: LinkDecisionButtonsProps) {
  const toast = useToast();
  const errorToast = failureToast(MESSAGES.generalFailure);
  // The answers update the cache: accept brings the parent back with the child among their children.
  const update = (cache: ApolloCache) => forgetLinkRequest(cache, parentId, childId);
  const [accept, accepting] = useAcceptParentLinkMutation({ errorToast, update });
  const [decline, declining] = useDeclineParentLinkMutation({ errorToast, update });
  const variables = { input: { parentId, childId } };
  const busy = accepting.loading || declining.loading;

  const decide = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast.success(done);
    } catch {
      // The toast has said it failed.
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
      <Button
        variant="contained"
        size="small"
        aria-describedby={describedBy}
        disabled={busy}
        loading={accepting.loading}
        onClick={() => void decide(() => accept({ variables }), MESSAGES.parentLinkAccepted)}
      >
        Approve
      </Button>
      <Button
        variant="outlined"
        size="small"
        color="error"
        aria-describedby={describedBy}
        disabled={busy}
        loading={declining.loading}
        onClick={() => void decide(() => decline({ variables }), MESSAGES.parentLinkDeclined)}
      >
        Decline
      </Button>
    </Stack>
  );
}
