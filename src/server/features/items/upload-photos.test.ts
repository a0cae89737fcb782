// POST /api/upload-photos and GET /uploads/... through the real app (SPEC §5, §7, §9): photos
// judged by content, decoded under a pixel limit, upright, stripped of every piece of metadata,
// re-encoded as WebP with a thumbnail, and no partial state when a request fails.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemEndpoints } from '@/contract/items';
import type { ErrorCode } from '@/contract/error-codes';
import { MAX_IMAGE_BYTES } from '@/domain/constants';
import { newCustomer, type Customer } from '@/server/test-support/factories';
import { call, errorBodyOf, multipartBody, type FilePart } from '@/server/test-support/http';
import {
  gpsTagIds,
  greyLevels,
  heicClaiming,
  heicLikeBytes,
  heicSideways,
  jpegOrientation6,
  jpegWithGps,
  noise,
  photoLike,
  pngBomb,
} from '@/server/test-support/images';
import { photoRowsOf, storedFiles } from '@/server/test-support/rows';
import { expectImageServed } from '@/server/test-support/served-image';
import { appPerFile } from '@/server/test-support/test-app';

const PHOTO_URL = /^\/uploads\/photos\/[0-9a-f]{32}\.webp$/;
const thumbOf = (url: string) => url.replace(/\.webp$/, '-thumb.webp');
// CI installs exiftool (.ci/run), so there the GPS check always runs: a missing tool fails it
// there rather than skipping it quietly. A developer's machine without it skips the check.
const RUN_EXIFTOOL = fs.existsSync('/usr/bin/exiftool') || Boolean(process.env.CI);
const TOO_MANY_PHOTOS = 'You can upload at most 10 photos at a time.';

/** A file of the upload form: in the "photos" field unless told. */
type Photo = Omit<FilePart, 'field'> & { field?: string };

const t = appPerFile();
let seller: Customer;

// Generated once for the whole file.
let gpsJpeg: Buffer;
let rotatedJpeg: Buffer;
let smallJpeg: Buffer;
let png: Buffer;
let webp: Buffer;
let avif: Buffer | null;
let bomb: Buffer;

beforeAll(async () => {
  seller = await newCustomer(t);
  [gpsJpeg, rotatedJpeg, smallJpeg, png, webp] = await Promise.all([
    jpegWithGps(),
    jpegOrientation6(),
    noise(160, 120, 3).jpeg({ quality: 70 }).toBuffer(),
    noise(300, 200, 4).png().toBuffer(),
    noise(300, 200, 5).webp().toBuffer(),
  ]);
  bomb = pngBomb();
  avif = await noise(300, 200, 6)
    .avif()
    .toBuffer()
    .catch(() => null);
});

function upload(who: Customer | undefined, files: Photo[], fields?: Record<string, string>) {
  return call(t, itemEndpoints.uploadPhotos, {
    cookie: who?.cookie,
    form: { files: files.map((file) => ({ field: 'photos', ...file })), fields },
  });
}

const tenPhotos = (count = 10) => Array.from({ length: count }, () => ({ bytes: smallJpeg }));

/** GET of a served photo (a public file, outside the API). */
const served = (url: string) => t.inject({ method: 'GET', url });

async function uploadOne(bytes: Buffer, type = 'image/jpeg'): Promise<string> {
  const response = await upload(seller, [{ bytes, type }]);
  expect(response.statusCode, response.body).toBe(200);
  const { photoUrls } = response.json<{ photoUrls: string[] }>();
  expect(photoUrls).toHaveLength(1);
  expect(photoUrls[0]).toMatch(PHOTO_URL);
  return photoUrls[0]!;
}

async function servedImage(url: string) {
  const response = await served(url);
  expect(response.statusCode).toBe(200);
  const bytes = response.rawPayload;
  return { response, bytes, metadata: await sharp(bytes).metadata() };
}

describe('POST /api/upload-photos: who may upload', () => {
  it('answers a visitor with 401 and stores nothing', async () => {
    const before = storedFiles(t);
    const response = await upload(undefined, [{ bytes: smallJpeg }]);
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Unauthorized',
    });
    expect(storedFiles(t)).toEqual(before);
  });
});

