// Security headers, cookie flags and the refusal of cross-origin state-changing requests
// (issue 2 "Server"; DESIGN §4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  setCookieOf,
  signUp,
  TEST_ADMIN_PASSWORD,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '../test-support/test-app';
import { CROSS_ORIGIN_MESSAGE } from './security';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows only this origin', async () => {
    const response = await t.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
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
    const response = await t.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('does not send HSTS outside production', async () => {
    const response = await t.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cross-origin state-changing requests are refused with 403', () => {
  async function signinFrom(headers: Record<string, string>) {
    const { email } = await signUp(t);
    return t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: TEST_PASSWORD },
      headers,
    });
  }

  it('refuses Origin: https://evil.example', async () => {
    const response = await signinFrom({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(errorMessageOf(response)).toBe(CROSS_ORIGIN_MESSAGE);
    expect(setCookieOf(response, 'sid')).toBeUndefined();
  });

  it('refuses Sec-Fetch-Site: cross-site', async () => {
    const response = await signinFrom({ 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(errorMessageOf(response)).toBe(CROSS_ORIGIN_MESSAGE);
  });

  it('refuses Sec-Fetch-Site: same-site (a sibling subdomain is another origin)', async () => {
    const response = await signinFrom({ 'sec-fetch-site': 'same-site' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses Origin: null (sandboxed frames, file: pages)', async () => {
    const response = await signinFrom({ origin: 'null' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a malformed Origin', async () => {
    const response = await signinFrom({ origin: 'not a url' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a cross-origin admin login and a cross-origin admin change', async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(login.statusCode).toBe(403);
    const cookie = await adminLogin(t);
    const { id } = await signUp(t);
    const change = await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}/admin`,
      payload: { isAdmin: true },
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(change.statusCode).toBe(403);
  });

  it('refuses a cross-origin signup and writes nothing', async () => {
    const email = uniqueEmail('csrf');
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, mobileNumber: '9876543210', password: TEST_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    const retry = await t.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, mobileNumber: '9876543210', password: TEST_PASSWORD },
    });
    expect(retry.statusCode).toBe(201);
  });

  it('allows a same-origin request (Origin matches Host)', async () => {
    const response = await signinFrom({ origin: 'https://resale.example', host: 'resale.example' });
    expect(response.statusCode).toBe(200);
  });

  it('allows Sec-Fetch-Site: same-origin and none', async () => {
    expect((await signinFrom({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await signinFrom({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
  });

  it('allows requests without Origin or Sec-Fetch-Site (no browser, no ambient cookies)', async () => {
    expect((await signinFrom({})).statusCode).toBe(200);
  });

  it('does not refuse cross-origin GET requests (they change nothing)', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('session cookies outside production', () => {
  it('are HttpOnly, SameSite=Lax, path / and not Secure (plain http on localhost)', async () => {
    const { email } = await signUp(t);
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: TEST_PASSWORD },
    });
    const cookie = setCookieOf(response, 'sid');
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

  it('marks the customer cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const { email } = await signUp(prod);
    const response = await prod.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(setCookieOf(response, 'sid')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('marks the admin cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const response = await prod.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    expect(setCookieOf(response, 'admin_sid')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('sends HSTS and upgrade-insecure-requests', async () => {
    const response = await prod.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
