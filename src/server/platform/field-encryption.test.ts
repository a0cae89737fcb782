import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, dataKeyFingerprint, loadDataKey } from './field-encryption';

describe('field encryption', () => {
  const cipher = createFieldCipher(Buffer.alloc(32, 7));

  it('round-trips text and never stores the plaintext', () => {
    const sealed = cipher.encryptText('123456789012');
    expect(sealed).not.toContain('123456789012');
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('123456789012');
    expect(cipher.decryptText(sealed)).toBe('123456789012');
  });

  it('uses a fresh IV every time', () => {
    expect(cipher.encryptText('same')).not.toBe(cipher.encryptText('same'));
  });

  it('refuses tampered ciphertext', () => {
    const sealed = cipher.encrypt(Buffer.from('aadhaar image bytes'));
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 1;
    expect(() => cipher.decrypt(sealed)).toThrow();
  });

  it('refuses a different key', () => {
    const other = createFieldCipher(Buffer.alloc(32, 8));
    expect(() => other.decryptText(cipher.encryptText('secret'))).toThrow();
  });

  it('generates a key file once, readable by the owner only, and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-key-'));
    const first = loadDataKey(undefined, dir);
    const second = loadDataKey(undefined, dir);
    expect(first.equals(second)).toBe(true);
    expect(fs.statSync(path.join(dir, 'data.key')).mode & 0o077).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prefers DATA_KEY when given', () => {
    const hex = 'ab'.repeat(32);
    expect(loadDataKey(hex, '/nonexistent').toString('hex')).toBe(hex);
  });
});

/** A value as sealed before key rotation existed: version 1, IV, tag, ciphertext. */
function sealVersion1(key: Buffer, plain: string): Buffer {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), body]);
}

describe('data key fingerprints and key ids (decision 0017)', () => {
  const oldKey = Buffer.alloc(32, 7);
  const newKey = Buffer.alloc(32, 9);

  it('names a key with 16 hex characters that do not reveal it', () => {
    const fingerprint = dataKeyFingerprint(oldKey);
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(dataKeyFingerprint(Buffer.from(oldKey))).toBe(fingerprint);
    expect(dataKeyFingerprint(newKey)).not.toBe(fingerprint);
    expect(oldKey.toString('hex')).not.toContain(fingerprint);
  });

  it('seals as version 2 with the first 4 bytes of the fingerprint as key id', () => {
    const cipher = createFieldCipher(oldKey);
    const sealed = cipher.encrypt(Buffer.from('x'));
    expect(sealed[0]).toBe(2);
    expect(sealed.subarray(1, 5).toString('hex')).toBe(dataKeyFingerprint(oldKey).slice(0, 8));
    expect(cipher.fingerprint).toBe(dataKeyFingerprint(oldKey));
    expect(cipher.isCurrent(sealed)).toBe(true);
  });

  it('authenticates the header: a changed version or key id is refused', () => {
    const cipher = createFieldCipher(oldKey, { previous: newKey });
    const relabelled = cipher.encrypt(Buffer.from('secret'));
    // Claim the value was sealed with the other key the cipher holds.
    Buffer.from(dataKeyFingerprint(newKey).slice(0, 8), 'hex').copy(relabelled, 1);
    expect(() => cipher.decrypt(relabelled)).toThrow();
    const downgraded = Buffer.concat([
      Buffer.from([1]),
      cipher.encrypt(Buffer.from('s')).subarray(5),
    ]);
    expect(() => cipher.decrypt(downgraded)).toThrow();
  });

  it('still opens the version 1 layout, with the current or the previous key', () => {
    expect(createFieldCipher(oldKey).decrypt(sealVersion1(oldKey, 'legacy')).toString()).toBe(
      'legacy',
    );
    const rotating = createFieldCipher(newKey, { previous: oldKey });
    const legacy = sealVersion1(oldKey, 'legacy');
    expect(rotating.decrypt(legacy).toString()).toBe('legacy');
    expect(rotating.isCurrent(legacy)).toBe(false);
    expect(() => createFieldCipher(newKey).decrypt(legacy)).toThrow();
  });

  it('during a rotation seals with the new key and opens both', () => {
    const before = createFieldCipher(oldKey).encryptText('918273645501');
    const rotating = createFieldCipher(newKey, { previous: oldKey });
    expect(rotating.fingerprint).toBe(dataKeyFingerprint(newKey));
    expect(rotating.previousFingerprint).toBe(dataKeyFingerprint(oldKey));
    expect(rotating.decryptText(before)).toBe('918273645501');
    expect(rotating.isCurrentText(before)).toBe(false);

    const after = rotating.encryptText('918273645501');
    expect(rotating.isCurrentText(after)).toBe(true);
    // Once rotated, the new key alone opens it and the old key alone does not.
    expect(createFieldCipher(newKey).decryptText(after)).toBe('918273645501');
    expect(() => createFieldCipher(oldKey).decryptText(after)).toThrow(/unknown data key/);
  });

  it('says which key ids it has when a value is under another key, never a key', () => {
    const sealed = createFieldCipher(oldKey).encrypt(Buffer.from('x'));
    const error = (() => {
      try {
        createFieldCipher(newKey).decrypt(sealed);
      } catch (e) {
        return e as Error;
      }
      return undefined;
    })();
    expect(error?.message).toContain(dataKeyFingerprint(oldKey).slice(0, 8));
    expect(error?.message).toContain(dataKeyFingerprint(newKey));
    expect(error?.message).not.toContain(oldKey.toString('hex'));
    expect(error?.message).not.toContain(newKey.toString('hex'));
  });

  it("a rotation's first step: the next key is opened, never sealed with, so instances still on the old key read what rotated ones write", () => {
    // Every instance first restarts with DATA_KEY=old and DATA_KEY_NEXT=new ...
    const accepting = createFieldCipher(oldKey, { next: newKey });
    // ... then, one by one, with DATA_KEY=new and DATA_KEY_PREVIOUS=old.
    const rotated = createFieldCipher(newKey, { previous: oldKey });
    const written = rotated.encryptText('918273645501');
    expect(accepting.decryptText(written)).toBe('918273645501');
    // What the accepting ones write stays under the old key, which the rotated ones open.
    const sealed = accepting.encrypt(Buffer.from('x'));
    expect(sealed.subarray(1, 5).toString('hex')).toBe(dataKeyFingerprint(oldKey).slice(0, 8));
    expect(rotated.decrypt(sealed).toString()).toBe('x');
    expect(accepting.fingerprint).toBe(dataKeyFingerprint(oldKey));
    expect(accepting.previousFingerprint).toBeUndefined();
    // Without the first step, an old-key instance cannot read a rotated one's value.
    expect(() => createFieldCipher(oldKey).decryptText(written)).toThrow(/unknown data key/);
  });

  it('refuses the same key as current and previous, or next', () => {
    expect(() => createFieldCipher(oldKey, { previous: Buffer.from(oldKey) })).toThrow(
      /must differ/,
    );
    expect(() => createFieldCipher(oldKey, { next: Buffer.from(oldKey) })).toThrow(/must differ/);
  });
});
