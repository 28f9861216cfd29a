import { describe, expect, it } from 'vitest';
import { NO_PROXY, parseTrustProxy, trustProxyOption } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('reads a hop count, true as one hop, and false, 0 or unset as none', () => {
    expect(parseTrustProxy(undefined)).toEqual(NO_PROXY);
    expect(parseTrustProxy('')).toEqual({ hops: 0 });
    expect(parseTrustProxy('', { hops: 1 })).toEqual({ hops: 1 });
    expect(parseTrustProxy('false')).toEqual({ hops: 0 });
    expect(parseTrustProxy('0')).toEqual({ hops: 0 });
    expect(parseTrustProxy('true')).toEqual({ hops: 1 });
    expect(parseTrustProxy(' 2 ')).toEqual({ hops: 2 });
  });

  it('reads a list of proxy addresses, CIDR ranges and proxy-addr’s names', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.1,fd00::/8, ::1, loopback,uniquelocal')).toEqual({
      addresses: ['10.0.0.0/8', '192.0.2.1', 'fd00::/8', '::1', 'loopback', 'uniquelocal'],
    });
  });

  it('refuses anything else, naming the wrong entry', () => {
    for (const wrong of ['yes', '10.0.0.0/33', '10.0.0.256', '1000', 'fd00::/129', 'example.com', '10.0.0.1,', '-1']) {
      expect(() => parseTrustProxy(wrong), wrong).toThrow(/proxy addresses or CIDR ranges/);
    }
    expect(() => parseTrustProxy('10.0.0.1, nginx')).toThrow(/"nginx"/);
  });

  it('gives Fastify false, the list, or a function trusting the nearest hops', () => {
    expect(trustProxyOption({ hops: 0 })).toBe(false);
    expect(trustProxyOption({ addresses: ['loopback'] })).toEqual(['loopback']);
    const twoHops = trustProxyOption({ hops: 2 });
    if (typeof twoHops !== 'function') throw new Error('a hop count is a function');
    expect([0, 1, 2].map((hop) => twoHops('203.0.113.1', hop))).toEqual([true, true, false]);
  });
});
