import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TrustedProxies } from '@portal/domain';

/**
 * API_TRUST_PROXY's default: one hop, the API's direct caller, which is the
 * gateway (or, in docker-compose, the balancer in front of the API replicas,
 * which passes the gateway's header on untouched). The gateway puts one
 * address there, the browser's, so the API's port must be reachable only by
 * the gateways (it listens on 127.0.0.1 by default).
 */
export const DEFAULT_API_TRUST_PROXY: TrustedProxies = { hops: 1 };

/** The development sign-in provider's proof that it speaks for a browser: this run's secret. */
export const DEV_IDP_SECRET_HEADER = 'x-dev-idp-secret';
/** The browser's address, as the development sign-in provider saw it. */
export const DEV_IDP_ADDRESS_HEADER = 'x-dev-idp-client-address';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Where the request comes from, for the throttles and the logs: the
     * address the development sign-in provider names for its browser when it
     * proves itself with this run's secret, else `request.ip` (the first
     * address from the right in X-Forwarded-For that is no trusted proxy).
     */
    readonly clientAddress: string;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `offered` is the secret, in time that does not depend on how much of it matches. */
function isSecret(offered: string | string[] | undefined, secret: string): boolean {
  return typeof offered === 'string' && timingSafeEqual(digest(offered), digest(secret));
}

/**
 * Decorates every request with its `clientAddress`. With the development
 * provider's secret (`npm start` makes one per run in DATA_DIR), a request
 * carrying it is counted against the browser the provider names; without it,
 * or with another, the provider's headers are ignored.
 */
export function decorateClientAddress(app: FastifyInstance, devIdentityProviderSecret: string | undefined): void {
  const secret = devIdentityProviderSecret || undefined;
  app.decorateRequest('clientAddress', {
    getter(this: FastifyRequest): string {
      if (secret && isSecret(this.headers[DEV_IDP_SECRET_HEADER], secret)) {
        const named = this.headers[DEV_IDP_ADDRESS_HEADER];
        if (typeof named === 'string' && isIP(named.trim())) return named.trim();
      }
      return this.ip;
    },
  });
}
