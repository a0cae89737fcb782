// sweepUnattachedPhotos: photos uploaded but never attached to an item are removed after a day,
// files and rows, so an abandoned upload leaves nothing behind; attached and fresh ones stay.
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemEndpoints } from '@/contract/items';
import { photoUploads } from '@/server/db/schema';
import { createStorage, type FileStorage } from '@/server/platform/storage';
import { newCustomer, VALID_ITEM, type Customer } from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { photoRowsOf, storedFiles } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';
import { sweepUnattachedPhotos } from './sweep-unattached-photos';

const t = appPerFile();
let storage: FileStorage;
let photo: Buffer;
let seller: Customer;

beforeAll(async () => {
  // The same storage the app serves from (DATA_DIR/uploads).
  storage = createStorage(t.config);
  photo = await jpeg(31, 120, 90);
  seller = await newCustomer(t);
});

const fileOf = (url: string) => url.replace(/^\/uploads\//, '');
const thumbFileOf = (url: string) => fileOf(url).replace(/\.webp$/, '-thumb.webp');

async function age(urls: string[], interval: string): Promise<void> {
  await t.db
    .update(photoUploads)
    .set({ createdAt: sql`now() - ${interval}::interval` })
    .where(inArray(photoUploads.url, urls));
}

async function upload(count: number): Promise<string[]> {
  const files = Array.from({ length: count }, () => ({ field: 'photos', bytes: photo }));
  const uploaded = await callOk<{ photoUrls: string[] }>(t, itemEndpoints.uploadPhotos, {
    cookie: seller.cookie,
    form: { files },
  });
  return uploaded.photoUrls;
}

const submit = (photos: unknown[]) =>
  call(t, itemEndpoints.submitItem, { cookie: seller.cookie, body: { ...VALID_ITEM, photos } });

/** The status GET answers for a served photo (a public file, outside the API). */
const servedStatus = async (url: string) => (await t.inject({ method: 'GET', url })).statusCode;

/** Removes every unattached row left by earlier tests, so counts belong to one test. */
async function sweepEverythingStale(): Promise<void> {
  await t.db
    .update(photoUploads)
    .set({ createdAt: sql`now() - interval '2 days'` })
    .where(isNull(photoUploads.attachedAt));
  while ((await sweepUnattachedPhotos(t.db, storage)) > 0);
}

describe('sweepUnattachedPhotos', () => {
  it('removes day-old unattached uploads (both files and the row) and keeps fresh and attached ones', async () => {
    await sweepEverythingStale();
    const [stale, fresh, attached] = await upload(3);
    expect((await submit([attached])).statusCode).toBe(201);
    await age([stale!, attached!], '25 hours');

    expect(await sweepUnattachedPhotos(t.db, storage)).toBe(1);

    const files = storedFiles(t);
    expect(files).not.toContain(fileOf(stale!));
    expect(files).not.toContain(thumbFileOf(stale!));
    for (const kept of [fresh!, attached!]) {
      expect(files).toContain(fileOf(kept));
      expect(files).toContain(thumbFileOf(kept));
      expect(await servedStatus(kept)).toBe(200);
    }
    expect(await servedStatus(stale!)).toBe(404);
    const urls = (await photoRowsOf(t, seller.id)).map((row) => row.url);
    expect(urls).not.toContain(stale);
    expect(urls).toEqual(expect.arrayContaining([fresh, attached]));
  });

  it('keeps an unattached upload younger than a day (23 hours)', async () => {
    await sweepEverythingStale();
    const [young] = await upload(1);
    await age([young!], '23 hours');
    expect(await sweepUnattachedPhotos(t.db, storage)).toBe(0);
    expect(await servedStatus(young!)).toBe(200);
  });

  it('a swept photo can no longer be put on an item', async () => {
    await sweepEverythingStale();
    const [gone] = await upload(1);
    await age([gone!], '2 days');
    expect(await sweepUnattachedPhotos(t.db, storage)).toBe(1);
    const response = await submit([gone]);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'PHOTO_NOT_YOURS',
      message: 'One of the photos was not uploaded by you. Please upload it again.',
    });
  });

  it('removes the row even when its files are already gone', async () => {
    await sweepEverythingStale();
    const [url] = await upload(1);
    await storage.delete(fileOf(url!));
    await storage.delete(thumbFileOf(url!));
    await age([url!], '2 days');
    expect(await sweepUnattachedPhotos(t.db, storage)).toBe(1);
    expect(await t.db.select().from(photoUploads).where(eq(photoUploads.url, url!))).toEqual([]);
  });

  it('returns 0 and touches nothing when there is nothing to sweep', async () => {
    await sweepEverythingStale();
    const before = storedFiles(t);
    expect(await sweepUnattachedPhotos(t.db, storage)).toBe(0);
    expect(storedFiles(t)).toEqual(before);
  });

  it('works in batches of 500: a backlog of 501 stale rows takes two runs', async () => {
    await sweepEverythingStale();
    await t.database.exec(`
      insert into photo_uploads (user_id, url, thumbnail_url, created_at)
      select '${seller.id}', '/uploads/photos/' || lpad(to_hex(n), 32, '0') || '.webp',
             '/uploads/photos/' || lpad(to_hex(n), 32, '0') || '-thumb.webp', now() - interval '3 days'
      from generate_series(1, 501) as n
    `);
    expect(await sweepUnattachedPhotos(t.db, storage)).toBe(500);
    expect(await sweepUnattachedPhotos(t.db, storage)).toBe(1);
    expect(await sweepUnattachedPhotos(t.db, storage)).toBe(0);
  });

  it('never deletes the files of a photo that gets attached while the sweep runs', async () => {
    await sweepEverythingStale();
    const [url] = await upload(1);
    await age([url!], '2 days');
    // The seller submits between the sweep's select and its file deletion.
    let submitted: Promise<number> | undefined;
    const racing: FileStorage = {
      ...storage,
      async delete(key) {
        submitted ??= submit([url]).then((r) => r.statusCode);
        await submitted;
        return storage.delete(key);
      },
    };
    await sweepUnattachedPhotos(t.db, racing);
    const status = await submitted;
    if (status === 201) {
      // The item was created with this photo: its files must still be served.
      expect(await servedStatus(url!)).toBe(200);
      expect(await servedStatus(url!.replace(/\.webp$/, '-thumb.webp'))).toBe(200);
    } else {
      // Or the submit was refused because the photo was already swept: also consistent.
      expect(status).toBe(400);
    }
  });
});
