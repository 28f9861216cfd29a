import { MESSAGES } from '@portal/domain';
import type { FormPerson_UserFragment } from '../../../generated/graphql';
import { useFormPersonQuery } from '../../../generated/FormPerson';
import { failureToast } from '../../../shared/graphql/failureToast';
import type { FormTarget } from './useFormTarget';

/** The person a form changes, once read: the page's one query. */
export function useFormPerson(target: FormTarget): FormPerson_UserFragment | undefined {
  const own = !target.userId;
  const { data, dataState } = useFormPersonQuery({
    variables: { userId: target.userId ?? '', own },
    errorToast: failureToast(MESSAGES.profileLoadFailed),
  });
  if (dataState !== 'complete') return undefined;
  return (own ? data.me : data.user) ?? undefined;
}
