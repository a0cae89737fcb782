// GET /api/logout and GET /api/agent/logout end a session only for a
// navigation from this site (or one the person made); another site's image or link gets a page
// asking to confirm, and the session lives on. The admin's POST logout keeps working.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminAuthEndpoints } from '@/contract/admin-auth';
import { agentEndpoints } from '@/contract/agents';
import { authEndpoints } from '@/contract/auth';
import { adminLogin, newAgent, newCustomer } from '@/server/test-support/factories';
import { call, setCookieOf } from '@/server/test-support/http';
import { sessionRowOf } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';
import { isSameOriginNavigation } from './same-origin';

const HOST = 'resale.example';

const requestWith = (headers: Record<string, string>) =>
  ({ headers: { host: HOST, ...headers } }) as unknown as FastifyRequest;

describe('isSameOriginNavigation', () => {
  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }, true],
    ['Sec-Fetch-Site none (address bar, bookmark)', { 'sec-fetch-site': 'none' }, true],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, false],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }, false],
    [
      'Sec-Fetch-Site cross-site wins over a same-host Referer',
      { 'sec-fetch-site': 'cross-site', referer: `https://${HOST}/profile` },
      false,
    ],
    ['no Sec-Fetch-Site, a Referer on this host', { referer: `https://${HOST}/profile` }, true],
    ['no Sec-Fetch-Site, a foreign Referer', { referer: 'https://evil.example/x' }, false],
    [
      'no Sec-Fetch-Site, a Referer on a look-alike host',
      { referer: `https://${HOST}.evil.example/` },
      false,
    ],
    ['no Sec-Fetch-Site, an Origin on this host', { origin: `https://${HOST}` }, true],
    [
      'no Sec-Fetch-Site, a foreign Origin and a same-host Referer',
      { origin: 'https://evil.example', referer: `https://${HOST}/` },
      false,
    ],
    ['no Sec-Fetch-Site, Origin null', { origin: 'null' }, false],
    ['no Sec-Fetch-Site, an unreadable Referer', { referer: 'not a url' }, false],
    ['no sign at all (a suppressed Referer)', {}, false],
  ])('%s -> %s', (_what, headers, expected) => {
    expect(isSameOriginNavigation(requestWith(headers))).toBe(expected);
  });
});

const t = appPerFile();

const host = { host: HOST };
const me = (cookie: string) => call(t, authEndpoints.currentUser, { cookie });
const agentProfile = (cookie: string) => call(t, agentEndpoints.profile, { cookie });

function expectConfirmationPage(
  response: Awaited<ReturnType<typeof call>>,
  signOutPath: string,
  cookieName: string,
) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  expect(response.body).toContain(`href="${signOutPath}"`);
  expect(response.body).toContain('Sign out?');
  expect(response.body).not.toMatch(/<script|\son\w+=/i);
  // The cookie is neither cleared nor replaced.
  expect(setCookieOf(response, cookieName)).toBeUndefined();
}

describe('GET /api/logout', () => {
  it.each([
    ['cross-site (an <img> or link on another site)', { 'sec-fetch-site': 'cross-site' }],
    ['same-site (another subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['no Sec-Fetch-Site and a foreign Referer', { referer: 'https://evil.example/page' }],
    ['no Sec-Fetch-Site and a foreign Origin', { origin: 'https://evil.example' }],
    ['no sign at all', {}],
  ])('%s: a page to confirm, and the session lives on', async (_what, headers) => {
    const customer = await newCustomer(t);
    const response = await call(t, authEndpoints.logout, {
      cookie: customer.cookie,
      headers: { ...host, ...headers },
    });
    expectConfirmationPage(response, '/api/logout', 'sid');
    expect(await sessionRowOf(t, customer.cookie)).toBeDefined();
    expect((await me(customer.cookie)).statusCode).toBe(200);
  });

  it.each([
    ['same-origin (the Sign Out link)', { 'sec-fetch-site': 'same-origin' }],
    ['none (typed or bookmarked)', { 'sec-fetch-site': 'none' }],
    ['no Sec-Fetch-Site and a Referer on this host', { referer: `http://${HOST}/profile` }],
  ])('%s: ends the session and goes to /', async (_what, headers) => {
    const customer = await newCustomer(t);
    const response = await call(t, authEndpoints.logout, {
      cookie: customer.cookie,
      headers: { ...host, ...headers },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(setCookieOf(response, 'sid')?.value).toBe('');
    expect(await sessionRowOf(t, customer.cookie)).toBeUndefined();
    expect((await me(customer.cookie)).statusCode).toBe(401);
  });

  it("the confirmation page's link, followed, signs out", async () => {
    const customer = await newCustomer(t);
    await call(t, authEndpoints.logout, {
      cookie: customer.cookie,
      headers: { ...host, 'sec-fetch-site': 'cross-site' },
    });
    // What the browser sends when the person clicks "Sign out" on that page.
    const followed = await call(t, authEndpoints.logout, {
      cookie: customer.cookie,
      headers: { ...host, 'sec-fetch-site': 'same-origin', referer: `http://${HOST}/api/logout` },
    });
    expect(followed.statusCode).toBe(302);
    expect((await me(customer.cookie)).statusCode).toBe(401);
  });
});

describe('GET /api/agent/logout', () => {
  it('cross-site: a page to confirm, and the agent stays signed in', async () => {
    const agent = await newAgent(t);
    const response = await call(t, agentEndpoints.logOut, {
      cookie: agent.cookie,
      headers: { ...host, 'sec-fetch-site': 'cross-site' },
    });
    expectConfirmationPage(response, '/api/agent/logout', 'agent_sid');
    expect((await agentProfile(agent.cookie)).statusCode).toBe(200);
  });

  it('no Sec-Fetch-Site and a foreign Referer: the agent stays signed in', async () => {
    const agent = await newAgent(t);
    const response = await call(t, agentEndpoints.logOut, {
      cookie: agent.cookie,
      headers: { ...host, referer: 'https://evil.example/' },
    });
    expect(response.statusCode).toBe(200);
    expect((await agentProfile(agent.cookie)).statusCode).toBe(200);
  });

  it('same-origin: ends the session and goes to /agent/signin', async () => {
    const agent = await newAgent(t);
    const response = await call(t, agentEndpoints.logOut, {
      cookie: agent.cookie,
      headers: { ...host, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/agent/signin');
    expect((await agentProfile(agent.cookie)).statusCode).toBe(401);
  });
});

describe('POST /api/admin/logout', () => {
  it('from this site it signs out; from another site it is refused and the session lives', async () => {
    const cookie = await adminLogin(t);
    const session = () => call(t, adminAuthEndpoints.session, { cookie });

    const foreign = await call(t, adminAuthEndpoints.logOut, {
      cookie,
      headers: { ...host, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await session()).statusCode).toBe(200);

    const own = await call(t, adminAuthEndpoints.logOut, {
      cookie,
      headers: { ...host, 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` },
    });
    expect(own.statusCode).toBe(200);
    expect((await session()).statusCode).toBe(401);
  });
});
