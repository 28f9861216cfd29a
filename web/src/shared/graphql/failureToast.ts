import { EMAIL_CHANGE_TEXTS, type GraphQLErrorCode } from '@portal/domain';
import type { ErrorToast } from './operationHooks';
import { FORBIDDEN, TOO_MANY_REQUESTS, UNAUTHENTICATED } from './errors';

/**
 * One text for any failure of a call (spec 1 §8), and none for an ended
 * session, which signs out instead. For the codes named in `reasons`, the
 * server's own message follows it: a reason the user can act on (an e-mail
 * already in use), never an internal one.
 */
export function failureToast(text: string, reasons: readonly GraphQLErrorCode[] = []): ErrorToast {
  return ({ code, message }) => {
    if (code === UNAUTHENTICATED) return null;
    return code && (reasons as readonly string[]).includes(code) && message ? `${text}: ${message}` : text;
  };
}

/**
 * A change of one's own password or address: FORBIDDEN is the wrong current
 * password, TOO_MANY_REQUESTS the sign-in limit (its message says when to try
 * again); anything else is `failureToast`'s.
 */
export function ownCredentialsToast(text: string, reasons: readonly GraphQLErrorCode[] = []): ErrorToast {
  const otherwise = failureToast(text, reasons);
  return (error) => {
    if (error.code === FORBIDDEN) return EMAIL_CHANGE_TEXTS.currentPasswordWrong;
    if (error.code === TOO_MANY_REQUESTS && error.message) return error.message;
    return otherwise(error);
  };
}
