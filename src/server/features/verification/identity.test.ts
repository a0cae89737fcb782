// Identity (Aadhaar) through the real app (SPEC §4, §5; DESIGN §3; issue 4 "Identity (Aadhaar)"):
// both sides required, JPG and PNG only, under 5 MB; stored encrypted at rest (not a readable
// image on disk), never at a public URL; served only to the owner and to admins with no-store,
// upright and without metadata; every admin view audited; revocation deletes the documents.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicUserSchema } from '../../../domain/user';
import { VERIFICATION_MESSAGES } from '../../../domain/verification';
import { auditLog } from '../../db/schema';
import { PHOTO_MESSAGES } from '../../platform/image-pipeline';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  newCustomer,
  type Customer,
  type InjectResponse,
  type TestApp,
} from '../../test-support/test-app';
import { CONSOLE_ADMIN_ID } from '../admin-auth/console-admin';
import {
  HOME_GPS,
  flagAdmin,
  gpsTagIds,
  heicLikeBytes,
  jpegOrientation6,
  jpegWithGps,
  multipartBody,
  noise,
  pngBomb,
} from '../items/items-test-helpers';
import {
  appCipher,
  auditRowsFor,
  documentFiles,
  postMultipart,
  storedBytes,
  submitAadhar,
  submitAadharOk,
  userRow,
} from './verification-test-helpers';

const DOCUMENT_KEY = /^documents\/[0-9a-f]{32}\.bin$/;
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

let t: TestApp;
let admin: string;

// Generated once for the whole file.
let gpsJpeg: Buffer;
let rotated: Buffer;
let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;
let big: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
  [gpsJpeg, rotated, jpeg, png, webp] = await Promise.all([
    jpegWithGps(640, 480),
    jpegOrientation6(),
    noise(240, 160, 11).jpeg({ quality: 80 }).toBuffer(),
    noise(240, 160, 12).png().toBuffer(),
    noise(240, 160, 13).webp().toBuffer(),
  ]);
  big = Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024 - jpeg.length, 0x20)]);
});

