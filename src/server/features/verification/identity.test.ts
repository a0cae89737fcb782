// Identity (Aadhaar) through the real app (SPEC §4, §5; DESIGN §3): both sides required, JPG and
// PNG only, under 5 MB; stored encrypted at rest (not a readable image on disk), never at a public
// URL; served only to the owner and to admins with no-store, upright and without metadata; every
// admin view audited; revocation deletes the documents.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import type { ErrorCode } from '@/contract/error-codes';
import { verificationEndpoints as api } from '@/contract/verification';
import { publicUserSchema } from '@/domain/user.schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import {
  adminCustomer,
  listedUser,
  newCustomer,
  type Customer,
} from '@/server/test-support/factories';
import {
  aadhaarSides,
  call,
  callOk,
  errorBodyOf,
  multipartBody,
  type CallRequest,
  type FilePart,
} from '@/server/test-support/http';
import {
  gpsTagIds,
  greyLevels,
  heicLikeBytes,
  HOME_GPS,
  jpegOrientation6,
  jpegWithGps,
  noise,
  pngBomb,
} from '@/server/test-support/images';
import {
  appCipher,
  auditRows,
  storedBytes,
  storedFiles,
  userRow,
} from '@/server/test-support/rows';
import { expectImageServed } from '@/server/test-support/served-image';
import { appPerFile } from '@/server/test-support/test-app';

const DOCUMENT_KEY = /^documents\/[0-9a-f]{32}\.bin$/;
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const NOT_JPG_OR_PNG = 'Only JPG and PNG images are accepted for the Aadhar card.';
const BOTH_SIDES = 'Please upload both the front and the back of your Aadhar card.';
const TOO_LARGE = 'Image size must be less than 5MB';
const BROKEN = 'This image is damaged or incomplete. Please choose another photo.';
const NO_DOCUMENT = { code: 'DOCUMENT_NOT_FOUND', message: 'No document uploaded' };

type Side = 'front' | 'back';

const t = appPerFile({ admin: true });
/** A customer flagged isAdmin through the Users tab. */
let flagged: Customer;

// Generated once for the whole file.
let gpsJpeg: Buffer;
let rotated: Buffer;
let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;
let big: Buffer;

beforeAll(async () => {
  flagged = await adminCustomer(t);
  [gpsJpeg, rotated, jpeg, png, webp] = await Promise.all([
    jpegWithGps(640, 480),
    jpegOrientation6(),
    noise(240, 160, 11).jpeg({ quality: 80 }).toBuffer(),
    noise(240, 160, 12).png().toBuffer(),
    noise(240, 160, 13).webp().toBuffer(),
  ]);
  big = Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024 - jpeg.length, 0x20)]);
});

const submitIdentity = (who: Customer, files: FilePart[]) =>
  call(t, api.submitIdentity, { cookie: who.cookie, form: { files } });

const ownDocument = (who: Customer, side: Side) =>
  call(t, api.viewOwnDocument, { params: { side }, cookie: who.cookie });
const adminDocument = (cookie: string, id: string, side: string) =>
  call(t, api.viewUserDocument, { params: { id, side }, cookie });
const revoke = (cookie: string, id: string) =>
  call(t, api.revokeIdentity, { params: { id }, cookie });

const documentFiles = () => storedFiles(t, 'documents');
const userAudit = (id: string, action?: string) =>
  auditRows(t, { targetType: 'user', targetId: id, action });

/** A fresh customer who has uploaded `front` and `back`. */
async function withDocuments(front: Buffer = jpeg, back: Buffer = png): Promise<Customer> {
  const who = await newCustomer(t);
  const response = await submitIdentity(who, aadhaarSides(front, back));
  expect(response.statusCode, response.body).toBe(200);
  return who;
}

