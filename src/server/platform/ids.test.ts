import { describe, expect, it } from 'vitest';
import { newSessionToken, newUserId, readableCode, sha256 } from './ids';

describe('readable codes (user ids read aloud to agents)', () => {
  it('are 10 characters of Crockford base32 without I, L, O, U', () => {
    for (let i = 0; i < 200; i += 1) expect(newUserId()).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('take a length', () => {
    expect(readableCode(6)).toHaveLength(6);
  });

  it('do not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newUserId()));
    expect(ids.size).toBe(1000);
  });
});

describe('session tokens', () => {
  it('are 256-bit base64url strings and never repeat', () => {
    const a = newSessionToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSessionToken()).not.toBe(a);
  });
});

describe('sha256', () => {
  it('is the hex SHA-256', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
