// POST /api/profile/photo through the real app (SPEC §2 Account Information, §5): the avatar goes
// through the item-photo pipeline (judged by content, no metadata, upright, WebP with a thumbnail)
// to a public /uploads/avatars/ URL; a replaced avatar's files are deleted; a refused upload leaves
// the old avatar and stores nothing.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import type { ErrorCode } from '@/contract/error-codes';
import { verificationEndpoints } from '@/contract/verification';
import { publicUserSchema } from '@/domain/user.schema';
import { newCustomer, type Customer } from '@/server/test-support/factories';
import {
  call,
  callOk,
  errorBodyOf,
  type CallRequest,
  type FilePart,
} from '@/server/test-support/http';
import {
  gpsTagIds,
  heicLikeBytes,
  jpegOrientation6,
  jpegWithGps,
  noise,
} from '@/server/test-support/images';
import { storedFiles, userRow } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const AVATAR_URL = /^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/;
const thumbOf = (url: string) => url.replace(/\.webp$/, '-thumb.webp');
const keyOf = (url: string) => url.slice('/uploads/'.length);

const t = appPerFile();
let gpsJpeg: Buffer;
let rotated: Buffer;
let png: Buffer;
let webp: Buffer;

beforeAll(async () => {
  [gpsJpeg, rotated, png, webp] = await Promise.all([
    jpegWithGps(640, 480),
    jpegOrientation6(),
    noise(300, 300, 21).png().toBuffer(),
    noise(300, 300, 22).webp().toBuffer(),
  ]);
});

/** A file of the avatar form: the profilePhoto field unless told. */
const picture = (bytes: Buffer, type = 'image/jpeg', field = 'profilePhoto'): FilePart => ({
  field,
  name: 'me.jpg',
  type,
  bytes,
});

const uploadAvatar = (who: Customer, ...files: FilePart[]) =>
  call(t, verificationEndpoints.uploadProfilePhoto, { cookie: who.cookie, form: { files } });

/** GET of a served picture (a public file, outside the API). */
const served = (url: string) => t.inject({ method: 'GET', url });

async function avatarOk(who: Customer, bytes: Buffer, type?: string): Promise<string> {
  const response = await uploadAvatar(who, picture(bytes, type));
  expect(response.statusCode, response.body).toBe(200);
  const user = publicUserSchema.strict().parse(response.json());
  expect(user.profileImageUrl).toMatch(AVATAR_URL);
  return user.profileImageUrl!;
}

