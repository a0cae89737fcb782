// Who the client is, for rate limits: TRUST_PROXY parsing (which hops to trust) and the key that
// groups one client's addresses (an IPv4 address, or the /64 an IPv6 client can choose within).
import net from 'node:net';

/**
 * What Fastify's `trustProxy` receives (proxy-addr semantics): false (no proxy: the socket
 * address is the client), a hop count (trust exactly the last N hops, the socket included), or
 * the addresses/CIDRs of the proxies. The client is the first untrusted hop from the right of
 * X-Forwarded-For, so entries a client writes itself are never taken as its address.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const version = net.isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as written in the environment: unset, '', 'false' or '0' = no proxy; a number =
 * that many hops; 'true' = 1 hop (it meant "behind a proxy" before hop counts existed); otherwise
 * a comma-separated list of proxy addresses/CIDRs. Throws with the reason for anything else.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('a hop count must be between 0 and 10');
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (entries.length === 0 || bad.length > 0) {
    throw new Error(
      `must be false, a hop count, or proxy addresses/CIDRs separated by commas (bad: ${bad.join(', ') || text})`,
    );
  }
  return entries;
}

/** The eight groups of an IPv6 address, as numbers. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'),
          ...tailGroups,
        ];
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The rate-limit key of a client address: an IPv4 address as it is (IPv4-mapped IPv6 included),
 * an IPv6 address by its /64 prefix, since one subscriber is usually given a whole /64.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(address)) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}

/**
 * The value for Fastify's `trustProxy`. Fastify 5 refuses a bare hop count (it trusts nothing,
 * since a count cannot tell the proxy from a client that connects directly), so a count becomes
 * the proxy-addr trust function "the last N hops": the socket is hop 0, then X-Forwarded-For
 * from the right. Only use a count when the app is reachable through the proxy alone.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}
