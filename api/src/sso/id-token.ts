import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { SsoSettings } from './sso-settings.js';

/** Why an ID token is refused: not the provider's, not for us, out of date, or not the one this sign-in asked for. */
export class IdTokenRefused extends Error {
  override readonly name = 'IdTokenRefused';
}

const discovery = z.object({ issuer: z.string(), jwks_uri: z.url() });

/** What a verified ID token says: the e-mail it vouches for (or one it names unverified), and the nonce it answered. */
export interface VerifiedIdToken {
  email: string | undefined;
  /** An e-mail the token names without `email_verified: true`: never signed in with. */
  unverifiedEmail: boolean;
  nonce: string;
}

/**
 * Checks ID tokens as OpenID Connect Core §3.1.3.7 asks: signed by one of the
 * provider's keys (its JWKS, found by discovery and cached by jose, refetched
 * when a token names a key it lacks), `iss` the issuer, `aud` our client id,
 * not expired (a minute's clock skew allowed), and `nonce` the one the
 * browser made for this sign-in.
 */
export class IdTokenVerifier {
  private keys: Promise<JWTVerifyGetKey> | undefined;

  constructor(private readonly settings: SsoSettings) {}

  private keySet(): Promise<JWTVerifyGetKey> {
    this.keys ??= (async () => {
      const url =
        this.settings.discoveryUrl ?? `${this.settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const found = discovery.parse(await response.json());
      if (found.issuer !== this.settings.issuer) throw new Error(`${url} names the issuer ${found.issuer}`);
      return createRemoteJWKSet(new URL(found.jwks_uri));
    })().catch((error: unknown) => {
      // Asked again on the next sign-in: the provider may be back.
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  async verify(idToken: string, nonce: string): Promise<VerifiedIdToken> {
    const keys = await this.keySet();
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: this.settings.issuer,
        audience: this.settings.clientId,
        requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
        clockTolerance: 60,
      }));
    } catch (error) {
      // The provider's keys out of reach or unreadable is the provider's trouble (503), not a bad token.
      // jose throws its bare JOSEError (ERR_JOSE_GENERIC) only when fetching the key set fails (an error status, not JSON).
      const providerTrouble =
        error instanceof errors.JWKSTimeout ||
        error instanceof errors.JWKSInvalid ||
        !(error instanceof errors.JOSEError) ||
        error.code === 'ERR_JOSE_GENERIC';
      if (providerTrouble) throw error;
      throw new IdTokenRefused(error.message);
    }
    if (payload.nonce !== nonce) throw new IdTokenRefused('nonce is not the one this sign-in made');
    // Several audiences: the authorized party must be us (OIDC Core §3.1.3.7 items 4 and 5).
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== this.settings.clientId)
      throw new IdTokenRefused('azp is not this client');
    // Only an e-mail the provider says it verified: a provider that lets users type any address
    // (and says nothing) must not sign them in as whoever owns it.
    const named = typeof payload.email === 'string' ? payload.email : undefined;
    const verified = payload.email_verified === true;
    return {
      email: verified ? named : undefined,
      unverifiedEmail: named !== undefined && !verified,
      nonce: payload.nonce,
    };
  }
}
