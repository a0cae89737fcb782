// S3-compatible storage (DESIGN §3) against a real S3 server running in this process (s3rver on
// 127.0.0.1, random port): the storage on its own, then the whole app storing and serving photos
// from the bucket when S3_BUCKET is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemEndpoints } from '@/contract/items';
import { photoUploads } from '@/server/db/schema';
import { sweepOrphanFiles } from '@/server/features/files';
import { sweepUnattachedPhotos } from '@/server/features/items/sweep-unattached-photos';
import { newCustomer, VALID_ITEM, type Customer } from '@/server/test-support/factories';
import { call, errorBodyOf } from '@/server/test-support/http';
import { jpegWithGps, noise } from '@/server/test-support/images';
import { storedFiles } from '@/server/test-support/rows';
import { FILE_DATA_KEY, createTestApp, type TestApp } from '@/server/test-support/test-app';
import { createStorage } from './index';
import { createS3Storage, parseListPage, type S3Options } from './s3-storage';
import { allListed } from '@/server/test-support/listing';

const BUCKET = 'resale-photos';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let dir: string;
let server: S3rver;
let endpoint: string;
let options: S3Options;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  options = { bucket: BUCKET, region: 'us-east-1', endpoint, timeoutMs: 10_000, ...CREDENTIALS };
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function read(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every key in the bucket, through the S3 API (ListObjectsV2). */
async function bucketKeys(): Promise<string[]> {
  const client = new AwsClient({ ...CREDENTIALS, region: 'us-east-1', service: 's3' });
  const response = await client.fetch(`${endpoint}/${BUCKET}?list-type=2&max-keys=1000`);
  const xml = await response.text();
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!).sort();
}