describe('POST /api/profile/aadhar: success', () => {
  it('verifies the customer: 200 with the public user, isVerified true and verifiedAt now', async () => {
    const who = await newCustomer(t);
    expect(await userRow(t, who.id)).toMatchObject({ isVerified: false, verifiedAt: null });
    const before = documentFiles();
    const started = Date.now();

    const response = await submitIdentity(who, aadhaarSides(gpsJpeg, png));
    const answered = Date.now();
    expect(response.statusCode, response.body).toBe(200);
    const body = publicUserSchema.strict().parse(response.json());
    expect(body.isVerified).toBe(true);
    // Set while the request ran, however long it took.
    const verifiedAt = new Date(body.verifiedAt!).getTime();
    expect(verifiedAt).toBeGreaterThanOrEqual(started);
    expect(verifiedAt).toBeLessThanOrEqual(answered);

    const row = await userRow(t, who.id);
    expect(row.isVerified).toBe(true);
    expect(row.verifiedAt).toBeInstanceOf(Date);
    expect(row.aadharFrontUrl).toMatch(DOCUMENT_KEY);
    expect(row.aadharBackUrl).toMatch(DOCUMENT_KEY);
    expect(row.aadharFrontUrl).not.toBe(row.aadharBackUrl);
    // The keys never leave the server.
    expect(response.body).not.toContain(row.aadharFrontUrl!);
    expect(response.body).not.toContain('documents/');
    expect(documentFiles()).toEqual([...before, row.aadharFrontUrl!, row.aadharBackUrl!].sort());

    expect(await userAudit(who.id, 'identity.submitted')).toMatchObject([
      { actorType: 'customer', actorId: who.id },
    ]);
    const me = await callOk(t, authEndpoints.currentUser, { cookie: who.cookie });
    expect(me).toMatchObject({ isVerified: true, verifiedAt: body.verifiedAt });
  });

  it('stores an aadhar_front_url that is a storage key, not a URL, and /uploads/documents/... serves nothing', async () => {
    const row = await userRow(t, (await withDocuments()).id);
    for (const key of [row.aadharFrontUrl!, row.aadharBackUrl!]) {
      expect(key).toMatch(DOCUMENT_KEY);
      expect(key).not.toMatch(/^(\/|https?:)/);
      const name = key.slice('documents/'.length);
      for (const url of [
        `/uploads/${key}`,
        `/uploads/documents/${name.replace(/\.bin$/, '.webp')}`,
        `/uploads/documents/${name.replace(/\.bin$/, '.jpg')}`,
        `/uploads/photos/..%2F${key.replace('/', '%2F')}`,
        `/uploads/avatars/${name}`,
      ]) {
        const response = await t.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.rawPayload.subarray(0, 3).equals(JPEG_MAGIC)).toBe(false);
      }
    }
  });

  it('stores bytes on disk that are not a readable image: no JPEG/PNG magic, sharp refuses them, no EXIF or GPS text', async () => {
    const row = await userRow(t, (await withDocuments(gpsJpeg, gpsJpeg)).id);
    for (const key of [row.aadharFrontUrl!, row.aadharBackUrl!]) {
      const onDisk = storedBytes(t, key);
      expect(onDisk.length).toBeGreaterThan(1000);
      expect(onDisk.subarray(0, 3).equals(JPEG_MAGIC)).toBe(false);
      expect(onDisk.subarray(0, 4).equals(PNG_MAGIC)).toBe(false);
      const text = onDisk.toString('latin1');
      // Ciphertext is random bytes, so a 3- or 4-byte marker turns up by chance in about one run
      // in fifty; every marker here is at least 5 bytes (the EXIF and JFIF headers carry their NULs).
      for (const plain of ['Exif\0\0', 'JFIF\0', 'TestPhone', HOME_GPS.GPSLatitude])
        expect(text).not.toContain(plain);
      await expect(sharp(onDisk).metadata()).rejects.toThrow();
    }
  });

  it("decrypts, with the app's own key from DATA_DIR/data.key, to the JPEG the owner is served", async () => {
    const who = await withDocuments(gpsJpeg, png);
    const row = await userRow(t, who.id);
    const cipher = appCipher(t);
    for (const [side, key] of [
      ['front', row.aadharFrontUrl!],
      ['back', row.aadharBackUrl!],
    ] as const) {
      const plain = cipher.decrypt(storedBytes(t, key));
      expect(plain.subarray(0, 3).equals(JPEG_MAGIC)).toBe(true);
      expect((await sharp(plain).metadata()).format).toBe('jpeg');
      const served = await ownDocument(who, side);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(plain)).toBe(true);
    }
  });

  it('serves the owner their document with Cache-Control no-store, as a JPEG without EXIF (the GPS position is gone)', async () => {
    expect(gpsTagIds((await sharp(gpsJpeg).metadata()).exif).length).toBeGreaterThan(0);
    const who = await withDocuments(gpsJpeg, gpsJpeg);
    for (const side of ['front', 'back'] as const) {
      const response = await ownDocument(who, side);
      expectImageServed(response, 'no-store', 'image/jpeg');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([640, 480]);
      expect(meta.exif).toBeUndefined();
      expect(gpsTagIds(meta.exif)).toEqual([]);
      expect(response.rawPayload.toString('latin1')).not.toContain('TestPhone');
    }
  });

  it('turns an EXIF orientation-6 photo upright: 800x600 stored pixels come back 600 wide, 800 tall, no orientation tag', async () => {
    const response = await ownDocument(await withDocuments(rotated, rotated), 'front');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([600, 800, undefined]);
    const at = await greyLevels(response.rawPayload);
    // Orientation 6 = rotate 90° clockwise: the dark left half of the stored pixels ends up on top.
    expect(at(300, 100)).toBeLessThan(80);
    expect(at(300, 700)).toBeGreaterThan(180);
  });

  it('accepts PNG for both sides and stores them as JPEG', async () => {
    const response = await ownDocument(await withDocuments(png, png), 'back');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('judges a file by its bytes: a JPEG sent as notes.txt text/plain is accepted', async () => {
    const who = await newCustomer(t);
    const asText = aadhaarSides(jpeg, jpeg, 'text/plain').map((part) => ({
      ...part,
      name: 'notes.txt',
    }));
    const response = await submitIdentity(who, asText);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a resubmission replaces both documents and deletes the old files', async () => {
    const who = await withDocuments(jpeg, png);
    const first = await userRow(t, who.id);
    const firstFront = (await ownDocument(who, 'front')).rawPayload;
    const response = await submitIdentity(who, aadhaarSides(rotated, gpsJpeg));
    expect(response.statusCode, response.body).toBe(200);

    const second = await userRow(t, who.id);
    expect(second.isVerified).toBe(true);
    expect(second.verifiedAt!.getTime()).toBeGreaterThanOrEqual(first.verifiedAt!.getTime());
    expect(second.aadharFrontUrl).not.toBe(first.aadharFrontUrl);
    expect(second.aadharBackUrl).not.toBe(first.aadharBackUrl);
    const files = documentFiles();
    expect(files).not.toContain(first.aadharFrontUrl);
    expect(files).not.toContain(first.aadharBackUrl);
    expect(files).toContain(second.aadharFrontUrl);
    expect(files).toContain(second.aadharBackUrl);
    const front = (await ownDocument(who, 'front')).rawPayload;
    expect(front.equals(firstFront)).toBe(false);
    expect((await sharp(front).metadata()).height).toBe(800);
  });

  it('two resubmissions at once each delete exactly the pair they replaced: only the two documents the row names are left on disk', async () => {
    const who = await withDocuments(jpeg, jpeg);
    // Three rounds, so the race is not missed by a lucky interleaving.
    for (let round = 0; round < 3; round += 1) {
      const row0 = await userRow(t, who.id);
      const others = documentFiles().filter(
        (key) => key !== row0.aadharFrontUrl && key !== row0.aadharBackUrl,
      );
      const [a, b] = await Promise.all([
        submitIdentity(who, aadhaarSides(png, png)),
        submitIdentity(who, aadhaarSides(gpsJpeg, gpsJpeg)),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const row = await userRow(t, who.id);
      expect(documentFiles()).toEqual([...others, row.aadharFrontUrl!, row.aadharBackUrl!].sort());
    }
  });
});

describe('POST /api/profile/aadhar: refusals are a 4xx with a message, and change nothing', () => {
  /** Every submission of this customer is refused: they stay unverified without documents. */
  let refused: Customer;

  beforeAll(async () => {
    refused = await newCustomer(t);
  });

  /**
   * Asserts a refused call: the status, exactly { code, message, params }, the customer still
   * unverified with no document keys, and no document file left behind.
   */
  async function expectRefused(
    request: CallRequest,
    status: number,
    code: ErrorCode,
    message: string,
  ): Promise<void> {
    const before = documentFiles();
    const response = await call(t, api.submitIdentity, { ...request, cookie: refused.cookie });
    expect(response.statusCode, response.body).toBe(status);
    expect(errorBodyOf(response)).toMatchObject({ code, message });
    expect(await userRow(t, refused.id)).toMatchObject({
      isVerified: false,
      verifiedAt: null,
      aadharFrontUrl: null,
      aadharBackUrl: null,
    });
    expect(documentFiles()).toEqual(before);
    expect(await userAudit(refused.id)).toEqual([]);
  }

  const text = () => Buffer.from('This is my Aadhaar number, honest. '.repeat(100));
  const truncated = () => gpsJpeg.subarray(0, Math.floor(gpsJpeg.length / 2));
  const garbage = () =>
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x42)]);
  const tiny = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();

  it.each<[string, () => FilePart[] | Promise<FilePart[]>, number, ErrorCode, string]>([
    [
      'a text file as the front',
      () => aadhaarSides(text(), jpeg),
      415,
      'DOCUMENT_TYPE_NOT_ACCEPTED',
      NOT_JPG_OR_PNG,
    ],
    [
      'a text file as the back (sent as text/plain)',
      () => aadhaarSides(jpeg, text(), 'text/plain'),
      415,
      'DOCUMENT_TYPE_NOT_ACCEPTED',
      NOT_JPG_OR_PNG,
    ],
    [
      'a WebP front (SPEC: JPG and PNG only)',
      () => aadhaarSides(webp, jpeg, 'image/webp'),
      415,
      'DOCUMENT_TYPE_NOT_ACCEPTED',
      NOT_JPG_OR_PNG,
    ],
    [
      'a WebP back',
      () => aadhaarSides(jpeg, webp, 'image/webp'),
      415,
      'DOCUMENT_TYPE_NOT_ACCEPTED',
      NOT_JPG_OR_PNG,
    ],
    [
      // Not the photo message, which recommends WebP: WebP is not accepted for documents.
      'an iPhone HEIC front, with the JPG/PNG message',
      () => aadhaarSides(heicLikeBytes(), jpeg, 'image/heic'),
      415,
      'DOCUMENT_TYPE_NOT_ACCEPTED',
      NOT_JPG_OR_PNG,
    ],
    [
      'an iPhone HEIC back, with the JPG/PNG message',
      () => aadhaarSides(jpeg, heicLikeBytes(), 'image/heic'),
      415,
      'DOCUMENT_TYPE_NOT_ACCEPTED',
      NOT_JPG_OR_PNG,
    ],
    ['a 6 MB front', () => aadhaarSides(big, jpeg), 413, 'IMAGE_TOO_LARGE', TOO_LARGE],
    ['a 6 MB back', () => aadhaarSides(jpeg, big), 413, 'IMAGE_TOO_LARGE', TOO_LARGE],
    ['the front only', () => aadhaarSides(jpeg, null), 400, 'BOTH_SIDES_MISSING', BOTH_SIDES],
    ['the back only', () => aadhaarSides(null, jpeg), 400, 'BOTH_SIDES_MISSING', BOTH_SIDES],
    [
      'both images sent as the same side with "Too many files." (one file per side)',
      () => [
        { field: 'aadharFront', bytes: jpeg },
        { field: 'aadharFront', bytes: png },
      ],
      400,
      'TOO_MANY_FILES',
      'Too many files.',
    ],
    [
      'images under other field names',
      () => [
        { field: 'front', bytes: jpeg },
        { field: 'back', bytes: png },
      ],
      400,
      'BOTH_SIDES_MISSING',
      BOTH_SIDES,
    ],
    ['no image at all', () => [], 400, 'BOTH_SIDES_MISSING', BOTH_SIDES],
    [
      'more files than the two sides with "Too many files."',
      () =>
        Array.from({ length: 6 }, (_, i) => ({
          field: i % 2 ? 'aadharBack' : 'aadharFront',
          bytes: jpeg,
        })),
      400,
      'TOO_MANY_FILES',
      'Too many files.',
    ],
    ['a truncated JPEG front', () => aadhaarSides(truncated(), jpeg), 400, 'PHOTO_BROKEN', BROKEN],
    // The front was fine and processed first: it is not kept either.
    ['a truncated JPEG back', () => aadhaarSides(jpeg, truncated()), 400, 'PHOTO_BROKEN', BROKEN],
    [
      'JPEG magic bytes followed by garbage',
      () => aadhaarSides(jpeg, garbage()),
      400,
      'PHOTO_BROKEN',
      BROKEN,
    ],
    [
      'a file under 1 KB as too small',
      async () => aadhaarSides(await tiny(), jpeg, 'image/png'),
      400,
      'PHOTO_TOO_SMALL',
      'This file is too small to be a photo. Please choose another image.',
    ],
  ])('refuses %s', async (_what, files, status, code, message) => {
    const parts = await files();
    if (code === 'PHOTO_TOO_SMALL') expect(parts[0]!.bytes.length).toBeLessThan(1024);
    await expectRefused({ form: { files: parts } }, status, code, message);
  });

  // That the bomb is refused from its header, never decoded, is image-pipeline.test.ts's proof
  // (processDocumentImage); here, the answer the customer gets.
  it('refuses a PNG decompression bomb with 413', async () => {
    await expectRefused(
      { form: { files: aadhaarSides(pngBomb(), jpeg, 'image/png') } },
      413,
      'PHOTO_TOO_MANY_PIXELS',
      'This image is too large in dimensions. Please choose a photo under 50 megapixels, at most 16383 pixels on its longest side.',
    );
  });

  it('refuses a JSON body with 415 "Files must be sent as multipart form data."', async () => {
    await expectRefused(
      {
        body: {
          aadharFront: 'data:image/jpeg;base64,AAAA',
          aadharBack: 'data:image/jpeg;base64,AAAA',
        },
      },
      415,
      'NOT_MULTIPART',
      'Files must be sent as multipart form data.',
    );
  });

  it('refuses a multipart body cut off in the middle with a 4xx message', async () => {
    const { payload, headers } = await multipartBody(aadhaarSides(jpeg, png));
    await expectRefused(
      { headers, body: payload.subarray(0, Math.floor(payload.length * 0.75)) },
      400,
      'UPLOAD_INTERRUPTED',
      'The upload was interrupted or malformed. Please try again.',
    );
  });

  it('a verified customer whose resubmission is refused keeps the documents they had', async () => {
    const who = await withDocuments(jpeg, png);
    const row = await userRow(t, who.id);
    const front = (await ownDocument(who, 'front')).rawPayload;
    const before = documentFiles();
    for (const [bytes, status] of [
      [webp, 415],
      [gpsJpeg.subarray(0, 5000), 400],
      [big, 413],
    ] as const) {
      const response = await submitIdentity(who, aadhaarSides(jpeg, bytes));
      expect(response.statusCode).toBe(status);
      errorBodyOf(response);
    }
    const after = await userRow(t, who.id);
    expect(after).toMatchObject({
      isVerified: true,
      aadharFrontUrl: row.aadharFrontUrl,
      aadharBackUrl: row.aadharBackUrl,
    });
    expect(after.verifiedAt).toEqual(row.verifiedAt);
    expect(documentFiles()).toEqual(before);
    expect((await ownDocument(who, 'front')).rawPayload.equals(front)).toBe(true);
  });
});

