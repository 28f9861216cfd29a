/**
 * Where an identity provider sends the browser back to the portal: the
 * redirect URIs every provider registers for it (the development provider,
 * the compose file's Keycloak realm, a school's own), and the web's routes.
 */
export const SSO_CALLBACK_PATH = '/sign-in/sso';
/** Where the provider sends the browser after signing out: the landing page. */
export const SSO_SIGNED_OUT_PATH = '/';
/** Where the portal's origin serves the development sign-in provider `npm start` runs; also its issuer's path. */
export const DEV_IDP_PATH = '/dev-idp';
