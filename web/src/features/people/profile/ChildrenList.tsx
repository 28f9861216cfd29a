import { Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { Link as RouterLink } from 'react-router-dom';
import type { ProfileView_ChildFragment } from '../../../generated/graphql';
import { userProfileUrl } from '../urls';
import { LinkDecisionButtons } from '../../../shared/parent-links/LinkDecisionButtons';

/** A child as the ProfileView_user fragment selects it; the list reads only its name and id. */
export type Child = Pick<ProfileView_ChildFragment, 'id' | 'firstName' | 'lastName'>;

export interface ChildrenListProps {
  /** The parent whose children these are. */
  parentId: string;
  /** Linked by an active link: each leads to the child's profile. */
  children: readonly Child[];
  /** Asked for, waiting for the school to confirm it: no access yet, so no link. */
  pending: readonly Child[];
  /** Whether the viewer may approve or decline the pending ones (an admin). */
  mayApprove?: boolean;
}

const nameOf = (child: Child) => [child.firstName, child.lastName].filter(Boolean).join(' ');

/** A parent's linked children, each leading to their profile, then those waiting for approval. */
export function ChildrenList({ parentId, children, pending, mayApprove = false }: ChildrenListProps) {
  return (
    <section aria-labelledby="children-heading">
      <Typography id="children-heading" variant="h6" component="h2">
        Children
      </Typography>
      {children.length === 0 && pending.length === 0 ? (
        <Typography color="text.secondary">No child is linked yet.</Typography>
      ) : (
        <List dense aria-labelledby="children-heading">
          {children.map((child) => (
            <ListItem key={child.id} disableGutters>
              <Link component={RouterLink} to={userProfileUrl(child.id)}>
                {nameOf(child)}
              </Link>
            </ListItem>
          ))}
          {pending.map((child) => (
            <ListItem key={child.id} disableGutters>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ width: '100%', alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography id={`pending-child-${child.id}`}>{nameOf(child)}</Typography>
                  <Chip size="small" color="warning" variant="outlined" label={MESSAGES.waitingForApproval} />
                </Stack>
                {mayApprove && (
                  <LinkDecisionButtons
                    parentId={parentId}
                    childId={child.id}
                    describedBy={`pending-child-${child.id}`}
                  />
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
