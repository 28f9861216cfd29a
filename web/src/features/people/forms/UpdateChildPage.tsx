import { Stack } from '@mui/material';
import { can, MESSAGES } from '@portal/domain';
import { FAMILY_TEXTS } from '@portal/domain/family-texts';
import { useAuth } from '../../../app/session/AuthProvider';
import { useLinkChildMutation } from '../../../generated/LinkChild';
import { useUpdateChildPageQuery } from '../../../generated/UpdateChildPage';
import { failureToast } from '../../../shared/graphql/failureToast';
import { ChildrenList } from '../profile/ChildrenList';
import { EmailForm } from './EmailForm';
import { FamilyCodeForm } from './FamilyCodeForm';
import { FormSubject } from './FormSubject';
import { useFormTarget } from './useFormTarget';
import { nodesOf } from '../../../shared/graphql/connections';

/**
 * Update Child Relation (own and another parent's), spec 1 §2.6: links a child
 * by their e-mail. Only an admin's link is active at once; anyone else's waits
 * for the school to confirm it (issue 36), as the message and the list below
 * say. A parent may instead enter a family code the school printed: linked at once.
 */
export function UpdateChildPage() {
  const target = useFormTarget();
  const own = !target.userId;
  const { roles = [] } = useAuth();
  const { data, dataState } = useUpdateChildPageQuery({
    variables: { userId: target.userId ?? '', own },
    errorToast: failureToast(MESSAGES.profileLoadFailed),
  });
  const parent = dataState === 'complete' ? (own ? data.me : data.user) : undefined;
  const [linkChild, { loading }] = useLinkChildMutation({ errorToast: failureToast(MESSAGES.invalidChildEmail) });
  return (
    <>
      <EmailForm
        title="Update Child"
        label="Child's email"
        submitLabel="Link child"
        busy={loading}
        back={target.profile}
        context={<FormSubject person={parent} own={own} />}
        onSubmit={async (childEmail) => {
          const { data: linked } = await linkChild({ variables: { input: { parentId: target.userId, childEmail } } });
          // Active at once (an admin's link) or a request the school will confirm: the message says which.
          const children = linked ? nodesOf(linked.linkChild.user.children) : [];
          const active = children.some((child) => child.email.toLowerCase() === childEmail.toLowerCase());
          target.done(active ? MESSAGES.childLinked : FAMILY_TEXTS.requestSent);
        }}
      />
      {parent && (
        <Stack spacing={3} sx={{ px: 2, pb: 6, mx: 'auto', maxWidth: 480 + 32 }}>
          {own && can(roles, 'redeemFamilyCodes') && (
            <FamilyCodeForm linkedIds={nodesOf(parent.children).map((child) => child.id)} onLinked={target.done} />
          )}
          <ChildrenList
            parentId={parent.id}
            children={nodesOf(parent.children)}
            pending={nodesOf(parent.pendingChildren)}
          />
        </Stack>
      )}
    </>
  );
}