describe('GET /api/profile/aadhar/:side', () => {
  it('answers 404 "No document uploaded" before any upload', async () => {
    const who = await newCustomer(t);
    for (const side of ['front', 'back'] as const) {
      const response = await ownDocument(who, side);
      expect(response.statusCode).toBe(404);
      expect(errorBodyOf(response)).toMatchObject(NO_DOCUMENT);
    }
  });

  it("serves the caller's own documents only: two verified customers each get their own bytes", async () => {
    const [a, b] = [await withDocuments(jpeg, jpeg), await withDocuments(png, png)];
    const aFront = (await ownDocument(a, 'front')).rawPayload;
    const bFront = (await ownDocument(b, 'front')).rawPayload;
    expect(aFront.equals(bFront)).toBe(false);
    const cipher = appCipher(t);
    for (const [who, served] of [
      [a, aFront],
      [b, bFront],
    ] as const) {
      const sealed = storedBytes(t, (await userRow(t, who.id)).aadharFrontUrl!);
      expect(served.equals(cipher.decrypt(sealed))).toBe(true);
    }
  });

  it("a customer's own view is not written to the audit log as an admin view", async () => {
    const who = await withDocuments();
    await ownDocument(who, 'front');
    expect(await userAudit(who.id, 'identity.document_viewed')).toEqual([]);
  });
});