function getDocument(cookie: string | undefined, url: string): Promise<InjectResponse> {
  return t.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

const ownDocument = (who: Customer, side: 'front' | 'back') =>
  getDocument(who.cookie, `/api/profile/aadhar/${side}`);
const adminDocument = (cookie: string, userId: string, side: 'front' | 'back') =>
  getDocument(cookie, `/api/admin/users/${userId}/aadhar/${side}`);

/** A fresh customer who has uploaded `front` and `back`. */
async function verifiedCustomer(front: Buffer = jpeg, back: Buffer = png): Promise<Customer> {
  const who = await newCustomer(t);
  await submitAadharOk(t, who.cookie, front, back);
  return who;
}

/**
 * Asserts a refused upload by a fresh customer: the status, exactly { message }, the customer
 * still unverified with no document keys, and no document file left behind.
 */
async function expectRefused(
  send: (who: Customer) => Promise<InjectResponse>,
  status: number,
  message: string,
): Promise<void> {
  const who = await newCustomer(t);
  const before = documentFiles(t);
  const response = await send(who);
  expect(response.statusCode, response.body).toBe(status);
  expect(errorMessageOf(response)).toBe(message);
  expect(await userRow(t, who.id)).toMatchObject({
    isVerified: false,
    verifiedAt: null,
    aadharFrontUrl: null,
    aadharBackUrl: null,
  });
  expect(documentFiles(t)).toEqual(before);
  expect(await auditRowsFor(t, who.id)).toEqual([]);
}

describe('POST /api/profile/aadhar: success', () => {
  it('verifies the customer: 200 with the public user, isVerified true and verifiedAt now', async () => {
    const who = await newCustomer(t);
    expect(await userRow(t, who.id)).toMatchObject({ isVerified: false, verifiedAt: null });
    const before = documentFiles(t);
    const started = Date.now();

    const response = await submitAadhar(t, who.cookie, gpsJpeg, png);
    expect(response.statusCode, response.body).toBe(200);
    const body = publicUserSchema.strict().parse(response.json());
    expect(body.isVerified).toBe(true);
    expect(Math.abs(new Date(body.verifiedAt!).getTime() - started)).toBeLessThan(60_000);

    const row = await userRow(t, who.id);
    expect(row.isVerified).toBe(true);
    expect(row.verifiedAt).toBeInstanceOf(Date);
    expect(row.aadharFrontUrl).toMatch(DOCUMENT_KEY);
    expect(row.aadharBackUrl).toMatch(DOCUMENT_KEY);
    expect(row.aadharFrontUrl).not.toBe(row.aadharBackUrl);
    // The keys never leave the server.
    expect(response.body).not.toContain(row.aadharFrontUrl!);
    expect(response.body).not.toContain('documents/');
    expect(documentFiles(t)).toEqual([...before, row.aadharFrontUrl!, row.aadharBackUrl!].sort());

    const audit = await auditRowsFor(t, who.id, 'identity.submitted');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: 'customer', actorId: who.id });

    const me = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: who.cookie },
    });
    expect(me.json()).toMatchObject({ isVerified: true, verifiedAt: body.verifiedAt });
  });

  it('stores an aadhar_front_url that is a storage key, not a URL, and /uploads/documents/... serves nothing', async () => {
    const who = await verifiedCustomer();
    const row = await userRow(t, who.id);
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
    const who = await verifiedCustomer(gpsJpeg, gpsJpeg);
    const row = await userRow(t, who.id);
    for (const key of [row.aadharFrontUrl!, row.aadharBackUrl!]) {
      const onDisk = storedBytes(t, key);
      expect(onDisk.length).toBeGreaterThan(1000);
      expect(onDisk.subarray(0, 3).equals(JPEG_MAGIC)).toBe(false);
      expect(onDisk.subarray(0, 4).equals(PNG_MAGIC)).toBe(false);
      const text = onDisk.toString('latin1');
      for (const plain of ['Exif', 'JFIF', 'TestPhone', 'GPS', HOME_GPS.GPSLatitude])
        expect(text).not.toContain(plain);
      await expect(sharp(onDisk).metadata()).rejects.toThrow();
    }
  });

  it("decrypts, with the app's own key from DATA_DIR/data.key, to the JPEG the owner is served", async () => {
    const who = await verifiedCustomer(gpsJpeg, png);
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
    const who = await verifiedCustomer(gpsJpeg, gpsJpeg);
    for (const side of ['front', 'back'] as const) {
      const response = await ownDocument(who, side);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([640, 480]);
      expect(meta.exif).toBeUndefined();
      expect(gpsTagIds(meta.exif)).toEqual([]);
      expect(response.rawPayload.toString('latin1')).not.toContain('TestPhone');
    }
  });

  it('turns an EXIF orientation-6 photo upright: 800x600 stored pixels come back 600 wide, 800 tall, no orientation tag', async () => {
    const who = await verifiedCustomer(rotated, rotated);
    const response = await ownDocument(who, 'front');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([600, 800, undefined]);
    const { data, info } = await sharp(response.rawPayload)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[y * info.width + x]!;
    // Orientation 6 = rotate 90° clockwise: the dark left half of the stored pixels ends up on top.
    expect(at(300, 100)).toBeLessThan(80);
    expect(at(300, 700)).toBeGreaterThan(180);
  });

  it('accepts PNG for both sides and stores them as JPEG', async () => {
    const who = await verifiedCustomer(png, png);
    const response = await ownDocument(who, 'back');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('judges a file by its bytes: a JPEG sent as notes.txt text/plain is accepted', async () => {
    const who = await newCustomer(t);
    const response = await postMultipart(t, '/api/profile/aadhar', who.cookie, [
      { field: 'aadharFront', name: 'notes.txt', type: 'text/plain', bytes: jpeg },
      { field: 'aadharBack', name: 'notes.txt', type: 'text/plain', bytes: jpeg },
    ]);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a resubmission replaces both documents and deletes the old files', async () => {
    const who = await verifiedCustomer(jpeg, png);
    const first = await userRow(t, who.id);
    const firstFront = (await ownDocument(who, 'front')).rawPayload;
    const response = await submitAadhar(t, who.cookie, rotated, gpsJpeg);
    expect(response.statusCode, response.body).toBe(200);

    const second = await userRow(t, who.id);
    expect(second.isVerified).toBe(true);
    expect(second.verifiedAt!.getTime()).toBeGreaterThanOrEqual(first.verifiedAt!.getTime());
    expect(second.aadharFrontUrl).not.toBe(first.aadharFrontUrl);
    expect(second.aadharBackUrl).not.toBe(first.aadharBackUrl);
    const files = documentFiles(t);
    expect(files).not.toContain(first.aadharFrontUrl);
    expect(files).not.toContain(first.aadharBackUrl);
    expect(files).toContain(second.aadharFrontUrl);
    expect(files).toContain(second.aadharBackUrl);
    const front = (await ownDocument(who, 'front')).rawPayload;
    expect(front.equals(firstFront)).toBe(false);
    expect((await sharp(front).metadata()).height).toBe(800);
  });

  it(
    // BUG (submit-identity.ts:59-61): the documents to delete are read from request.customer, loaded
    // before the upload, not from the row locked in the transaction. Two submissions in flight at
    // once both delete the same old pair, and the first new pair is left on disk, encrypted but
    // referenced by nothing and never deleted (DPDP: kept no longer than needed). Fix: in the
    // transaction, `select aadhar_front_url, aadhar_back_url ... for update` before the update and
    // delete THOSE keys after commit (profile-photo.ts:29 has the same race for the old avatar).
    'two resubmissions at once leave exactly the two documents the row names on disk',
    async () => {
      const who = await verifiedCustomer(jpeg, jpeg);
      // Three rounds, so the race is not missed by a lucky interleaving.
      for (let round = 0; round < 3; round += 1) {
        const row0 = await userRow(t, who.id);
        const others = documentFiles(t).filter(
          (key) => key !== row0.aadharFrontUrl && key !== row0.aadharBackUrl,
        );
        const [a, b] = await Promise.all([
          submitAadhar(t, who.cookie, png, png),
          submitAadhar(t, who.cookie, gpsJpeg, gpsJpeg),
        ]);
        expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
        const row = await userRow(t, who.id);
        expect(documentFiles(t)).toEqual(
          [...others, row.aadharFrontUrl!, row.aadharBackUrl!].sort(),
        );
      }
    },
  );
});

