/**
 * Single sign-on with an OpenID Connect provider (spec 1 §2.2, §7): whom the
 * API trusts to say who signs in. Unset: the portal offers the form sign-in
 * only, and `GET /auth/sso` says single sign-on is not configured.
 */
export interface SsoSettings {
  /** The provider's issuer URL, as its ID tokens carry it in `iss` (a Keycloak realm's URL, say). */
  issuer: string;
  /** The portal's client id at the provider: the `aud` its ID tokens must name. */
  clientId: string;
  /**
   * Where the API reads the provider's discovery document when the issuer URL
   * is the browser's and not reachable from the API (a container network):
   * unset, `{issuer}/.well-known/openid-configuration`. Its `issuer` must
   * still be `issuer`; its `jwks_uri` is fetched as given.
   */
  discoveryUrl?: string;
  /** How the sign-in page and a school's admin name the provider. */
  name: string;
}

export const DEFAULT_SSO_NAME = 'Single Sign-On';
