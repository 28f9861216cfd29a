import { List, ListItem, Stack, Typography } from '@mui/material';
import { FAMILY_TEXTS, linkRequestText } from '@portal/domain/family-texts';
import type { LinkRequestsList_LinkFragment } from '../../generated/graphql';
import { LinkDecisionButtons } from './LinkDecisionButtons';

/** A request as the LinkRequestsList_link fragment selects it. */
export type LinkRequest = LinkRequestsList_LinkFragment;
type LinkPerson = LinkRequest['child'];

export interface LinkRequestsListProps {
  requests: readonly LinkRequest[];
}

const fullName = ({ firstName, lastName }: LinkPerson) => `${firstName} ${lastName}`;

/** The requests as a list, each with Approve and Decline (a profile's section, a home's panel). */
export function LinkRequestItems({ requests, labelledBy }: LinkRequestsListProps & { labelledBy?: string }) {
  return (
    <List dense {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': FAMILY_TEXTS.requestsTitle })}>
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
                {linkRequestText(parent, fullName(request.child))}
              </Typography>
              <LinkDecisionButtons parentId={request.parent.id} childId={request.child.id} describedBy={textId} />
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}

/** Parent link requests waiting for the viewer's decision (the server lists only those): a profile's section. */
export function LinkRequestsList({ requests }: LinkRequestsListProps) {
  return (
    <section aria-labelledby="link-requests-heading">
      <Typography id="link-requests-heading" variant="h6" component="h2">
        {FAMILY_TEXTS.requestsTitle}
      </Typography>
      <LinkRequestItems requests={requests} labelledBy="link-requests-heading" />
    </section>
  );
}
