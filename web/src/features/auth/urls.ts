import { SSO_CALLBACK_PATH } from '@portal/domain';

export const signInPath = '/sign-in';
export const registerPath = '/register';
/** Where the identity provider sends the browser back with the code (the provider's registered redirect URI). */
export const ssoCallbackPath = SSO_CALLBACK_PATH;
