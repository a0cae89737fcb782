// The photo quota (decision 0033): an account may hold at most MAX_UNATTACHED_PHOTOS (200)
// photos uploaded and not yet on a submitted item (429 PHOTO_UPLOAD_QUOTA with a clear message,
// counted from photo_uploads, nothing stored), so a seller clearing a wardrobe (20 items x 4
// photos, all held by the cart until Submit) is never stopped (issue 28, finding 10); and "less
// than 5MB" means what it says: 4,999,999 bytes pass, 5,000,000 do not.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemEndpoints } from '@/contract/items';
import { MAX_UNATTACHED_PHOTOS } from '@/contract/errors/item-errors';
import { photoUploads } from '@/server/db/schema';
import { newCustomer, VALID_ITEM, type Customer } from '@/server/test-support/factories';
import { call, errorBodyOf } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { storedFiles } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile();
let photo: Buffer;

beforeAll(async () => {
  photo = await jpeg(91, 160, 120);
});

const upload = (who: Customer, ...photos: Buffer[]) =>
  call(t, itemEndpoints.uploadPhotos, {
    cookie: who.cookie,
    form: { files: photos.map((bytes) => ({ field: 'photos', bytes })) },
  });

/** `count` upload rows for `who`, made `age` ago (attached or not), as if uploaded earlier. */
async function earlierUploads(who: Customer, count: number, age: string, attached = false) {
  await t.db.insert(photoUploads).values(
    Array.from({ length: count }, () => {
      const name = crypto.randomBytes(16).toString('hex');
      return {
        userId: who.id,
        url: `/uploads/photos/${name}.webp`,
        thumbnailUrl: `/uploads/photos/${name}-thumb.webp`,
        createdAt: sql`now() - ${age}::interval`,
        attachedAt: attached ? sql`now()` : null,
      };
    }),
  );
}

const QUOTA_MESSAGE =
  'You can have at most 200 photos waiting to be submitted. Please submit your items or try again later.';

describe('per-account photo quota', () => {
  it('lets a seller clearing a wardrobe upload 20 items x 4 photos in one sitting and submit them all', async () => {
    const seller = await newCustomer(t);
    // The cart uploads each item's photos as they are added and keeps them unattached until
    // Submit: all 80 are outstanding at once.
    const items: string[][] = [];
    for (let item = 0; item < 20; item += 1) {
      const response = await upload(seller, photo, photo, photo, photo);
      expect(response.statusCode, `item ${item + 1}: ${response.body}`).toBe(200);
      items.push(response.json<{ photoUrls: string[] }>().photoUrls);
    }
    for (const photos of items) {
      const response = await call(t, itemEndpoints.submitItem, {
        cookie: seller.cookie,
        body: { ...VALID_ITEM, photos },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('accepts up to 200 unattached photos, then answers 429 and stores nothing', async () => {
    expect(MAX_UNATTACHED_PHOTOS).toBe(200);
    const seller = await newCustomer(t);
    await earlierUploads(seller, 197, '10 minutes');
    // Attached photos, and unattached ones older than the sweep's day, do not count.
    await earlierUploads(seller, 20, '10 minutes', true);
    await earlierUploads(seller, 20, '25 hours');
    expect((await upload(seller, photo, photo)).statusCode).toBe(200);

    const files = storedFiles(t, 'photos');
    // 199 + 2 would be 201: the whole request is refused, its files removed.
    const over = await upload(seller, photo, photo);
    expect(over.statusCode).toBe(429);
    expect(errorBodyOf(over)).toMatchObject({ code: 'PHOTO_UPLOAD_QUOTA', message: QUOTA_MESSAGE });
    expect(storedFiles(t, 'photos')).toEqual(files);
    expect((await upload(seller, photo)).statusCode).toBe(200);
    // At 200, refused before anything is decoded.
    expect((await upload(seller, photo)).statusCode).toBe(429);
    expect(storedFiles(t, 'photos')).toHaveLength(files.length + 2);
  });

  it('stops an account filling storage whatever the pace: unattached photos of the last day count, not of the last hour', async () => {
    const abuser = await newCustomer(t);
    await earlierUploads(abuser, 100, '20 hours');
    await earlierUploads(abuser, 100, '2 hours');
    const response = await upload(abuser, photo);
    expect(response.statusCode).toBe(429);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'PHOTO_UPLOAD_QUOTA',
      message: QUOTA_MESSAGE,
    });
  });

  it('counts each account on its own', async () => {
    const heavy = await newCustomer(t);
    const other = await newCustomer(t);
    await earlierUploads(heavy, 200, '1 minute');
    expect((await upload(heavy, photo)).statusCode).toBe(429);
    expect((await upload(other, photo)).statusCode).toBe(200);
  });

  it('parallel uploads at the edge of the quota never exceed it together', async () => {
    const seller = await newCustomer(t);
    await earlierUploads(seller, 195, '1 minute');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => upload(seller, photo, photo)),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    expect(accepted).toBe(2);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(4);
  });
});

describe('"less than 5MB"', () => {
  const padded = (size: number) => Buffer.concat([photo, Buffer.alloc(size - photo.length)]);

  it('accepts a photo of 4,999,999 bytes', async () => {
    const seller = await newCustomer(t);
    const response = await upload(seller, padded(4_999_999));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a photo of exactly 5,000,000 bytes with "Image size must be less than 5MB"', async () => {
    const seller = await newCustomer(t);
    const response = await upload(seller, padded(5_000_000));
    expect(response.statusCode).toBe(413);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: 'Image size must be less than 5MB',
    });
  });
});
