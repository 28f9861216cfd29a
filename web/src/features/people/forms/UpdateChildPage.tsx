import { Box } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { useLinkChildMutation } from '../../../generated/LinkChild';
import { useUpdateChildPageQuery } from '../../../generated/UpdateChildPage';
import { failureToast } from '../../../shared/graphql/failureToast';
import { ChildrenList } from '../profile/ChildrenList';
import { EmailForm } from './EmailForm';
import { FormSubject } from './FormSubject';
import { useFormTarget } from './useFormTarget';
import { nodesOf } from '../../../shared/graphql/connections';

/**
 * Update Child Relation (own and another parent's), spec 1 §2.6: links a child
 * by their e-mail. Only an admin's link is active at once; anyone else's waits
 * for the student or an admin, and the list below shows it as waiting.
 */
export function UpdateChildPage() {
  const target = useFormTarget();
  const own = !target.userId;
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
          await linkChild({ variables: { input: { parentId: target.userId, childEmail } } });
          target.done(MESSAGES.childLinked);
        }}
      />
      {parent && (
        <Box sx={{ px: 2, pb: 6, mx: 'auto', maxWidth: 480 + 32 }}>
          <ChildrenList
            parentId={parent.id}
            children={nodesOf(parent.children)}
            pending={nodesOf(parent.pendingChildren)}
          />
        </Box>
      )}
    </>
  );
}
