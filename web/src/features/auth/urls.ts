import { EMAIL_CONFIRMATION_PATH, SIGN_IN_CARD_PATH, SSO_CALLBACK_PATH } from '@portal/domain';

export const signInPath = '/sign-in';
export const registerPath = '/register';
/** Where the identity provider sends the browser back with the code (the provider's registered redirect URI). */
export const ssoCallbackPath = SSO_CALLBACK_PATH;
/** Where the link mailed to a new address leads (the API writes it into the mail). */
export const confirmEmailPath = EMAIL_CONFIRMATION_PATH;
/** Issue 36: sign in with a sign-in card, typed or scanned; where a card's QR code leads (its token after the #). */
export const cardSignInPath = SIGN_IN_CARD_PATH;