describe('POST /api/profile/aadhar: refusals are a 4xx with a message, and change nothing', () => {
  it('refuses a text file with 415 and the JPG/PNG message', async () => {
    const text = Buffer.from('This is my Aadhaar number, honest. '.repeat(100));
    await expectRefused(
      (who) => submitAadhar(t, who.cookie, text, jpeg, 'image/jpeg'),
      415,
      VERIFICATION_MESSAGES.documentTypes,
    );
    await expectRefused(
      (who) => submitAadhar(t, who.cookie, jpeg, text, 'text/plain'),
      415,
      VERIFICATION_MESSAGES.documentTypes,
    );
  });

  it('refuses WebP (SPEC: JPG and PNG only) with 415 and the JPG/PNG message', async () => {
    await expectRefused(
      (who) => submitAadhar(t, who.cookie, webp, jpeg, 'image/webp'),
      415,
      VERIFICATION_MESSAGES.documentTypes,
    );
    await expectRefused(
      (who) => submitAadhar(t, who.cookie, jpeg, webp, 'image/webp'),
      415,
      VERIFICATION_MESSAGES.documentTypes,
    );
  });

  it(
    // BUG (image-pipeline.ts:82, checkImage, the `kind === 'heic' && accepted.includes('jpeg')` line):
    // for documents the HEIC message is PHOTO_MESSAGES.heic, which tells the seller to "choose a
    // JPEG, PNG or WebP photo"; WebP Aadhaar images are then refused. Fix: use PHOTO_MESSAGES.heic
    // only when WebP is accepted too (`accepted.includes('webp')`), else the caller's notAccepted.
    'refuses an iPhone HEIC photo with 415 and the JPG/PNG message (not one that recommends WebP)',
    async () => {
      await expectRefused(
        (who) => submitAadhar(t, who.cookie, heicLikeBytes(), jpeg, 'image/heic'),
        415,
        VERIFICATION_MESSAGES.documentTypes,
      );
    },
  );

  it('refuses an iPhone HEIC photo with a 415 and changes nothing (whatever the message)', async () => {
    const who = await newCustomer(t);
    const before = documentFiles(t);
    const response = await submitAadhar(t, who.cookie, jpeg, heicLikeBytes(), 'image/heic');
    expect(response.statusCode).toBe(415);
    errorMessageOf(response);
    expect(await userRow(t, who.id)).toMatchObject({ isVerified: false, aadharFrontUrl: null });
    expect(documentFiles(t)).toEqual(before);
  });

  it('refuses a 6 MB side with 413 "Image size must be less than 5MB"', async () => {
    await expectRefused(
      (who) => submitAadhar(t, who.cookie, big, jpeg),
      413,
      'Image size must be less than 5MB',
    );
    await expectRefused(
      (who) => submitAadhar(t, who.cookie, jpeg, big),
      413,
      'Image size must be less than 5MB',
    );
  });

  it('refuses one side only with 400 "Please upload both the front and the back of your Aadhar card."', async () => {
    expect(VERIFICATION_MESSAGES.bothSidesRequired).toBe(
      'Please upload both the front and the back of your Aadhar card.',
    );
    await expectRefused(
      (who) => submitAadhar(t, who.cookie, jpeg, null),
      400,
      VERIFICATION_MESSAGES.bothSidesRequired,
    );
    await expectRefused(
      (who) => submitAadhar(t, who.cookie, null, jpeg),
      400,
      VERIFICATION_MESSAGES.bothSidesRequired,
    );
  });

  it('refuses both images sent as the same side, or under other field names, with the both-sides message', async () => {
    await expectRefused(
      (who) =>
        postMultipart(t, '/api/profile/aadhar', who.cookie, [
          { field: 'aadharFront', bytes: jpeg },
          { field: 'aadharFront', bytes: png },
        ]),
      400,
      VERIFICATION_MESSAGES.bothSidesRequired,
    );
    await expectRefused(
      (who) =>
        postMultipart(t, '/api/profile/aadhar', who.cookie, [
          { field: 'front', bytes: jpeg },
          { field: 'back', bytes: png },
        ]),
      400,
      VERIFICATION_MESSAGES.bothSidesRequired,
    );
    await expectRefused(
      (who) => postMultipart(t, '/api/profile/aadhar', who.cookie, []),
      400,
      VERIFICATION_MESSAGES.bothSidesRequired,
    );
  });

  it('refuses more files than the two sides (plus slack) with 400 "Too many files."', async () => {
    await expectRefused(
      (who) =>
        postMultipart(
          t,
          '/api/profile/aadhar',
          who.cookie,
          Array.from({ length: 6 }, (_, i) => ({
            field: i % 2 ? 'aadharBack' : 'aadharFront',
            bytes: jpeg,
          })),
        ),
      400,
      'Too many files.',
    );
  });

  it('refuses a truncated JPEG with 400 "damaged or incomplete", on either side', async () => {
    const truncated = gpsJpeg.subarray(0, Math.floor(gpsJpeg.length / 2));
    await expectRefused(
      (who) => submitAadhar(t, who.cookie, truncated, jpeg),
      400,
      PHOTO_MESSAGES.broken,
    );
    // The front was fine and processed first: it is not kept either.
    await expectRefused(
      (who) => submitAadhar(t, who.cookie, jpeg, truncated),
      400,
      PHOTO_MESSAGES.broken,
    );
  });

  it('refuses JPEG magic bytes followed by garbage with 400', async () => {
    const garbage = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(4000, 0x42),
    ]);
    await expectRefused(
      (who) => submitAadhar(t, who.cookie, jpeg, garbage),
      400,
      PHOTO_MESSAGES.broken,
    );
  });

  it('refuses a file under 1 KB as too small', async () => {
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect(tiny.length).toBeLessThan(1024);
    await expectRefused(
      (who) => submitAadhar(t, who.cookie, tiny, jpeg, 'image/png'),
      400,
      PHOTO_MESSAGES.tooSmall,
    );
  });

  it('refuses a PNG decompression bomb quickly with 413, without decoding it', async () => {
    const started = performance.now();
    await expectRefused(
      (who) => submitAadhar(t, who.cookie, pngBomb(), jpeg, 'image/png'),
      413,
      PHOTO_MESSAGES.tooManyPixels,
    );
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses a JSON body with 415 "Files must be sent as multipart form data."', async () => {
    await expectRefused(
      (who) =>
        t.inject({
          method: 'POST',
          url: '/api/profile/aadhar',
          headers: { cookie: who.cookie },
          payload: {
            aadharFront: 'data:image/jpeg;base64,AAAA',
            aadharBack: 'data:image/jpeg;base64,AAAA',
          },
        }),
      415,
      'Files must be sent as multipart form data.',
    );
  });

  it('refuses a multipart body cut off in the middle with a 4xx message', async () => {
    const who = await newCustomer(t);
    const before = documentFiles(t);
    const body = await multipartBody([
      { field: 'aadharFront', bytes: jpeg },
      { field: 'aadharBack', bytes: png },
    ]);
    const response = await t.inject({
      method: 'POST',
      url: '/api/profile/aadhar',
      headers: { ...body.headers, cookie: who.cookie },
      payload: body.payload.subarray(0, Math.floor(body.payload.length * 0.75)),
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    errorMessageOf(response);
    expect(await userRow(t, who.id)).toMatchObject({ isVerified: false, aadharFrontUrl: null });
    expect(documentFiles(t)).toEqual(before);
  });

  it('a verified customer whose resubmission is refused keeps the documents they had', async () => {
    const who = await verifiedCustomer(jpeg, png);
    const row = await userRow(t, who.id);
    const front = (await ownDocument(who, 'front')).rawPayload;
    const before = documentFiles(t);
    for (const [bytes, status] of [
      [webp, 415],
      [gpsJpeg.subarray(0, 5000), 400],
      [big, 413],
    ] as const) {
      const response = await submitAadhar(t, who.cookie, jpeg, bytes);
      expect(response.statusCode).toBe(status);
      errorMessageOf(response);
    }
    const after = await userRow(t, who.id);
    expect(after).toMatchObject({
      isVerified: true,
      aadharFrontUrl: row.aadharFrontUrl,
      aadharBackUrl: row.aadharBackUrl,
    });
    expect(after.verifiedAt).toEqual(row.verifiedAt);
    expect(documentFiles(t)).toEqual(before);
    expect((await ownDocument(who, 'front')).rawPayload.equals(front)).toBe(true);
  });
});

