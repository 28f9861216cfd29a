import type { ErrorToast } from '../../shared/graphql/operationHooks';

/** One text for any failure of a call (spec 1 §8), and none for an ended session, which signs out instead. */
export function failureToast(text: string): ErrorToast {
  return ({ code }) => (code === 'UNAUTHENTICATED' ? null : text);
}
