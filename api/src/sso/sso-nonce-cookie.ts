import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSettings } from '../auth/session-cookie.js';

/**
 * The nonce of a sign-in this browser started (`POST /auth/sso/start`), in a
 * cookie only the API reads: an ID token is accepted only in the browser
 * that asked for it, so a token copied from elsewhere (a log, another
 * machine) signs nobody in. Ten minutes to go to the provider and back.
 */
export const SSO_NONCE_COOKIE = 'portal_sso_nonce';
const NONCE_SECONDS = 600;

function options(reply: FastifyReply, settings: CookieSettings) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: settings.secure || reply.request.protocol === 'https',
  };
}

/** A new nonce for this browser: 32 random bytes, base64url (43 characters). */
export function startSsoNonce(reply: FastifyReply, settings: CookieSettings): string {
  const nonce = randomBytes(32).toString('base64url');
  reply.setCookie(SSO_NONCE_COOKIE, nonce, { ...options(reply, settings), maxAge: NONCE_SECONDS });
  return nonce;
}

/** Whether `nonce` is the one this browser was given. */
export function matchesSsoNonce(request: FastifyRequest, nonce: string): boolean {
  const given = request.cookies[SSO_NONCE_COOKIE];
  if (!given || given.length !== nonce.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(nonce));
}

/** The sign-in is over (signed in or refused): its nonce cookie goes. */
export function spendSsoNonce(reply: FastifyReply, settings: CookieSettings): void {
  if (reply.request.cookies[SSO_NONCE_COOKIE] !== undefined) {
    reply.clearCookie(SSO_NONCE_COOKIE, options(reply, settings));
  }
}
