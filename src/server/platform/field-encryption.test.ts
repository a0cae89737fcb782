import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, loadDataKey } from './field-encryption';

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
