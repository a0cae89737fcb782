// An account may upload at most PHOTO_UPLOADS_PER_HOUR (60) unattached photos
// an hour (429 PHOTO_UPLOAD_QUOTA with a clear message, counted from photo_uploads, nothing
// stored); and "less than 5MB" means what it says: 4,999,999 bytes pass, 5,000,000 do not.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemEndpoints } from '@/contract/items';
import { PHOTO_UPLOADS_PER_HOUR } from '@/contract/errors/item-errors';
import { photoUploads } from '@/server/db/schema';
import { newCustomer, type Customer } from '@/server/test-support/factories';
import { call, errorBodyOf } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { storedFiles } from '@/server/test-support/rows';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';

let t: TestApp;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
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

describe('per-account upload quota', () => {
  it('accepts up to 60 unattached photos in an hour, then answers 429 and stores nothing', async () => {
    expect(PHOTO_UPLOADS_PER_HOUR).toBe(60);
    const seller = await newCustomer(t);
    await earlierUploads(seller, 57, '10 minutes');
    // Attached photos and uploads older than an hour do not count.
    await earlierUploads(seller, 20, '10 minutes', true);
    await earlierUploads(seller, 20, '2 hours');
    expect((await upload(seller, photo, photo)).statusCode).toBe(200);

    const files = storedFiles(t, 'photos');
    // 59 + 2 would be 61: the whole request is refused, its files removed.
    const over = await upload(seller, photo, photo);
    expect(over.statusCode).toBe(429);
    expect(errorBodyOf(over)).toMatchObject({
      code: 'PHOTO_UPLOAD_QUOTA',
      message:
        'You can upload at most 60 photos an hour. Please submit your items or try again later.',
    });
    expect(storedFiles(t, 'photos')).toEqual(files);
    expect((await upload(seller, photo)).statusCode).toBe(200);
    // At 60, refused before anything is decoded.
    expect((await upload(seller, photo)).statusCode).toBe(429);
    expect(storedFiles(t, 'photos')).toHaveLength(files.length + 2);
  });

  it('counts each account on its own', async () => {
    const heavy = await newCustomer(t);
    const other = await newCustomer(t);
    await earlierUploads(heavy, 60, '1 minute');
    expect((await upload(heavy, photo)).statusCode).toBe(429);
    expect((await upload(other, photo)).statusCode).toBe(200);
  });

  it('parallel uploads at the edge of the quota never exceed it together', async () => {
    const seller = await newCustomer(t);
    await earlierUploads(seller, 55, '1 minute');
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