describe('GET /api/profile/aadhar/:side', () => {
  it('answers 404 "No document uploaded" before any upload', async () => {
    const who = await newCustomer(t);
    for (const side of ['front', 'back'] as const) {
      const response = await ownDocument(who, side);
      expect(response.statusCode).toBe(404);
      expect(errorMessageOf(response)).toBe('No document uploaded');
    }
  });

  it("serves the caller's own documents only: two verified customers each get their own bytes", async () => {
    const a = await verifiedCustomer(jpeg, jpeg);
    const b = await verifiedCustomer(png, png);
    const aFront = (await ownDocument(a, 'front')).rawPayload;
    const bFront = (await ownDocument(b, 'front')).rawPayload;
    expect(aFront.equals(bFront)).toBe(false);
    const cipher = appCipher(t);
    expect(
      aFront.equals(cipher.decrypt(storedBytes(t, (await userRow(t, a.id)).aadharFrontUrl!))),
    ).toBe(true);
    expect(
      bFront.equals(cipher.decrypt(storedBytes(t, (await userRow(t, b.id)).aadharFrontUrl!))),
    ).toBe(true);
  });

  it("a customer's own view is not written to the audit log as an admin view", async () => {
    const who = await verifiedCustomer();
    await ownDocument(who, 'front');
    expect(await auditRowsFor(t, who.id, 'identity.document_viewed')).toEqual([]);
  });
});

