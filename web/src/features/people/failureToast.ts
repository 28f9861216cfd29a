import type { ErrorToast } from '../../shared/graphql/operationHooks';

/**
 * One text for any failure of a call (spec 1 §8), and none for an ended
 * session, which signs out instead. For the codes named in `reasons`, the
 * server's own message follows it: a reason the user can act on (an e-mail
 * already in use), never an internal one.
 */
export function failureToast(text: string, reasons: readonly string[] = []): ErrorToast {
  return ({ code, message }) => {
    if (code === 'UNAUTHENTICATED') return null;
    return code && reasons.includes(code) && message ? `${text}: ${message}` : text;
  };
}