describe('S3 storage', () => {
  it('puts, gets and deletes an object (round trip), keeping its content type and size', async () => {
    const storage = createS3Storage(options);
    const body = Buffer.from('RIFF....WEBPVP8 pretend image');
    await storage.put('photos/roundtrip.webp', body, 'image/webp');
    expect(await bucketKeys()).toContain('photos/roundtrip.webp');

    const file = await storage.get('photos/roundtrip.webp');
    expect(file).not.toBeNull();
    expect(file!.contentType).toBe('image/webp');
    expect(file!.size).toBe(body.length);
    expect(await read(file!.body)).toEqual(body);

    await storage.delete('photos/roundtrip.webp');
    expect(await storage.get('photos/roundtrip.webp')).toBeNull();
    expect(await bucketKeys()).not.toContain('photos/roundtrip.webp');
  });

  it('stores binary bytes unchanged (a real image)', async () => {
    const storage = createS3Storage(options);
    const image = await noise(64, 64, 51).webp().toBuffer();
    await storage.put('photos/binary.webp', image, 'image/webp');
    expect(await read((await storage.get('photos/binary.webp'))!.body)).toEqual(image);
    await storage.delete('photos/binary.webp');
  });

  it('answers null for a key never stored, and deleting it is not an error', async () => {
    const storage = createS3Storage(options);
    expect(await storage.get('photos/never.webp')).toBeNull();
    await expect(storage.delete('photos/never.webp')).resolves.toBeUndefined();
  });

  it.each([
    '../escape.webp',
    'photos/../../escape.webp',
    '/etc/passwd',
    'photos/a/b.webp',
    'photos/x.webp?acl',
    'Photos/X.webp',
    '',
  ])('refuses the unsafe key %j before sending anything', async (key) => {
    const storage = createS3Storage(options);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Unsafe storage key/,
    );
    await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
  });

  it('lists objects under a prefix with their last-modified times (ListObjectsV2)', async () => {
    const storage = createS3Storage(options);
    await storage.put('photos/listed1.webp', Buffer.from('x'), 'image/webp');
    await storage.put('documents/listed2.bin', Buffer.from('x'), 'application/octet-stream');
    const started = Date.now();
    const photos = await allListed(storage, 'photos/listed');
    expect(photos.map((file) => file.key)).toEqual(['photos/listed1.webp']);
    expect(Math.abs(photos[0]!.lastModified.getTime() - started)).toBeLessThan(60_000);
    const all = (await allListed(storage, '')).map((file) => file.key);
    expect(all).toContain('documents/listed2.bin');
    await storage.delete('photos/listed1.webp');
    await storage.delete('documents/listed2.bin');
    await expect(allListed(storage, '../')).rejects.toThrow(/Unsafe storage prefix/);
  });

  it('follows continuation tokens and unescapes keys in a list page', () => {
    const page = parseListPage(
      '<ListBucketResult><IsTruncated>true</IsTruncated>' +
        '<Contents><Key>photos/a&amp;b.webp</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified></Contents>' +
        '<NextContinuationToken>tok&amp;en</NextContinuationToken></ListBucketResult>',
    );
    expect(page).toEqual({
      files: [{ key: 'photos/a&b.webp', lastModified: new Date('2026-01-02T03:04:05.000Z') }],
      nextToken: 'tok&en',
    });
    expect(
      parseListPage('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>'),
    ).toEqual({
      files: [],
    });
  });

  it('refuses to start without credentials when S3_BUCKET is set', () => {
    expect(() => createS3Storage({ ...options, accessKeyId: undefined })).toThrow(
      /S3_ACCESS_KEY_ID/,
    );
    expect(() => createS3Storage({ ...options, secretAccessKey: undefined })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  it('fails loudly when the bucket does not exist', async () => {
    const storage = createS3Storage({ ...options, bucket: 'no-such-bucket' });
    await expect(storage.put('photos/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /S3 PUT photos\/x.webp failed: 404/,
    );
  });

  it('is what createStorage returns when the config names a bucket', async () => {
    const storage = createStorage({ s3: options, dataDir: dir } as Parameters<
      typeof createStorage
    >[0]);
    await storage.put('photos/via-config.webp', Buffer.from('x'), 'image/webp');
    expect(await bucketKeys()).toContain('photos/via-config.webp');
    await storage.delete('photos/via-config.webp');
  });
});

describe('the app with S3_BUCKET set', () => {
  // Made in a beforeAll, not by appPerFile: the bucket's address is known only once the stand-in
  // has started (the file's beforeAll above), after this block is collected.
  let t: TestApp;
  let seller: Customer;

  const upload = (...photos: Buffer[]) =>
    call(t, itemEndpoints.uploadPhotos, {
      cookie: seller.cookie,
      form: { files: photos.map((bytes) => ({ field: 'photos', bytes })) },
    });
  const uploadOne = async (photo: Buffer) => {
    const response = await upload(photo);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ photoUrls: string[] }>().photoUrls[0]!;
  };
  /** GET of a served photo (a public file, outside the API). */
  const served = (url: string) => t.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        // Required with S3_BUCKET (instances share the bucket, so they must share the key).
        DATA_KEY: FILE_DATA_KEY,
      },
    });
    seller = await newCustomer(t);
  });

  it('stores uploaded photos and thumbnails in the bucket, not on local disk, and serves them from there', async () => {
    const url = await uploadOne(await jpegWithGps());
    const key = url.replace(/^\/uploads\//, '');
    const keys = await bucketKeys();
    expect(keys).toContain(key);
    expect(keys).toContain(key.replace(/\.webp$/, '-thumb.webp'));
    expect(storedFiles(t)).toEqual([]);

    const response = await served(url);
    const bytes = response.rawPayload;
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const item = await call(t, itemEndpoints.submitItem, {
      cookie: seller.cookie,
      body: { ...VALID_ITEM, photos: [url] },
    });
    expect(item.statusCode).toBe(201);
  });

  it('answers 404 for a photo name not in the bucket', async () => {
    expect((await served(`/uploads/photos/${'e'.repeat(32)}.webp`)).statusCode).toBe(404);
  });

  it('leaves nothing in the bucket when photo 3 of 3 fails', async () => {
    const good = await noise(120, 90, 52).jpeg().toBuffer();
    const before = await bucketKeys();
    const response = await upload(good, good, good.subarray(0, 1500));
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'PHOTO_BROKEN',
      message: 'This image is damaged or incomplete. Please choose another photo.',
    });
    expect(await bucketKeys()).toEqual(before);
  });

  it('the sweep removes day-old unattached photos from the bucket', async () => {
    const url = await uploadOne(await noise(120, 90, 53).jpeg().toBuffer());
    const key = url.replace(/^\/uploads\//, '');
    // The API cannot age an upload: it is dated two days back.
    await t.db
      .update(photoUploads)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(photoUploads.url, url));
    expect(await sweepUnattachedPhotos(t.db, createStorage(t.config))).toBeGreaterThanOrEqual(1);
    const keys = await bucketKeys();
    expect(keys).not.toContain(key);
    expect(keys).not.toContain(key.replace(/\.webp$/, '-thumb.webp'));
    expect((await served(url)).statusCode).toBe(404);
  });

  it('the orphan sweep removes old bucket objects no row names, and keeps every referenced one', async () => {
    const storage = createStorage(t.config);
    const url = await uploadOne(await noise(120, 90, 54).jpeg().toBuffer());
    const key = url.replace(/^\/uploads\//, '');
    const orphans = [
      'photos/0123456789abcdef0123456789abcdef.webp',
      'photos/0123456789abcdef0123456789abcdef-thumb.webp',
      'avatars/00112233445566778899aabbccddeeff.webp',
      'documents/ffeeddccbbaa99887766554433221100.bin',
    ];
    for (const orphan of orphans) await storage.put(orphan, Buffer.from('x'), 'image/webp');
    // Young: the default grace period keeps them.
    expect(await sweepOrphanFiles(t.db, storage)).toMatchObject({
      photos: 0,
      avatars: 0,
      documents: 0,
    });
    // Two hours on (S3 dates cannot be set back): old enough.
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    expect(await sweepOrphanFiles(t.db, storage, { now: later })).toMatchObject({
      photos: 2,
      avatars: 1,
      documents: 1,
      temp: 0,
    });
    const keys = await bucketKeys();
    for (const orphan of orphans) expect(keys).not.toContain(orphan);
    expect(keys).toContain(key);
    expect(keys).toContain(key.replace(/\.webp$/, '-thumb.webp'));
    expect((await served(url)).statusCode).toBe(200);
  });
});