describe('GET /api/admin/users/:id/aadhar/:side (admin document viewer)', () => {
  it('serves the console admin the document with no-store, and audits the view naming the console identity', async () => {
    const who = await withDocuments(gpsJpeg, png);
    for (const side of ['front', 'back'] as const) {
      const response = await adminDocument(t.admin, who.id, side);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.rawPayload.equals((await ownDocument(who, side)).rawPayload)).toBe(true);
      expect((await sharp(response.rawPayload).metadata()).exif).toBeUndefined();
    }
    const views = await userAudit(who.id, 'identity.document_viewed');
    expect(
      views.map((row) => ({
        actorType: row.actorType,
        actorId: row.actorId,
        details: row.details,
      })),
    ).toEqual([
      { actorType: 'admin', actorId: CONSOLE_ADMIN_ID, details: { side: 'front' } },
      { actorType: 'admin', actorId: CONSOLE_ADMIN_ID, details: { side: 'back' } },
    ]);
  });

  it('serves a customer flagged isAdmin, and the audit row names that customer', async () => {
    const who = await withDocuments();
    const response = await adminDocument(flagged.cookie, who.id, 'back');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await userAudit(who.id, 'identity.document_viewed')).toMatchObject([
      { actorType: 'admin', actorId: flagged.id, details: { side: 'back' } },
    ]);
  });

  it('every view is a new audit row', async () => {
    const who = await withDocuments();
    for (let i = 0; i < 3; i += 1)
      expect((await adminDocument(t.admin, who.id, 'front')).statusCode).toBe(200);
    expect(await userAudit(who.id, 'identity.document_viewed')).toHaveLength(3);
  });

  it('answers 404 for a user without documents and for an unknown user, auditing nothing', async () => {
    const who = await newCustomer(t);
    for (const id of [who.id, 'NOSUCHUSER1']) {
      const response = await adminDocument(t.admin, id, 'front');
      expect(response.statusCode).toBe(404);
      expect(errorBodyOf(response)).toMatchObject(NO_DOCUMENT);
      expect(await userAudit(id, 'identity.document_viewed')).toEqual([]);
    }
  });

  it('refuses an unknown side with 400', async () => {
    const who = await withDocuments();
    const response = await adminDocument(t.admin, who.id, 'left');
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'INVALID_INPUT',
      params: { field: 'side' },
    });
  });
});

