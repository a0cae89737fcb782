// Security headers, cookie flags and the refusal of cross-origin state-changing requests
// (DESIGN §4).
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuthEndpoints } from '@/contract/admin-auth';
import { authEndpoints } from '@/contract/auth';
import {
  adminLogin,
  newCustomer,
  signUp,
  TEST_ADMIN_PASSWORD,
  TEST_PASSWORD,
  type SignedUp,
} from '@/server/test-support/factories';
import { uniqueEmail } from '@/test-support/unique';
import { call, errorBodyOf, setCookieOf, type AppLike } from '@/server/test-support/http';
import { createTestApp, type TestApp, appPerFile } from '@/server/test-support/test-app';
import { pageHeaders } from './security';

/** The options the app gave @fastify/helmet before it computed the headers once (security.ts). */
function helmetOptionsBefore(isProduction: boolean) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isProduction,
    referrerPolicy: { policy: 'same-origin' as const },
  };
}

const CROSS_ORIGIN_REFUSED = {
  code: 'CROSS_ORIGIN_REFUSED',
  message: 'Cross-origin requests are not allowed',
};

const t = appPerFile();

const healthz = (app: TestApp, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/healthz', headers });
const signin = (app: AppLike, account: SignedUp, headers?: Record<string, string>) =>
  call(app, authEndpoints.signIn, {
    body: { email: account.email, password: account.password },
    headers,
  });

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows only this origin', async () => {
    const csp = String((await healthz(t)).headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends the usual hardening headers', async () => {
    const response = await healthz(t);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it.each([false, true])(
    'are exactly the headers @fastify/helmet gives (production: %s)',
    async (isProduction) => {
      const reference = Fastify();
      await reference.register(helmet, helmetOptionsBefore(isProduction));
      reference.get('/', async () => 'ok');
      const expected = (await reference.inject({ method: 'GET', url: '/' })).headers;
      await reference.close();
      const helmetNames = Object.keys(expected).filter(
        (name) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
      );
      expect(pageHeaders(isProduction)).toEqual(
        Object.fromEntries(helmetNames.map((name) => [name, expected[name]])),
      );
    },
  );

  const API_JSON_HEADERS = {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
  };
  const PAGE_ONLY = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it.each([
    [
      'an answer',
      async () => call(t, authEndpoints.currentUser, { cookie: (await newCustomer(t)).cookie }),
    ],
    ['a refusal', async () => call(t, authEndpoints.currentUser)],
    ['an unknown /api path', async () => t.inject({ method: 'GET', url: '/api/no-such-thing' })],
  ])('sends JSON of /api the short set: %s', async (_what, request) => {
    const response = await request();
    expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
    expect(response.headers).toMatchObject(API_JSON_HEADERS);
    for (const name of PAGE_ONLY) expect(response.headers[name]).toBeUndefined();
  });

  it('sends a page served under /api (the sign-out confirmation) the full set', async () => {
    const response = await call(t, authEndpoints.logout, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(String(response.headers['content-type'])).toMatch(/^text\/html/);
    expect(response.headers).toMatchObject(pageHeaders(false));
  });

  it('does not send HSTS outside production', async () => {
    expect((await healthz(t)).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cross-origin state-changing requests are refused with 403', () => {
  let account: SignedUp;

  beforeAll(async () => {
    account = await signUp(t);
  });

  it.each([
    ['Origin: https://evil.example', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      'Sec-Fetch-Site: same-site (a sibling subdomain is another origin)',
      { 'sec-fetch-site': 'same-site' },
    ],
    ['Origin: null (sandboxed frames, file: pages)', { origin: 'null' }],
    ['a malformed Origin', { origin: 'not a url' }],
  ])('refuses a sign-in with %s, setting no cookie', async (_what, headers) => {
    const response = await signin(t, account, headers);
    expect(response.statusCode).toBe(403);
    expect(errorBodyOf(response)).toMatchObject(CROSS_ORIGIN_REFUSED);
    expect(setCookieOf(response, 'sid')).toBeUndefined();
  });

  it.each([
    [
      'a same-origin request (Origin matches Host)',
      { origin: 'https://resale.example', host: 'resale.example' },
    ],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none', { 'sec-fetch-site': 'none' }],
    ['a request without Origin or Sec-Fetch-Site (no browser, no ambient cookies)', {}],
  ])('allows %s', async (_what, headers) => {
    expect((await signin(t, account, headers)).statusCode).toBe(200);
  });

  it('refuses a cross-origin admin login and a cross-origin admin change', async () => {
    const login = await call(t, adminAuthEndpoints.logIn, {
      body: { password: TEST_ADMIN_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(login.statusCode).toBe(403);
    expect(errorBodyOf(login)).toMatchObject(CROSS_ORIGIN_REFUSED);
    const change = await call(t, authEndpoints.setUserAdmin, {
      params: { id: account.id },
      body: { isAdmin: true },
      cookie: await adminLogin(t),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(change.statusCode).toBe(403);
    expect(errorBodyOf(change)).toMatchObject(CROSS_ORIGIN_REFUSED);
  });

  it('refuses a cross-origin signup and writes nothing', async () => {
    const body = {
      email: uniqueEmail('csrf'),
      mobileNumber: '9876543210',
      password: TEST_PASSWORD,
    };
    const response = await call(t, authEndpoints.signUp, {
      body,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await call(t, authEndpoints.signUp, { body })).statusCode).toBe(201);
  });

  it('does not refuse cross-origin GET requests (they change nothing)', async () => {
    const response = await healthz(t, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('session cookies outside production', () => {
  it('are HttpOnly, SameSite=Lax, path / and not Secure (plain http on localhost)', async () => {
    const cookie = setCookieOf(await signin(t, await signUp(t)), 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });
});

describe('in production (NODE_ENV=production)', () => {
  let prod: TestApp;

  beforeAll(async () => {
    prod = await createTestApp({ env: { NODE_ENV: 'production' } });
  });

  afterAll(async () => {
    await prod.close();
  });

  const SECURE = { secure: true, httpOnly: true, sameSite: 'Lax' };

  it('marks the customer cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const response = await signin(prod, await signUp(prod));
    expect(response.statusCode).toBe(200);
    expect(setCookieOf(response, 'sid')).toMatchObject(SECURE);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('marks the admin cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const response = await call(prod, adminAuthEndpoints.logIn, {
      body: { password: TEST_ADMIN_PASSWORD },
    });
    expect(setCookieOf(response, 'admin_sid')).toMatchObject(SECURE);
  });

  it('sends HSTS and upgrade-insecure-requests', async () => {
    const response = await healthz(prod);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(response.headers['content-security-policy'])).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('sends HSTS on JSON of /api too', async () => {
    const response = await call(prod, authEndpoints.currentUser);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
