import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '@portal/domain';
import { clientAddressOf, proxyTrustOf } from './client-address.js';

/** A WebSocket upgrade request as the subscription server receives it. */
const upgrade = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('the browser’s address on a subscription’s socket', () => {
  it('is found as request.ip finds it: the first address from the right that is no trusted proxy', () => {
    const none = proxyTrustOf(parseTrustProxy(undefined));
    expect(clientAddressOf(upgrade('192.0.2.1', '198.51.100.1'), none)).toBe('192.0.2.1');
    const oneHop = proxyTrustOf(parseTrustProxy('true'));
    expect(clientAddressOf(upgrade('10.0.0.2', '198.51.100.1, 203.0.113.9'), oneHop)).toBe('203.0.113.9');
    const listed = proxyTrustOf(parseTrustProxy('10.0.0.0/8'));
    expect(clientAddressOf(upgrade('10.0.0.2', '198.51.100.1, 203.0.113.9, 10.1.1.1'), listed)).toBe('203.0.113.9');
    expect(clientAddressOf(upgrade('192.0.2.7', '198.51.100.1'), listed)).toBe('192.0.2.7');
  });
});
