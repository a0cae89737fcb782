// AES-256-GCM for personal data at rest (DESIGN §3): Aadhaar images and bank account numbers.
// The key comes from DATA_KEY, or is generated once into DATA_DIR/data.key (readable by the
// owner only) so a local run works without setup. During a key rotation (decision 0017) the
// cipher also holds the previous key: it seals with the current key and opens with either.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Version 1 (before key rotation): version byte, 12-byte IV, 16-byte tag, ciphertext. */
const VERSION_1 = 1;
/** Version 2: version byte, 4-byte key id, 12-byte IV, 16-byte tag, ciphertext. */
const VERSION_2 = 2;
const KEY_ID_BYTES = 4;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const V2_HEADER_BYTES = 1 + KEY_ID_BYTES;

export interface FieldCipher {
  encrypt(plain: Buffer): Buffer;
  decrypt(sealed: Buffer): Buffer;
  encryptText(plain: string): string;
  decryptText(sealed: string): string;
  /** True when `sealed` is already in the current layout under the current key (rotation skips it). */
  isCurrent(sealed: Buffer): boolean;
  isCurrentText(sealed: string): boolean;
  /** dataKeyFingerprint of the current key. */
  readonly fingerprint: string;
  /** dataKeyFingerprint of the previous key, during a rotation. */
  readonly previousFingerprint: string | undefined;
}

/** The keys besides the current one: the previous (a rotation under way) or the next (one about to start). */
export interface OtherKeys {
  previous?: Buffer | undefined;
  /** Opened, never sealed with: every instance must read the new key's values before any writes them. */
  next?: Buffer | undefined;
}

/**
 * A digest that names a key without revealing it: what the database stores and the logs show.
 * Sealed values carry its first 4 bytes as their key id.
 */
export function dataKeyFingerprint(key: Buffer): string {
  return crypto
    .createHmac('sha256', key)
    .update('resale data key fingerprint')
    .digest('hex')
    .slice(0, 16);
}

export function loadDataKey(dataKeyHex: string | undefined, dataDir: string): Buffer {
  if (dataKeyHex) return Buffer.from(dataKeyHex, 'hex');
  const keyFile = path.join(dataDir, 'data.key');
  if (fs.existsSync(keyFile)) {
    const hex = fs.readFileSync(keyFile, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${keyFile} does not hold a 32-byte hex key`);
    return Buffer.from(hex, 'hex');
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  fs.writeFileSync(keyFile, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

interface Key {
  key: Buffer;
  id: Buffer;
  fingerprint: string;
}

function keyOf(key: Buffer): Key {
  if (key.length !== 32) throw new Error('The data key must be 32 bytes');
  const fingerprint = dataKeyFingerprint(key);
  return { key, fingerprint, id: Buffer.from(fingerprint.slice(0, KEY_ID_BYTES * 2), 'hex') };
}

/**
 * Seals with `key` (version 2, the header authenticated with the ciphertext); opens version 2
 * under `key`, `previous` or `next`, and version 1 (no key id) by trying each.
 */
export function createFieldCipher(key: Buffer, { previous, next }: OtherKeys = {}): FieldCipher {
  const current = keyOf(key);
  const keys = [current, ...[previous, next].filter((k): k is Buffer => Boolean(k)).map(keyOf)];
  if (new Set(keys.map((k) => k.id.toString('hex'))).size !== keys.length) {
    throw new Error('The data keys must differ');
  }

  const encrypt = (plain: Buffer): Buffer => {
    const header = Buffer.concat([Buffer.from([VERSION_2]), current.id]);
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', current.key, iv);
    cipher.setAAD(header);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([header, iv, cipher.getAuthTag(), body]);
  };

  const open = (with_: Key, header: Buffer, rest: Buffer): Buffer => {
    const iv = rest.subarray(0, IV_BYTES);
    const tag = rest.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const decipher = crypto.createDecipheriv('aes-256-gcm', with_.key, iv);
    if (header.length > 1) decipher.setAAD(header);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(rest.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  };

  const decrypt = (sealed: Buffer): Buffer => {
    if (sealed[0] === VERSION_2 && sealed.length >= V2_HEADER_BYTES + IV_BYTES + TAG_BYTES) {
      const header = sealed.subarray(0, V2_HEADER_BYTES);
      const id = header.subarray(1);
      const match = keys.find((k) => k.id.equals(id));
      if (!match) {
        throw new Error(
          `Sealed with an unknown data key (key id ${id.toString('hex')}; ` +
            `this process has ${keys.map((k) => k.fingerprint).join(', ')})`,
        );
      }
      return open(match, header, sealed.subarray(V2_HEADER_BYTES));
    }
    if (sealed[0] === VERSION_1 && sealed.length >= 1 + IV_BYTES + TAG_BYTES) {
      // No key id: the tag tells which key sealed it.
      let failure: unknown;
      for (const k of keys) {
        try {
          return open(k, sealed.subarray(0, 1), sealed.subarray(1));
        } catch (error) {
          failure = error;
        }
      }
      throw failure;
    }
    throw new Error('Not an encrypted field');
  };

  const isCurrent = (sealed: Buffer): boolean =>
    sealed[0] === VERSION_2 && sealed.subarray(1, V2_HEADER_BYTES).equals(current.id);

  return {
    encrypt,
    decrypt,
    encryptText: (plain) => encrypt(Buffer.from(plain, 'utf8')).toString('base64'),
    decryptText: (sealed) => decrypt(Buffer.from(sealed, 'base64')).toString('utf8'),
    isCurrent,
    isCurrentText: (sealed) => isCurrent(Buffer.from(sealed, 'base64')),
    fingerprint: current.fingerprint,
    previousFingerprint: previous ? keys[1]?.fingerprint : undefined,
  };
}