describe('GET /api/admin/users/:id/aadhar/:side (admin document viewer)', () => {
  it('serves the console admin the document with no-store, and audits the view naming the console identity', async () => {
    const who = await verifiedCustomer(gpsJpeg, png);
    for (const side of ['front', 'back'] as const) {
      const response = await adminDocument(admin, who.id, side);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.rawPayload.equals((await ownDocument(who, side)).rawPayload)).toBe(true);
      expect((await sharp(response.rawPayload).metadata()).exif).toBeUndefined();
    }
    const views = await auditRowsFor(t, who.id, 'identity.document_viewed');
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
    const who = await verifiedCustomer();
    const flagged = await newCustomer(t);
    await flagAdmin(t, flagged.id);
    const response = await adminDocument(flagged.cookie, who.id, 'back');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const views = await auditRowsFor(t, who.id, 'identity.document_viewed');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      actorType: 'admin',
      actorId: flagged.id,
      details: { side: 'back' },
    });
  });

  it('every view is a new audit row', async () => {
    const who = await verifiedCustomer();
    for (let i = 0; i < 3; i += 1)
      expect((await adminDocument(admin, who.id, 'front')).statusCode).toBe(200);
    expect(await auditRowsFor(t, who.id, 'identity.document_viewed')).toHaveLength(3);
  });

  it('answers 404 for a user without documents and for an unknown user, auditing nothing', async () => {
    const who = await newCustomer(t);
    for (const id of [who.id, 'NOSUCHUSER1']) {
      const response = await adminDocument(admin, id, 'front');
      expect(response.statusCode).toBe(404);
      expect(errorMessageOf(response)).toBe('No document uploaded');
      expect(await auditRowsFor(t, id, 'identity.document_viewed')).toEqual([]);
    }
  });

  it('refuses an unknown side with 400', async () => {
    const who = await verifiedCustomer();
    const response = await getDocument(admin, `/api/admin/users/${who.id}/aadhar/left`);
    expect(response.statusCode).toBe(400);
    errorMessageOf(response);
  });
});

