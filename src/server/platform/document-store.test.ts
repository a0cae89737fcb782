// Identity documents at rest (DESIGN §3): re-encoded as an upright JPEG without metadata, sealed
// with AES-256-GCM under a random key in documents/, read back only through readDocument, and
// sent with no-store headers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_GPS, jpegOrientation6, jpegWithGps, noise } from '@/server/test-support/images';
import { readDocument, readDocumentSide, storeDocument } from './document-store';
import { AppError } from './errors';
import { createFieldCipher } from './field-encryption';
import { createLocalStorage } from './storage/local-storage';

const NOT_ACCEPTED = 'Only JPG and PNG images are accepted for the Aadhar card.';
const KEY_SHAPE = /^documents\/[0-9a-f]{32}\.bin$/;

let dir: string;
let root: string;
const storage = () => createLocalStorage(root);
const cipher = createFieldCipher(Buffer.alloc(32, 0x5a));

let gpsJpeg: Buffer;
let rotated: Buffer;
let png: Buffer;
let webp: Buffer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-store-'));
  root = path.join(dir, 'uploads');
  [gpsJpeg, rotated, png, webp] = await Promise.all([
    jpegWithGps(400, 300),
    jpegOrientation6(),
    noise(300, 200, 4).png().toBuffer(),
    noise(300, 200, 5).webp().toBuffer(),
  ]);
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function filesOnDisk(): string[] {
  const folder = path.join(root, 'documents');
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

function diskBytes(key: string): Buffer {
  return fs.readFileSync(path.join(root, key));
}

describe('storeDocument', () => {
  it('stores sealed bytes under a random documents/<32 hex>.bin key: no image magic, sharp cannot read them, no EXIF text', async () => {
    const key = await storeDocument(storage(), cipher, gpsJpeg);
    expect(key).toMatch(KEY_SHAPE);
    const sealed = diskBytes(key);
    expect(sealed.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(sealed.subarray(1, 4).toString('latin1')).not.toBe('PNG');
    // Markers long enough that random ciphertext never holds them by chance ('GPS', 3 bytes, is
    // in about one sealed photo in 300).
    expect(sealed.toString('latin1')).not.toMatch(/Exif\0\0|JFIF\0|TestPhone/);
    expect(sealed.toString('latin1')).not.toContain(HOME_GPS.GPSLatitude);
    await expect(sharp(sealed).metadata()).rejects.toThrow();
    // Sealed layout: version 2, key id, then IV, tag, ciphertext.
    expect(sealed[0]).toBe(2);
  });

  it('opens with the key to an upright JPEG without any metadata (the GPS position is gone)', async () => {
    const key = await storeDocument(storage(), cipher, gpsJpeg);
    const jpeg = cipher.decrypt(diskBytes(key));
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([400, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(jpeg.toString('latin1')).not.toContain('TestPhone');
    expect(jpeg.toString('latin1')).not.toContain(HOME_GPS.GPSLatitude);
  });

  it('turns an orientation-6 photo upright (800x600 stored pixels come back 600x800)', async () => {
    const key = await storeDocument(storage(), cipher, rotated);
    const jpeg = (await readDocument(storage(), cipher, key))!;
    const meta = await sharp(jpeg).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([600, 800, undefined]);
  });

  it('accepts PNG and stores it as JPEG', async () => {
    const key = await storeDocument(storage(), cipher, png);
    const jpeg = (await readDocument(storage(), cipher, key))!;
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
  });

  it('gives every document its own key, and the same image never seals to the same bytes', async () => {
    const a = await storeDocument(storage(), cipher, png);
    const b = await storeDocument(storage(), cipher, png);
    expect(a).not.toBe(b);
    expect(diskBytes(a).equals(diskBytes(b))).toBe(false);
  });

  it.each([
    ['WebP (photos accept it, documents do not)', () => webp],
    ['text', () => Buffer.from('not an image at all '.repeat(100))],
  ])('refuses %s with DOCUMENT_TYPE_NOT_ACCEPTED, 415, storing nothing', async (_what, bytes) => {
    const before = filesOnDisk();
    const error = await storeDocument(storage(), cipher, bytes()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 415,
      code: 'DOCUMENT_TYPE_NOT_ACCEPTED',
      message: NOT_ACCEPTED,
    });
    expect(filesOnDisk()).toEqual(before);
  });

  it('refuses a truncated JPEG with 400, storing nothing', async () => {
    const before = filesOnDisk();
    const error = await storeDocument(
      storage(),
      cipher,
      gpsJpeg.subarray(0, gpsJpeg.length >> 1),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400 });
    expect(filesOnDisk()).toEqual(before);
  });
});

describe('readDocument', () => {
  it('round-trips what storeDocument stored', async () => {
    const key = await storeDocument(storage(), cipher, gpsJpeg);
    const jpeg = await readDocument(storage(), cipher, key);
    expect(jpeg).not.toBeNull();
    expect(jpeg!.equals(cipher.decrypt(diskBytes(key)))).toBe(true);
  });

  it('answers null for a document key that was never stored', async () => {
    expect(await readDocument(storage(), cipher, `documents/${'0'.repeat(32)}.bin`)).toBeNull();
  });

  it.each([
    'photos/0123456789abcdef0123456789abcdef.webp',
    'avatars/0123456789abcdef0123456789abcdef.webp',
    'documents/0123456789abcdef0123456789abcdef.webp',
    'documents/short.bin',
    'documents/../photos/0123456789abcdef0123456789abcdef.bin',
    '/uploads/documents/0123456789abcdef0123456789abcdef.bin',
    '',
  ])('never reads outside documents/<32 hex>.bin: %j is null', async (key) => {
    expect(await readDocument(storage(), cipher, key)).toBeNull();
  });

  it('does not hand out plaintext for a file that was put there unsealed', async () => {
    const key = `documents/${'a'.repeat(32)}.bin`;
    await storage().put(key, gpsJpeg, 'application/octet-stream');
    await expect(readDocument(storage(), cipher, key)).rejects.toThrow();
  });

  it('refuses a tampered document and one sealed with another key', async () => {
    const key = await storeDocument(storage(), cipher, png);
    await expect(
      readDocument(storage(), createFieldCipher(Buffer.alloc(32, 1)), key),
    ).rejects.toThrow();
    const sealed = diskBytes(key);
    sealed[sealed.length - 10] = sealed[sealed.length - 10]! ^ 0xff;
    fs.writeFileSync(path.join(root, key), sealed);
    await expect(readDocument(storage(), cipher, key)).rejects.toThrow();
  });
});

describe('readDocumentSide', () => {
  it('reads the front or the back of an owner, and refuses a missing side with DOCUMENT_NOT_FOUND', async () => {
    const front = await storeDocument(storage(), cipher, png);
    const owner = { aadharFrontUrl: front, aadharBackUrl: null };
    const jpeg = await readDocumentSide(storage(), cipher, owner, 'front');
    expect(jpeg.equals((await readDocument(storage(), cipher, front))!)).toBe(true);
    for (const [who, side] of [
      [owner, 'back'],
      [null, 'front'],
      [{ aadharFrontUrl: 'photos/x.webp', aadharBackUrl: null }, 'front'],
    ] as const) {
      const error = await readDocumentSide(storage(), cipher, who, side).catch((e: unknown) => e);
      expect(error).toMatchObject({ statusCode: 404, code: 'DOCUMENT_NOT_FOUND' });
    }
  });
});