describe('POST /api/upload-photos: what a stored photo is', () => {
  it('removes the GPS position (and all other EXIF) from a phone JPEG, in the photo and its thumbnail', async () => {
    // The input really carries the seller's position.
    const input = await sharp(gpsJpeg).metadata();
    expect(gpsTagIds(input.exif)).toEqual(expect.arrayContaining([1, 2, 3, 4]));

    const url = await uploadOne(gpsJpeg);
    for (const file of [url, thumbOf(url)]) {
      const { bytes, metadata } = await servedImage(file);
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    }
  });

  it.runIf(RUN_EXIFTOOL)(
    'leaves nothing exiftool can read as GPS (checked with exiftool when installed)',
    async () => {
      const url = await uploadOne(gpsJpeg);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exif-'));
      try {
        const original = path.join(dir, 'in.jpg');
        const stored = path.join(dir, 'out.webp');
        fs.writeFileSync(original, gpsJpeg);
        fs.writeFileSync(stored, (await served(url)).rawPayload);
        const tags = (file: string) =>
          JSON.parse(
            execFileSync('/usr/bin/exiftool', ['-j', '-G', file], { encoding: 'utf8' }),
          )[0] as Record<string, unknown>;
        expect(Object.keys(tags(original)).some((key) => key.includes('GPS'))).toBe(true);
        const out = tags(stored);
        expect(Object.keys(out).filter((key) => /GPS|EXIF:|XMP|IPTC|Make|Model/.test(key))).toEqual(
          [],
        );
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('turns a photo with EXIF orientation 6 upright: 800x600 landscape pixels come back 600 wide, 800 tall, with no orientation tag', async () => {
    const input = await sharp(rotatedJpeg).metadata();
    expect([input.width, input.height, input.orientation]).toEqual([800, 600, 6]);

    const url = await uploadOne(rotatedJpeg);
    const { metadata, bytes } = await servedImage(url);
    expect([metadata.width, metadata.height]).toEqual([600, 800]);
    expect(metadata.orientation).toBeUndefined();
    // Orientation 6 = rotate 90° clockwise: the dark left half of the stored pixels ends up on top.
    const at = await greyLevels(bytes);
    expect(at(300, 100)).toBeLessThan(80);
    expect(at(300, 700)).toBeGreaterThan(180);

    const thumb = await servedImage(thumbOf(url));
    expect([thumb.metadata.width, thumb.metadata.height]).toEqual([400, 400]);
    expect(thumb.metadata.orientation).toBeUndefined();
  });

  it('re-encodes a camera-sized JPEG as WebP at most 1600 px on the long side, with a 400x400 thumbnail', async () => {
    const camera = await photoLike(4032, 3024).jpeg({ quality: 85 }).toBuffer();
    expect(camera.length).toBeLessThan(MAX_IMAGE_BYTES);

    const url = await uploadOne(camera);
    const full = await servedImage(url);
    expect([full.metadata.format, full.metadata.width, full.metadata.height]).toEqual([
      'webp',
      1600,
      1200,
    ]);
    expect(full.bytes.length).toBeLessThan(camera.length);
    const thumb = await servedImage(thumbOf(url));
    expect([thumb.metadata.format, thumb.metadata.width, thumb.metadata.height]).toEqual([
      'webp',
      400,
      400,
    ]);
  });

  it('keeps a small photo at its own size (never enlarged)', async () => {
    const { metadata } = await servedImage(await uploadOne(smallJpeg));
    expect([metadata.width, metadata.height]).toEqual([160, 120]);
  });

  it.for([
    ['a PNG', () => png, 'image/png'],
    ['a WebP', () => webp, 'image/webp'],
    ['an AVIF (when sharp can encode one for the test)', () => avif, 'image/avif'],
  ] as const)('accepts %s photo and stores it as WebP', async ([, bytes, type], context) => {
    const input = bytes();
    if (!input) return context.skip();
    const { metadata } = await servedImage(await uploadOne(input, type));
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 300, 200]);
  });

  it('accepts an iPhone HEIC photo: stored as WebP, upright as its irot box says, without its EXIF (GPS)', async () => {
    const heic = heicSideways();
    expect(heic.includes(Buffer.from('TestPhone'))).toBe(true);
    const url = await uploadOne(heic, 'image/heic');
    for (const file of [url, thumbOf(url)]) {
      const { bytes, metadata } = await servedImage(file);
      // Coded 320 x 240, turned 90° clockwise by the file's irot box.
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 240, 320]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    }
    const { bytes } = await servedImage(url);
    const at = await greyLevels(bytes);
    // The dark left half of the coded pixels ends up on top.
    expect(at(120, 40)).toBeLessThan(80);
    expect(at(120, 280)).toBeGreaterThan(180);
  });

  it('returns the URLs in the order the photos were sent, though two are processed at once', async () => {
    const sizes = [
      [640, 480],
      [160, 120],
      [480, 320],
      [200, 300],
      [96, 64],
    ] as const;
    const photos = await Promise.all(
      sizes.map(([w, h], i) =>
        noise(w, h, 20 + i)
          .jpeg({ quality: 70 })
          .toBuffer(),
      ),
    );
    const response = await upload(
      seller,
      photos.map((bytes) => ({ bytes })),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { photoUrls } = response.json<{ photoUrls: string[] }>();
    const stored = await Promise.all(photoUrls.map((url) => servedImage(url)));
    expect(stored.map(({ metadata }) => [metadata.width, metadata.height])).toEqual(
      sizes.map(([w, h]) => [w, h]),
    );
  });

  it('judges a file by its bytes, not its name or declared type: a JPEG sent as notes.txt text/plain is a photo', async () => {
    const response = await upload(seller, [
      { bytes: smallJpeg, name: 'notes.txt', type: 'text/plain' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('returns one URL per photo, in order, up to 10 in one request, and records each as the seller’s upload', async () => {
    const who = await newCustomer(t);
    const before = storedFiles(t).length;
    const response = await upload(who, tenPhotos());
    expect(response.statusCode, response.body).toBe(200);
    const { photoUrls } = response.json<{ photoUrls: string[] }>();
    expect(photoUrls).toHaveLength(10);
    expect(new Set(photoUrls).size).toBe(10);
    for (const url of photoUrls) expect(url).toMatch(PHOTO_URL);
    // A full-size file and a thumbnail for each.
    expect(storedFiles(t).length - before).toBe(20);
    const rows = await photoRowsOf(t, who.id);
    expect(rows.map((row) => row.url).sort()).toEqual([...photoUrls].sort());
    for (const row of rows) {
      expect(row.thumbnailUrl).toBe(thumbOf(row.url));
      expect(row.attachedAt).toBeNull();
    }
  });

  it('ignores other form fields sent beside the photos', async () => {
    const response = await upload(seller, [{ bytes: smallJpeg }], { note: 'hello' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ photoUrls: string[] }>().photoUrls).toHaveLength(1);
  });
});

describe('POST /api/upload-photos: refusals are 4xx with a message, never a 500, and store nothing', () => {
  /** Every upload of this customer is refused: they never have a photo. */
  let refused: Customer;

  beforeAll(async () => {
    refused = await newCustomer(t);
  });

  /** Asserts a refused call: the status, exactly { code, message, params }, nothing stored. */
  async function expectRefused(
    send: () => ReturnType<typeof upload>,
    status: number,
    code: ErrorCode,
    message: string,
  ): Promise<void> {
    const filesBefore = storedFiles(t);
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    expect(errorBodyOf(response)).toMatchObject({ code, message });
    expect(await photoRowsOf(t, refused.id)).toEqual([]);
    expect(storedFiles(t)).toEqual(filesBefore);
  }

  const textFile = () => Buffer.from('this is not a photo\n'.repeat(200));
  const tinyPng = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
  const manyFields = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`field${i}`, 'x']));

  it.each<[string, () => Promise<Photo[]> | Photo[], number, ErrorCode, string]>([
    [
      'a text file (even one named photo.jpg, image/jpeg) with "Please select an image file"',
      () => [{ bytes: textFile(), name: 'photo.jpg', type: 'image/jpeg' }],
      415,
      'PHOTO_NOT_IMAGE',
      'Please select an image file (JPEG, PNG, WebP, AVIF or HEIC).',
    ],
    [
      'HEIC-branded bytes that are not HEIF with 400 "damaged or incomplete"',
      () => [{ bytes: heicLikeBytes(), name: 'IMG_0001.HEIC', type: 'image/heic' }],
      400,
      'PHOTO_BROKEN',
      'This image is damaged or incomplete. Please choose another photo.',
    ],
    [
      'a HEIC cut off before its pixel data with 400 "damaged or incomplete"',
      () => [
        { bytes: heicSideways().subarray(0, 5000), name: 'IMG_0002.HEIC', type: 'image/heic' },
      ],
      400,
      'PHOTO_BROKEN',
      'This image is damaged or incomplete. Please choose another photo.',
    ],
    [
      'a HEIC whose header claims 10000 x 10000 with 413 "too large in dimensions"',
      () => [{ bytes: heicClaiming(10_000, 10_000), name: 'IMG_0003.HEIC', type: 'image/heic' }],
      413,
      'PHOTO_TOO_MANY_PIXELS',
      'This image is too large in dimensions. Please choose a photo under 12 megapixels, at most 16383 pixels on its longest side.',
    ],
    [
      '11 photos in one request with 400, storing none of the first 10',
      () => tenPhotos(11),
      400,
      'TOO_MANY_PHOTOS',
      TOO_MANY_PHOTOS,
    ],
    [
      '12 photos (past the multipart file limit too) with the same message',
      () => tenPhotos(12),
      400,
      'TOO_MANY_PHOTOS',
      TOO_MANY_PHOTOS,
    ],
    [
      'a 6 MB file with 413 "Image size must be less than 5MB"',
      () => [
        {
          bytes: Buffer.concat([smallJpeg, Buffer.alloc(6 * 1024 * 1024 - smallJpeg.length, 0x20)]),
        },
      ],
      413,
      'IMAGE_TOO_LARGE',
      'Image size must be less than 5MB',
    ],
    [
      'a file under 1 KB as too small to be a photo',
      async () => [{ bytes: await tinyPng(), type: 'image/png' }],
      400,
      'PHOTO_TOO_SMALL',
      'This file is too small to be a photo. Please choose another image.',
    ],
    [
      'a truncated JPEG with 400 "damaged or incomplete"',
      () => [{ bytes: gpsJpeg.subarray(0, Math.floor(gpsJpeg.length / 2)) }],
      400,
      'PHOTO_BROKEN',
      'This image is damaged or incomplete. Please choose another photo.',
    ],
    [
      'JPEG magic bytes followed by garbage with 400',
      () => [
        { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x42)]) },
      ],
      400,
      'PHOTO_BROKEN',
      'This image is damaged or incomplete. Please choose another photo.',
    ],
    [
      'photo 3 of 3 when it fails, leaving no files and no rows (no partial state)',
      () => [
        { bytes: smallJpeg },
        { bytes: png, type: 'image/png' },
        { bytes: gpsJpeg.subarray(0, 3000) },
      ],
      400,
      'PHOTO_BROKEN',
      'This image is damaged or incomplete. Please choose another photo.',
    ],
    [
      // Photos 1 and 3 are being processed beside it: their files must go too.
      'photo 2 of 5 when it fails while others are in hand, leaving no files and no rows',
      () => [
        { bytes: gpsJpeg },
        { bytes: gpsJpeg.subarray(0, 3000) },
        { bytes: png, type: 'image/png' },
        { bytes: smallJpeg },
        { bytes: webp, type: 'image/webp' },
      ],
      400,
      'PHOTO_BROKEN',
      'This image is damaged or incomplete. Please choose another photo.',
    ],
    [
      'a request whose file is not in the "photos" field',
      () => [{ bytes: smallJpeg, field: 'photo' }],
      400,
      'NO_PHOTOS',
      'Please choose at least one photo to upload.',
    ],
    [
      'a multipart request with no file at all',
      () => [],
      400,
      'NO_PHOTOS',
      'Please choose at least one photo to upload.',
    ],
  ])('refuses %s', async (_what, files, status, code, message) => {
    const parts = await files();
    if (code === 'PHOTO_TOO_SMALL') expect(parts[0]!.bytes.length).toBeLessThan(1024);
    await expectRefused(() => upload(refused, parts), status, code, message);
  });

  it('refuses a request stuffed with form fields (more than 20) with 400 "Too many form fields."', async () => {
    await expectRefused(
      () => upload(refused, tenPhotos(2), manyFields),
      400,
      'TOO_MANY_FIELDS',
      'Too many form fields.',
    );
  });

  it('refuses a 20000 x 20000 PNG decompression bomb (a ~50 KB file) without decoding it: 413 "too large in dimensions" within 3 s', async () => {
    expect(bomb.length).toBeLessThan(200 * 1024);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.width, meta.height]).toEqual([20_000, 20_000]);

    const started = performance.now();
    await expectRefused(
      () => upload(refused, [{ bytes: bomb, type: 'image/png' }]),
      413,
      'PHOTO_TOO_MANY_PIXELS',
      'This image is too large in dimensions. Please choose a photo under 50 megapixels, at most 16383 pixels on its longest side.',
    );
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('refuses a JSON body with 415 "Files must be sent as multipart form data."', async () => {
    await expectRefused(
      () =>
        call(t, itemEndpoints.uploadPhotos, {
          cookie: refused.cookie,
          body: { photos: ['data:image/jpeg;base64,AAAA'] },
        }),
      415,
      'NOT_MULTIPART',
      'Files must be sent as multipart form data.',
    );
  });

  it('refuses raw image bytes sent without multipart by their content type, before the handler runs', async () => {
    await expectRefused(
      () =>
        call(t, itemEndpoints.uploadPhotos, {
          cookie: refused.cookie,
          headers: { 'content-type': 'image/jpeg' },
          body: smallJpeg,
        }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Unsupported content type.',
    );
  });

  it('refuses a multipart body cut off in the middle with a 4xx message', async () => {
    const { payload, headers } = await multipartBody([{ field: 'photos', bytes: smallJpeg }]);
    await expectRefused(
      () =>
        call(t, itemEndpoints.uploadPhotos, {
          cookie: refused.cookie,
          headers,
          body: payload.subarray(0, Math.floor(payload.length / 2)),
        }),
      400,
      'UPLOAD_INTERRUPTED',
      'The upload was interrupted or malformed. Please try again.',
    );
  });
});

describe('GET /uploads/...', () => {
  it('serves a photo and its thumbnail as image/webp, cached forever: "public, max-age=31536000, immutable"', async () => {
    const url = await uploadOne(smallJpeg);
    for (const file of [url, thumbOf(url)]) {
      const response = await served(file);
      expectImageServed(response, 'public, max-age=31536000, immutable', 'image/webp');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    }
  });

  it('serves photos without a session (public by design, random 128-bit names)', async () => {
    const url = await uploadOne(smallJpeg);
    expect((await served(url)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown name', `/uploads/photos/${'0'.repeat(32)}.webp`],
    ['an unknown thumbnail', `/uploads/photos/${'a'.repeat(32)}-thumb.webp`],
    ['a short name', '/uploads/photos/abc.webp'],
    ['another extension', `/uploads/photos/${'0'.repeat(32)}.png`],
    ['upper-case hex', `/uploads/photos/${'A'.repeat(32)}.webp`],
    ['an unknown folder', `/uploads/secrets/${'0'.repeat(32)}.webp`],
    ['a bare folder', '/uploads/photos'],
    ['a deeper path', `/uploads/photos/x/${'0'.repeat(32)}.webp`],
  ])('answers %s with 404', async (_what, url) => {
    const response = await served(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it.each([
    '/uploads/photos/..%2F..%2F..%2Fetc%2Fpasswd',
    '/uploads/photos/%2e%2e%2f%2e%2e%2fpackage.json',
    '/uploads/..%2F..%2Fetc/passwd',
    '/uploads/photos/../../../../etc/passwd',
    '/uploads/photos/..%5C..%5Cetc%5Cpasswd',
    '/uploads/photos/%00.webp',
    // A file right beside DATA_DIR/uploads, reachable by a working traversal.
    '/uploads/photos/..%2Fsecret.webp',
    '/uploads/..%2Fsecret.webp',
    '/uploads/photos/../../secret.webp',
  ])('does not serve anything outside the uploads folder for %s (404)', async (url) => {
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.webp'), 'secret');
    const response = await served(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe('secret');
    expect(response.body).not.toContain('root:');
  });
});