describe('the admin Users list and documents', () => {
  it('shows hasAadharFront/hasAadharBack and isVerified, never the storage keys', async () => {
    const who = await verifiedCustomer();
    const row = await userRow(t, who.id);
    const response = await t.inject({
      method: 'GET',
      url: '/api/admin/users?pageSize=200',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const user = response
      .json<{ items: Array<Record<string, unknown>> }>()
      .items.find((u) => u.id === who.id);
    expect(user).toMatchObject({ isVerified: true, hasAadharFront: true, hasAadharBack: true });
    expect(response.body).not.toContain(row.aadharFrontUrl!);
    expect(response.body).not.toContain('documents/');
  });
});

describe('POST /api/admin/users/:id/revoke-identity', () => {
  const revoke = (cookie: string, id: string) =>
    t.inject({
      method: 'POST',
      url: `/api/admin/users/${encodeURIComponent(id)}/revoke-identity`,
      headers: { cookie },
    });

  it('unverifies the user, deletes both documents and audits the revocation', async () => {
    const who = await verifiedCustomer();
    const row = await userRow(t, who.id);
    const response = await revoke(admin, who.id);
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
    const files = documentFiles(t);
    expect(files).not.toContain(row.aadharFrontUrl);
    expect(files).not.toContain(row.aadharBackUrl);
    expect((await ownDocument(who, 'front')).statusCode).toBe(404);
    expect((await adminDocument(admin, who.id, 'back')).statusCode).toBe(404);
    const audit = await auditRowsFor(t, who.id, 'identity.revoked');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: 'admin', actorId: CONSOLE_ADMIN_ID });

    // The customer may upload again and is verified again.
    await submitAadharOk(t, who.cookie, jpeg, jpeg);
    expect((await userRow(t, who.id)).isVerified).toBe(true);
  });

  it('names a flagged admin who revokes', async () => {
    const who = await verifiedCustomer();
    const flagged = await newCustomer(t);
    await flagAdmin(t, flagged.id);
    expect((await revoke(flagged.cookie, who.id)).statusCode).toBe(200);
    const [audit] = await auditRowsFor(t, who.id, 'identity.revoked');
    expect(audit).toMatchObject({ actorType: 'admin', actorId: flagged.id });
  });

  it('answers 409 for the console admin identity, changing nothing', async () => {
    const response = await revoke(admin, CONSOLE_ADMIN_ID);
    expect(response.statusCode).toBe(409);
    expect(errorMessageOf(response)).toBe('The console admin has no identity documents.');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'identity.revoked'), eq(auditLog.targetId, CONSOLE_ADMIN_ID)));
    expect(rows).toEqual([]);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await revoke(admin, 'NOSUCHUSER2');
    expect(response.statusCode).toBe(404);
    expect(errorMessageOf(response)).toBe('User not found');
    expect(await auditRowsFor(t, 'NOSUCHUSER2')).toEqual([]);
  });
});
