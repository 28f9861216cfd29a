import { List, ListItem, Stack, Typography } from '@mui/material';
import type { LinkRequestsList_LinkFragment } from '../../../generated/graphql';
import { LinkDecisionButtons } from './LinkDecisionButtons';

/** A request as the LinkRequestsList_link fragment selects it. */
export type LinkRequest = LinkRequestsList_LinkFragment;
type LinkPerson = LinkRequest['child'];

export interface LinkRequestsListProps {
  requests: readonly LinkRequest[];
  /** A student accepts the requests naming them; an admin approves the school's. */
  mode: 'accept' | 'approve';
}

const fullName = ({ firstName, lastName }: LinkPerson) => `${firstName} ${lastName}`;

/** Parent link requests waiting for the viewer's decision, each with its buttons. */
export function LinkRequestsList({ requests, mode }: LinkRequestsListProps) {
  return (
    <section aria-labelledby="link-requests-heading">
      <Typography id="link-requests-heading" variant="h6" component="h2">
        Parent link requests
      </Typography>
      <List dense aria-labelledby="link-requests-heading">
        {requests.map((request) => {
          const textId = `link-request-${request.id.replace(/[^\w-]/g, '-')}`;
          const parent = `${fullName(request.parent)} (${request.parent.email})`;
          return (
            <ListItem key={request.id} disableGutters>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ width: '100%', alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <Typography id={textId} sx={{ overflowWrap: 'anywhere' }}>
                  {mode === 'accept'
                    ? `${parent} asks to be linked to you as your parent.`
                    : `${parent} asks to be linked to ${fullName(request.child)}.`}
                </Typography>
                <LinkDecisionButtons
                  parentId={request.parent.id}
                  childId={request.child.id}
                  mode={mode}
                  describedBy={textId}
                />
              </Stack>
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
