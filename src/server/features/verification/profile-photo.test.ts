// POST /api/profile/photo through the real app (SPEC §2 Account Information, §5; issue 4
// "Profile"): the avatar goes through the item-photo pipeline (judged by content, no metadata,
// upright, WebP with a thumbnail) to a public /uploads/avatars/ URL; a replaced avatar's files are
// deleted; a refused upload leaves the old avatar and stores nothing.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicUserSchema } from '../../../domain/user';
import { PHOTO_MESSAGES } from '../../platform/image-pipeline';
import {
  createTestApp,
  errorMessageOf,
  newCustomer,
  type Customer,
  type InjectResponse,
  type TestApp,
} from '../../test-support/test-app';
import {
  fetchPhoto,
  gpsTagIds,
  heicLikeBytes,
  jpegOrientation6,
  jpegWithGps,
  noise,
  storedFiles,
} from '../items/items-test-helpers';
import { postMultipart, userRow } from './verification-test-helpers';

const AVATAR_URL = /^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/;
const thumbOf = (url: string) => url.replace(/\.webp$/, '-thumb.webp');
const keyOf = (url: string) => url.slice('/uploads/'.length);

let t: TestApp;
let gpsJpeg: Buffer;
let rotated: Buffer;
let png: Buffer;
let webp: Buffer;
let big: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  [gpsJpeg, rotated, png, webp] = await Promise.all([
    jpegWithGps(640, 480),
    jpegOrientation6(),
    noise(300, 300, 21).png().toBuffer(),
    noise(300, 300, 22).webp().toBuffer(),
  ]);
  big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024 - png.length, 0x20)]);
});

function uploadAvatar(
  cookie: string,
  bytes: Buffer,
  type = 'image/jpeg',
  field = 'profilePhoto',
): Promise<InjectResponse> {
  return postMultipart(t, '/api/profile/photo', cookie, [{ field, name: 'me.jpg', type, bytes }]);
}

async function avatarOk(who: Customer, bytes: Buffer, type?: string): Promise<string> {
  const response = await uploadAvatar(who.cookie, bytes, type);
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
    const me = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: who.cookie },
    });
    expect(me.json()).toMatchObject({ profileImageUrl: url });

    for (const served of [url, thumbOf(url)]) {
      const { response, bytes } = await fetchPhoto(t, served);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      // No metadata at all: the GPS position of the seller's home is gone.
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(gpsTagIds(meta.exif)).toEqual([]);
      expect(bytes.toString('latin1')).not.toContain('TestPhone');
    }
  });

  it('turns an orientation-6 photo upright', async () => {
    const who = await newCustomer(t);
    const url = await avatarOk(who, rotated);
    const meta = await sharp((await fetchPhoto(t, url)).bytes).metadata();
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
    expect((await fetchPhoto(t, first)).response.statusCode).toBe(404);
    expect((await fetchPhoto(t, second)).response.statusCode).toBe(200);
  });

  it("does not touch another user's avatar", async () => {
    const [a, b] = await Promise.all([newCustomer(t), newCustomer(t)]);
    const aUrl = await avatarOk(a, png, 'image/png');
    await avatarOk(b, png, 'image/png');
    await avatarOk(b, gpsJpeg);
    expect((await fetchPhoto(t, aUrl)).response.statusCode).toBe(200);
    expect((await userRow(t, a.id)).profileImageUrl).toBe(aUrl);
  });
  it(
    // BUG (profile-photo.ts:29): the avatar to delete is read from request.customer, loaded before
    // the upload, not from the row being updated. Two uploads in flight at once both delete the
    // same old avatar, and the first new one stays in DATA_DIR/uploads/avatars, referenced by
    // nothing and never swept. Fix: take the old URL from the row in the same statement (e.g.
    // `update ... from (select profile_image_url ... for update)` or a transaction with
    // `select ... for update`) and delete that one.
    'two uploads at once leave only the avatar the row names on disk',
    async () => {
      const who = await newCustomer(t);
      await avatarOk(who, png, 'image/png');
      for (let round = 0; round < 3; round += 1) {
        const current = (await userRow(t, who.id)).profileImageUrl!;
        const others = storedFiles(t).filter(
          (key) => key !== keyOf(current) && key !== keyOf(thumbOf(current)),
        );
        const responses = await Promise.all([
          uploadAvatar(who.cookie, png, 'image/png'),
          uploadAvatar(who.cookie, gpsJpeg),
        ]);
        expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
        const url = (await userRow(t, who.id)).profileImageUrl!;
        expect(storedFiles(t)).toEqual([...others, keyOf(url), keyOf(thumbOf(url))].sort());
      }
    },
  );
});

describe('POST /api/profile/photo: refusals are a 4xx with a message; profileImageUrl and the files stay as they were', () => {
  let who: Customer;
  let current: string;

  beforeAll(async () => {
    who = await newCustomer(t);
    current = await avatarOk(who, png, 'image/png');
  });

  async function expectRefused(
    send: () => Promise<InjectResponse>,
    status: number,
    message: string | RegExp,
  ) {
    const before = storedFiles(t);
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    if (typeof message === 'string') expect(errorMessageOf(response)).toBe(message);
    else expect(errorMessageOf(response)).toMatch(message);
    expect((await userRow(t, who.id)).profileImageUrl).toBe(current);
    expect(storedFiles(t)).toEqual(before);
    expect((await fetchPhoto(t, current)).response.statusCode).toBe(200);
  }

  it('refuses a text file (even named me.jpg, image/jpeg) with 415 "Please select an image file ..."', async () => {
    const text = Buffer.from('definitely not a photo '.repeat(100));
    await expectRefused(() => uploadAvatar(who.cookie, text), 415, PHOTO_MESSAGES.notImage);
    expect(PHOTO_MESSAGES.notImage).toMatch(/^Please select an image file/);
  });

  it('refuses a 6 MB file with 413 "Image size must be less than 5MB"', async () => {
    await expectRefused(
      () => uploadAvatar(who.cookie, big, 'image/png'),
      413,
      'Image size must be less than 5MB',
    );
  });

  it('refuses a HEIC photo with 415', async () => {
    await expectRefused(
      () => uploadAvatar(who.cookie, heicLikeBytes(), 'image/heic'),
      415,
      PHOTO_MESSAGES.heic,
    );
  });

  it('refuses a truncated JPEG with 400 "damaged or incomplete"', async () => {
    await expectRefused(
      () => uploadAvatar(who.cookie, gpsJpeg.subarray(0, gpsJpeg.length >> 1)),
      400,
      PHOTO_MESSAGES.broken,
    );
  });

  it('refuses a request with no profilePhoto file with 400 "Please select an image file"', async () => {
    await expectRefused(
      () => uploadAvatar(who.cookie, png, 'image/png', 'photo'),
      400,
      'Please select an image file',
    );
    await expectRefused(
      () => postMultipart(t, '/api/profile/photo', who.cookie, []),
      400,
      'Please select an image file',
    );
  });

  it('refuses a JSON body with 415', async () => {
    await expectRefused(
      () =>
        t.inject({
          method: 'POST',
          url: '/api/profile/photo',
          headers: { cookie: who.cookie },
          payload: { profilePhoto: 'https://example.com/me.jpg' },
        }),
      415,
      'Files must be sent as multipart form data.',
    );
  });
});
