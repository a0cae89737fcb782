// The built web app: a public page's prerendered HTML to a visitor without a session, the plain
// shell to anyone else and for every other page of the app, the 404 page with status 404 for an
// address the app does not route, and 404 JSON for unknown /api paths (DESIGN §6, decision 0019).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFile } from '../../../scripts/precompress';
import { PATHS } from '@/domain/paths';
import { errorBodyOf } from '@/server/test-support/http';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';

let t: TestApp;
let webRoot: string;
const SHELL_HTML = '<!doctype html><title>Resale</title><div id="root"></div>';
const NOT_FOUND = 'Page Not Found';
const PUBLIC_PAGES: Record<string, string> = {
  [PATHS.home]: 'Sell your old clothes and get cash',
  [PATHS.signin]: 'Welcome back',
  [PATHS.signup]: 'Create your account',
  [PATHS.demo]: 'Sell your old clothes for cash (demo)',
  [PATHS.adminLogin]: 'Admin Login',
  [PATHS.agentSignin]: 'Agent Sign In',
  [PATHS.agentSignup]: 'Become an Agent',
};
/** A page as the build writes it, long enough to be worth compressing. */
const prerenderedHtml = (heading: string) =>
  `<!doctype html><title>${heading}</title><div id="root"><main><h1>${heading}</h1>${'<p>How it works</p>'.repeat(40)}</main></div>`;
/** Pages of the app that are not prerendered: always the shell. */
const SHELL_PAGES = [
  PATHS.auth,
  PATHS.submit,
  PATHS.profile,
  PATHS.help,
  PATHS.privacy,
  PATHS.adminDashboard,
  PATHS.agent,
  PATHS.agentProfile,
];
const BUNDLE = Array.from(
  { length: 400 },
  (_, i) => `export const text${i} = 'Sell your old clothes and get cash (${i})';`,
).join('\n');

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), SHELL_HTML);
  // What scripts/prerender.ts writes: one page per public address, the 404 page, and the list.
  fs.mkdirSync(path.join(webRoot, 'prerendered'));
  const pages: Record<string, string> = {};
  for (const [address, heading] of Object.entries(PUBLIC_PAGES)) {
    const file = `prerendered/${heading.replace(/\W+/g, '-').toLowerCase()}.html`;
    fs.writeFileSync(path.join(webRoot, file), prerenderedHtml(heading));
    compressFile(path.join(webRoot, file));
    pages[address] = file;
  }
  fs.writeFileSync(path.join(webRoot, 'prerendered/not-found.html'), prerenderedHtml(NOT_FOUND));
  fs.writeFileSync(
    path.join(webRoot, 'prerendered/pages.json'),
    JSON.stringify({ pages, notFound: 'prerendered/not-found.html' }),
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
  it.each(Object.entries(PUBLIC_PAGES))(
    'answers %s without a session with its prerendered HTML',
    async (url, heading) => {
      const response = await t.inject({ method: 'GET', url: `${url}?from=test` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(`<h1>${heading}</h1>`);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(response.headers['content-security-policy']).toBeDefined();
    },
  );

  it.each(['sid', 'agent_sid', 'admin_sid'])(
    'answers a public page with the plain shell when a %s cookie comes with it',
    async (cookie) => {
      for (const url of Object.keys(PUBLIC_PAGES)) {
        const response = await t.inject({ method: 'GET', url, cookies: { [cookie]: 'x' } });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(SHELL_HTML);
      }
    },
  );

  it.each(SHELL_PAGES)(
    'answers %s, a page of the app not prerendered, with the shell',
    async (url) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(SHELL_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('matches an address as the app routes it: any case, one trailing slash', async () => {
    for (const url of ['/SignIn', '/signin/', '/Agent/SignIn/']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        `<h1>${PUBLIC_PAGES[url.toLowerCase().replace(/\/$/, '')]!}</h1>`,
      );
    }
    const shell = await t.inject({ method: 'GET', url: '/Help/' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toBe(SHELL_HTML);
  });

  it.each(['/no/such/page', '/signin//', '/definitely-not-a-page?x=1'])(
    'answers %s, which the app does not route, with the 404 page and status 404',
    async (url) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(`<h1>${NOT_FOUND}</h1>`);
      expect(response.headers['cache-control']).toBe('no-cache');

      const signedIn = await t.inject({ method: 'GET', url, cookies: { sid: 'x' } });
      expect(signedIn.statusCode).toBe(404);
      expect(signedIn.body).toBe(SHELL_HTML);
    },
  );

  it('sends the prerendered page brotli-compressed to a browser that accepts it', async () => {
    const br = await t.inject({
      method: 'GET',
      url: PATHS.signin,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers.vary).toMatch(/cookie/i);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(
      prerenderedHtml(PUBLIC_PAGES[PATHS.signin]!),
    );
    const gz = await t.inject({
      method: 'GET',
      url: PATHS.home,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain(PUBLIC_PAGES[PATHS.home]);
  });

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
