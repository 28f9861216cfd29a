import { MESSAGES } from '@portal/domain';
import { useLinkChildMutation } from '../../../generated/graphql';
import { failureToast } from '../failureToast';
import { EmailForm } from './EmailForm';
import { useFormTarget } from './useFormTarget';

/** Update Child Relation (own and another parent's), spec 1 §2.6: links a child by their e-mail. */
export function UpdateChildPage() {
  const target = useFormTarget();
  const [linkChild, { loading }] = useLinkChildMutation({ errorToast: failureToast(MESSAGES.invalidChildEmail) });
  return (
    <EmailForm
      title="Update Child"
      label="Child's email"
      submitLabel="Link child"
      busy={loading}
      back={target.profile}
      onSubmit={async (childEmail) => {
        await linkChild({ variables: { input: { parentId: target.userId, childEmail } } });
        target.done(MESSAGES.childLinked);
      }}
    />
  );
}
