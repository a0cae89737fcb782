// The built web app with SPA fallback: unknown non-API paths get index.html (the app shows its
// 404 page), unknown /api paths get 404 JSON (DESIGN §6).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFile } from '../../../scripts/precompress';
import { errorBodyOf } from '@/server/test-support/http';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';

let t: TestApp;
let webRoot: string;
const BUNDLE = Array.from(
  { length: 400 },
  (_, i) => `export const text${i} = 'Sell your old clothes and get cash (${i})';`,
).join('\n');

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-web-'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>Resale</title><div id="root"></div>',
  );
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *');
  // A real-sized bundle, compressed by the build plugin itself.
  fs.writeFileSync(path.join(webRoot, 'assets', 'entry-def456.js'), BUNDLE);
  compressFile(path.join(webRoot, 'assets', 'entry-def456.js'));
  t = await createTestApp({ config: { webRoot } });
});

afterAll(() => {
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/signin', '/signup', '/superman', '/superman/dashboard', '/no/such/page'])(
    'answers %s with index.html (the app routes it)',
    async (url) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBeDefined();
    },
  );

  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli copy to a browser that accepts it, gzip to one that takes only gzip', async () => {
    const url = '/assets/entry-def456.js';
    const br = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 5);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);

    const gz = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);

    const plain = await t.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(BUNDLE);
  });

  it('serves a file with no compressed copy as it is, whatever the browser accepts', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });

  it('serves other files with no-cache', async () => {
    const response = await t.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('still answers unknown /api paths with 404 JSON', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      message: 'Not found: GET /api/does-not-exist',
    });
  });

  it('answers a POST to a page path with 404 JSON, not the app', async () => {
    const response = await t.inject({ method: 'POST', url: '/signin', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      message: 'Not found: POST /signin',
    });
  });

  it('does not serve files from outside the web root', async () => {
    const response = await t.inject({ method: 'GET', url: '/../../../../etc/passwd' });
    expect(response.body).not.toContain('root:');
    const encoded = await t.inject({ method: 'GET', url: '/%2e%2e/%2e%2e/%2e%2e/etc/passwd' });
    expect(encoded.body).not.toContain('root:');
  });
});
