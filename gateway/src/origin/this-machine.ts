import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from './origin-errors.js';

/** Whether the Host header names this machine: localhost (or a name under it), 127.0.0.0/8 or [::1]. */
export function namesLoopback(host: string | undefined): boolean {
  const hostname = URL.parse(`http://${host ?? ''}`)?.hostname ?? '';
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

/** Whether a socket's peer address is this machine: 127.0.0.0/8 (also IPv4-mapped) or ::1. */
function isLoopbackAddress(address: string | undefined): boolean {
  const ip = (address ?? '').replace(/^::ffff:/i, '');
  return ip === '::1' || /^127(\.\d{1,3}){3}$/.test(ip);
}

/**
 * Whether a request comes from a browser on this machine that named this
 * machine: the TCP peer itself is loopback (whatever TRUST_PROXY says), no
 * proxy passed it on (no X-Forwarded-For, Forwarded or Via: a reverse proxy
 * on this machine serves the portal to others), and its Host is loopback (a
 * page whose own name was made to point here, DNS rebinding, is same-origin
 * with itself, not with us).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    isLoopbackAddress(request.raw.socket?.remoteAddress) &&
    headers['x-forwarded-for'] === undefined &&
    headers.forwarded === undefined &&
    headers.via === undefined &&
    namesLoopback(headers.host)
  );
}

/**
 * The guard of the development tools the origin serves (the mail catcher, the
 * sign-in provider): any other caller gets the 404 of a path that is not there.
 */
export function onlyFromThisMachine(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request)) {
      notFound(request, reply);
      return reply;
    }
  });
}
