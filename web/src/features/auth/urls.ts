export const signInPath = '/sign-in';
export const registerPath = '/register';
/** Where the identity provider sends the browser back with the code (the provider's registered redirect URI). */
export const ssoCallbackPath = '/sign-in/sso';
