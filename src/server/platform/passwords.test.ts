// argon2id with OWASP parameters; passwords never verify against unusable or foreign hashes.
import { describe, expect, it } from 'vitest';
import { UNUSABLE_PASSWORD, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id, 19 MiB, 2 passes, 1 lane, salted', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse battery');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('never verifies without a stored hash, against the unusable marker or a broken hash', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword(UNUSABLE_PASSWORD, UNUSABLE_PASSWORD)).toBe(false);
    expect(await verifyPassword('plain-text-password', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('$argon2id$garbage', 'anything')).toBe(false);
  });

  it('keeps unicode passwords intact', async () => {
    const hash = await hashPassword('पासवर्ड-१२३४५');
    expect(await verifyPassword(hash, 'पासवर्ड-१२३४५')).toBe(true);
  });
});
