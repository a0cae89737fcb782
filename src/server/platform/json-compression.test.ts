// /api JSON is compressed where it pays: large answers, to clients that ask, never tiny ones.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import { itemEndpoints } from '@/contract/items';
import { newCustomer, pendingItem, type Customer } from '@/server/test-support/factories';
import { call } from '@/server/test-support/http';
import { appPerFile } from '@/server/test-support/test-app';
import { chooseEncoding, COMPRESS_FROM_BYTES } from './json-compression';

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['BR ; q=0.5', 'br'],
  ] as const)('%s gives %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compression of /api JSON', () => {
  const t = appPerFile();
  let seller: Customer;
  let plain: string;

  beforeAll(async () => {
    seller = await newCustomer(t);
    for (let i = 0; i < 4; i += 1) await pendingItem(t, seller);
    const response = await call(t, itemEndpoints.listMyItems, { cookie: seller.cookie });
    plain = response.body;
  });

  afterAll(async () => {
    await t.close();
  });

  const list = (acceptEncoding?: string) =>
    call(t, itemEndpoints.listMyItems, {
      cookie: seller.cookie,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('the list used here is over the threshold', () => {
    expect(Buffer.byteLength(plain)).toBeGreaterThan(COMPRESS_FROM_BYTES);
  });

  it('answers brotli to a browser that accepts it: the same JSON, fewer bytes', async () => {
    const response = await list('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(plain) / 2);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(plain);
  });

  it('answers gzip to a client that accepts only gzip', async () => {
    const response = await list('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect((await promisify(zlib.gunzip)(response.rawPayload)).toString()).toBe(plain);
  });

  it('answers plain JSON to a client that asks for none, saying the answer varies', async () => {
    const response = await list();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.body).toBe(plain);
  });

  it('keeps the ETag of the JSON: a revalidation is still a 304 without a body', async () => {
    const first = await list('br');
    const again = await call(t, itemEndpoints.listMyItems, {
      cookie: seller.cookie,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('leaves a small answer alone', async () => {
    const response = await call(t, authEndpoints.currentUser, {
      cookie: seller.cookie,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(Buffer.byteLength(response.body)).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });
});
