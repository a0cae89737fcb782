// AES-256-GCM for personal data at rest (DESIGN §3): Aadhaar images and bank account numbers.
// The key comes from DATA_KEY, or is generated once into DATA_DIR/data.key (readable by the
// owner only) so a local run works without setup.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface FieldCipher {
  encrypt(plain: Buffer): Buffer;
  decrypt(sealed: Buffer): Buffer;
  encryptText(plain: string): string;
  decryptText(sealed: string): string;
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

/** Sealed layout: version byte, 12-byte IV, 16-byte tag, ciphertext. */
export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('The data key must be 32 bytes');
  const encrypt = (plain: Buffer): Buffer => {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
  };
  const decrypt = (sealed: Buffer): Buffer => {
    if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) {
      throw new Error('Not an encrypted field');
    }
    const iv = sealed.subarray(1, 1 + IV_BYTES);
    const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([
      decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
  };
  return {
    encrypt,
    decrypt,
    encryptText: (plain) => encrypt(Buffer.from(plain, 'utf8')).toString('base64'),
    decryptText: (sealed) => decrypt(Buffer.from(sealed, 'base64')).toString('utf8'),
  };
}
