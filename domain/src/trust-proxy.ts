/**
 * Which proxies in front of a server may say, in X-Forwarded-For, whose
 * request it is (TRUST_PROXY, API_TRUST_PROXY): the client is the first
 * address from the right that is not one of them. Either a hop count (the
 * nearest `hops` callers, whoever they are) or a list of addresses and CIDR
 * ranges (and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`),
 * which Fastify's `trustProxy` (proxy-addr) checks.
 */
export type TrustedProxies = { hops: number } | { addresses: string[] };

/** Trust no proxy: the client is the connection's own address. */
export const NO_PROXY: TrustedProxies = { hops: 0 };

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6(text: string): boolean {
  if (!text.includes(':') || !/^[\d.:a-f]+$/i.test(text)) return false;
  try {
    return new URL(`http://[${text}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/** An address, a CIDR range of one (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const maximum = IPV4.test(address) ? 32 : isIpv6(address) ? 128 : undefined;
  if (maximum === undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maximum);
}

/**
 * Reads a TRUST_PROXY-like setting: unset or empty is `fallback`; `false` or
 * `0` trusts none; `true` one hop; a whole number that many hops; otherwise a
 * comma-separated list of addresses, CIDR ranges and names. Throws an Error
 * saying what is accepted.
 */
export function parseTrustProxy(text: string | undefined, fallback: TrustedProxies = NO_PROXY): TrustedProxies {
  const value = text?.trim() ?? '';
  if (value === '') return fallback;
  if (value === 'false') return { hops: 0 };
  if (value === 'true') return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 100) return { hops };
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  const wrong = addresses.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new Error(
      `must be true, false, a number of hops (0 to 100) or a comma-separated list of proxy addresses or CIDR ranges; "${wrong}" is none of them`,
    );
  }
  return { addresses };
}

/**
 * As Fastify's `trustProxy` option: false for none, the list as is (Fastify
 * compiles it with proxy-addr), or, for a hop count, proxy-addr's trust
 * function that trusts the nearest `hops` callers (Fastify 5.12 no longer
 * takes a number).
 */
export function trustProxyOption(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if ('addresses' in trusted) return [...trusted.addresses];
  if (trusted.hops === 0) return false;
  const { hops } = trusted;
  return (_address, hop) => hop < hops;
}
