// Single sign-on for `npm start`: the provider OIDC_ISSUER names, or, when it
// is unset, the development provider (scripts/dev-identity-provider.mjs) run
// on a free loopback port and served by the origin under /dev-idp/.

/** Where the origin serves the development provider; also its issuer's path. */
export const DEV_IDP_PATH = '/dev-idp';
/** The portal's client id at the development provider. */
export const DEV_IDP_CLIENT_ID = 'science-portal';

/**
 * Whether `npm start` runs the development provider: not when OIDC_ISSUER
 * names a real one, and not without the demo school (it knows only the demo
 * accounts).
 */
export function devIdpWanted(env) {
  return !env.OIDC_ISSUER && env.SEED_DEMO !== 'false';
}

/**
 * The development provider's settings for an origin on `port`: its issuer as
 * the browser sees it (the README's http://localhost:PORT), the origins it
 * sends the browser back to (localhost and 127.0.0.1, both of which reach the
 * origin), and what the API and the origin are told.
 */
export function devIdpLinks(port, idpPort) {
  const issuer = `http://localhost:${port}${DEV_IDP_PATH}`;
  const direct = `http://127.0.0.1:${idpPort}`;
  return {
    issuer,
    origins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
    apiEnv: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: DEV_IDP_CLIENT_ID,
      OIDC_PROVIDER_NAME: 'Development Sign-In',
      // The API reads discovery and keys from the provider itself, not through the origin.
      OIDC_DISCOVERY_URL: `${direct}${DEV_IDP_PATH}/.well-known/openid-configuration`,
    },
    originEnv: { DEV_IDP_URL: direct, OIDC_ISSUER: issuer },
    health: `${direct}${DEV_IDP_PATH}/.well-known/openid-configuration`,
  };
}