describe('the admin Users list and documents', () => {
  it('shows hasAadharFront/hasAadharBack and isVerified, never the storage keys', async () => {
    const who = await withDocuments();
    const row = await userRow(t, who.id);
    const { raw, user } = await listedUser(t, t.admin, who.id);
    expect(user).toMatchObject({ isVerified: true, hasAadharFront: true, hasAadharBack: true });
    expect(raw).not.toContain(row.aadharFrontUrl!);
    expect(raw).not.toContain('documents/');
  });
});

describe('POST /api/admin/users/:id/revoke-identity', () => {
  it('unverifies the user, deletes both documents and audits the revocation', async () => {
    const who = await withDocuments();
    const row = await userRow(t, who.id);
    const response = await revoke(t.admin, who.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: who.id,
      isVerified: false,
      verifiedAt: null,
      hasAadharFront: false,
      hasAadharBack: false,
    });
    expect(await userRow(t, who.id)).toMatchObject({
      isVerified: false,
      verifiedAt: null,
      aadharFrontUrl: null,
      aadharBackUrl: null,
    });
    const files = documentFiles();
    expect(files).not.toContain(row.aadharFrontUrl);
    expect(files).not.toContain(row.aadharBackUrl);
    expect((await ownDocument(who, 'front')).statusCode).toBe(404);
    expect((await adminDocument(t.admin, who.id, 'back')).statusCode).toBe(404);
    expect(await userAudit(who.id, 'identity.revoked')).toMatchObject([
      { actorType: 'admin', actorId: CONSOLE_ADMIN_ID },
    ]);

    // The customer may upload again and is verified again.
    expect((await submitIdentity(who, aadhaarSides(jpeg, jpeg))).statusCode).toBe(200);
    expect((await userRow(t, who.id)).isVerified).toBe(true);
  });

  it('names a flagged admin who revokes', async () => {
    const who = await withDocuments();
    expect((await revoke(flagged.cookie, who.id)).statusCode).toBe(200);
    expect(await userAudit(who.id, 'identity.revoked')).toMatchObject([
      { actorType: 'admin', actorId: flagged.id },
    ]);
  });

  it('answers 409 for the console admin identity, changing nothing', async () => {
    const response = await revoke(t.admin, CONSOLE_ADMIN_ID);
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'CONSOLE_ADMIN_NO_DOCUMENTS',
      message: 'The console admin has no identity documents.',
    });
    expect(await auditRows(t, { action: 'identity.revoked', targetId: CONSOLE_ADMIN_ID })).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown user', async () => {
    const response = await revoke(t.admin, 'NOSUCHUSER2');
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'USER_NOT_FOUND',
      message: 'User not found',
    });
    expect(await userAudit('NOSUCHUSER2')).toEqual([]);
  });
});