describe('POST /api/profile/photo: success', () => {
  it('stores a WebP avatar and its thumbnail under /uploads/avatars/, and sets profileImageUrl', async () => {
    const who = await newCustomer(t);
    expect((await userRow(t, who.id)).profileImageUrl).toBeNull();
    const url = await avatarOk(who, gpsJpeg);
    expect((await userRow(t, who.id)).profileImageUrl).toBe(url);
    expect(storedFiles(t)).toEqual(expect.arrayContaining([keyOf(url), keyOf(thumbOf(url))]));
    const me = await callOk(t, authEndpoints.currentUser, { cookie: who.cookie });
    expect(me).toMatchObject({ profileImageUrl: url });

    for (const file of [url, thumbOf(url)]) {
      const response = await served(file);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      // No metadata at all: the GPS position of the seller's home is gone.
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(gpsTagIds(meta.exif)).toEqual([]);
      expect(response.rawPayload.toString('latin1')).not.toContain('TestPhone');
    }
  });

  it('turns an orientation-6 photo upright', async () => {
    const who = await newCustomer(t);
    const url = await avatarOk(who, rotated);
    const meta = await sharp((await served(url)).rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([600, 800, undefined]);
  });

  it('accepts PNG and WebP too', async () => {
    const who = await newCustomer(t);
    await avatarOk(who, png, 'image/png');
    await avatarOk(who, webp, 'image/webp');
  });

  it('replacing the avatar deletes the previous avatar and its thumbnail', async () => {
    const who = await newCustomer(t);
    const first = await avatarOk(who, png, 'image/png');
    const second = await avatarOk(who, gpsJpeg);
    expect(second).not.toBe(first);
    expect((await userRow(t, who.id)).profileImageUrl).toBe(second);
    const files = storedFiles(t);
    expect(files).not.toContain(keyOf(first));
    expect(files).not.toContain(keyOf(thumbOf(first)));
    expect(files).toContain(keyOf(second));
    expect((await served(first)).statusCode).toBe(404);
    expect((await served(second)).statusCode).toBe(200);
  });

  it("does not touch another user's avatar", async () => {
    const [a, b] = await Promise.all([newCustomer(t), newCustomer(t)]);
    const aUrl = await avatarOk(a, png, 'image/png');
    await avatarOk(b, png, 'image/png');
    await avatarOk(b, gpsJpeg);
    expect((await served(aUrl)).statusCode).toBe(200);
    expect((await userRow(t, a.id)).profileImageUrl).toBe(aUrl);
  });

  it('two uploads at once each delete exactly the avatar they replaced: only the one the row names is left on disk', async () => {
    const who = await newCustomer(t);
    await avatarOk(who, png, 'image/png');
    for (let round = 0; round < 3; round += 1) {
      const current = (await userRow(t, who.id)).profileImageUrl!;
      const others = storedFiles(t).filter(
        (key) => key !== keyOf(current) && key !== keyOf(thumbOf(current)),
      );
      const responses = await Promise.all([
        uploadAvatar(who, picture(png, 'image/png')),
        uploadAvatar(who, picture(gpsJpeg)),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      const url = (await userRow(t, who.id)).profileImageUrl!;
      expect(storedFiles(t)).toEqual([...others, keyOf(url), keyOf(thumbOf(url))].sort());
    }
  });
});

describe('POST /api/profile/photo: refusals are a 4xx with a message; profileImageUrl and the files stay as they were', () => {
  let who: Customer;
  let current: string;

  beforeAll(async () => {
    who = await newCustomer(t);
    current = await avatarOk(who, png, 'image/png');
  });

  const files =
    (...parts: Array<() => FilePart>) =>
    () => ({
      form: { files: parts.map((part) => part()) },
    });
  const PHOTO_BROKEN = 'This image is damaged or incomplete. Please choose another photo.';

  it.each<[string, () => CallRequest, number, ErrorCode, string]>([
    [
      'a text file (even named me.jpg, image/jpeg) with 415 "Please select an image file ..."',
      files(() => picture(Buffer.from('definitely not a photo '.repeat(100)))),
      415,
      'PHOTO_NOT_IMAGE',
      'Please select an image file (JPEG, PNG, WebP, AVIF or HEIC).',
    ],
    [
      'a 6 MB file with 413 "Image size must be less than 5MB"',
      files(() =>
        picture(
          Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024 - png.length, 0x20)]),
          'image/png',
        ),
      ),
      413,
      'IMAGE_TOO_LARGE',
      'Image size must be less than 5MB',
    ],
    [
      // Real HEIC photos are accepted (image-pipeline.test.ts); these bytes only look like one.
      'HEIC-branded bytes that are not HEIF with 400 "damaged or incomplete"',
      files(() => picture(heicLikeBytes(), 'image/heic')),
      400,
      'PHOTO_BROKEN',
      PHOTO_BROKEN,
    ],
    [
      'a truncated JPEG with 400 "damaged or incomplete"',
      files(() => picture(gpsJpeg.subarray(0, gpsJpeg.length >> 1))),
      400,
      'PHOTO_BROKEN',
      PHOTO_BROKEN,
    ],
    [
      'a photo in another field than profilePhoto with 400 "Please select an image file"',
      files(() => picture(png, 'image/png', 'photo')),
      400,
      'NO_PROFILE_PHOTO',
      'Please select an image file',
    ],
    [
      'a request with no file with 400 "Please select an image file"',
      files(),
      400,
      'NO_PROFILE_PHOTO',
      'Please select an image file',
    ],
    [
      'two profilePhoto files with 400 "Too many files." (one avatar at a time)',
      files(
        () => picture(png, 'image/png'),
        () => picture(gpsJpeg),
      ),
      400,
      'TOO_MANY_FILES',
      'Too many files.',
    ],
    [
      'a JSON body with 415',
      () => ({ body: { profilePhoto: 'https://example.com/me.jpg' } }),
      415,
      'NOT_MULTIPART',
      'Files must be sent as multipart form data.',
    ],
  ])('refuses %s', async (_what, request, status, code, message) => {
    const before = storedFiles(t);
    const response = await call(t, verificationEndpoints.uploadProfilePhoto, {
      ...request(),
      cookie: who.cookie,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(errorBodyOf(response)).toMatchObject({ code, message });
    expect((await userRow(t, who.id)).profileImageUrl).toBe(current);
    expect(storedFiles(t)).toEqual(before);
    expect((await served(current)).statusCode).toBe(200);
  });
});
