// TRUST_PROXY parsing and the rate-limit key of a client address (IPv6: its /64).
import { describe, expect, it } from 'vitest';
import { clientKey, fastifyTrustProxy, parseTrustProxy } from './client-address';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    // 'true' was documented before hop counts: it means the one proxy in front of the app.
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8,127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    [' 10.0.0.1 , fd00::/8 ', ['10.0.0.1', 'fd00::/8']],
    ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,proxy.local', '::1/129', '11', ','])(
    'refuses %j',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow();
    },
  );
});

describe('fastifyTrustProxy', () => {
  it('turns a hop count into "the last N hops" (Fastify 5 trusts nothing for a bare number)', () => {
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('203.0.113.250', 1)).toBe(false);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(0)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});

describe('clientKey', () => {
  it('keeps IPv4 addresses, IPv4-mapped ones included', () => {
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('groups IPv6 addresses by /64, however they are written', () => {
    const key = '2001:db8:1:2::/64';
    expect(clientKey('2001:db8:1:2::1')).toBe(key);
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:DB8:1:2:0:0:0:9')).toBe(key);
    expect(clientKey('2001:db8:1:2::1%eth0')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
