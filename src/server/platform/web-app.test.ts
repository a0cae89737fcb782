// The built web app with SPA fallback: unknown non-API paths get index.html (the app shows its
// 404 page), unknown /api paths get 404 JSON (DESIGN §6).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodyOf } from '@/server/test-support/http';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-web-'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>Resale</title><div id="root"></div>',
  );
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *');
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
