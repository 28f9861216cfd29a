import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'portal_session';

export interface CookieSettings {
  /** Secure on every request (COOKIE_SECURE); otherwise only on requests that reached the origin over HTTPS. */
  secure: boolean;
  ttlHours: number;
}

/**
 * Secure when the settings say so or when the browser reached the origin over
 * HTTPS: the API trusts the proxy, so `protocol` is the X-Forwarded-Proto the
 * origin sends.
 */
function isSecure(reply: FastifyReply, settings: CookieSettings): boolean {
  return settings.secure || reply.request.protocol === 'https';
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token ? token : undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string, settings: CookieSettings): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(reply, settings),
    maxAge: Math.max(1, Math.round(settings.ttlHours * 3600)),
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(reply, settings),
  });
}
