import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * An OpenID Connect provider as the API sees one, for tests: discovery and a
 * JWKS over real HTTP, and ID tokens signed with its key (or, for the tests
 * of refusals, another key, claims of our choosing). The provider is outside
 * the project: this stands in for Keycloak or any other.
 */
export interface FakeIdentityProvider {
  issuer: string;
  /** Where the API reads its discovery document (on the loopback, whatever `issuer` says). */
  discoveryUrl: string;
  /** An ID token for `claims`, signed with the provider's key unless `signedWith` says otherwise. */
  idToken(claims: JWTPayload, options?: { signedWith?: CryptoKey; expiresIn?: string | number }): Promise<string>;
  /** A key the provider never published. */
  strangerKey: CryptoKey;
  close(): Promise<void>;
}

export const FAKE_CLIENT_ID = 'science-portal';
const KEY_ID = 'provider-key-1';

/**
 * `publicIssuer`: the issuer as a browser would know it, not reachable from
 * here (Keycloak behind a reverse proxy, the API on a container network);
 * its discovery and keys are then served on the loopback only.
 */
export async function startFakeIdentityProvider({
  publicIssuer,
}: { publicIssuer?: string } = {}): Promise<FakeIdentityProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] };
  let issuer = '';
  let served = '';
  const server: Server = createServer((request, response) => {
    const send = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/realms/school/.well-known/openid-configuration')
      return send({ issuer, jwks_uri: `${served}/protocol/openid-connect/certs` });
    if (request.url === '/realms/school/protocol/openid-connect/certs') return send(jwks);
    response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  served = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/school`;
  issuer = publicIssuer ?? served;
  return {
    issuer,
    discoveryUrl: `${served}/.well-known/openid-configuration`,
    strangerKey: stranger.privateKey,
    idToken: (claims, { signedWith = privateKey, expiresIn = '5m' } = {}) =>
      new SignJWT({ iss: issuer, aud: FAKE_CLIENT_ID, sub: 'provider-user-1', email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(signedWith),
    close: () => new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done()))),
  };
}
