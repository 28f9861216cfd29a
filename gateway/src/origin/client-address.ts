import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { trustProxyOption, type TrustedProxies } from '@portal/domain';

/** proxy-addr's trust: whether the address `hop` steps from us (0: the connection's own) is a trusted proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** TRUST_PROXY as proxy-addr's trust function, the one Fastify's `trustProxy` compiles from the same setting. */
export function proxyTrustOf(trusted: TrustedProxies): ProxyTrust {
  const option = trustProxyOption(trusted);
  if (option === false) return () => false;
  return typeof option === 'function' ? option : proxyAddr.compile(option);
}

/**
 * The browser's address for a request Fastify does not route (a WebSocket
 * upgrade), as `request.ip` finds it for one it does: the first address from
 * the right of X-Forwarded-For that is no trusted proxy.
 */
export function clientAddressOf(request: IncomingMessage, trust: ProxyTrust): string | undefined {
  return request.socket.remoteAddress === undefined ? undefined : proxyAddr(request, trust);
}
