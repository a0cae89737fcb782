// One line per request at completion (method, route pattern, status, ms, request id, principal
// kind, never who exactly), the request id taken from a trusted proxy or made and always
// returned, and the quiet levels for probes and static files. Read from the app's real log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { agentEndpoints } from '@/contract/agents';
import { authEndpoints } from '@/contract/auth';
import { itemEndpoints } from '@/contract/items';
import {
  adminLogin,
  newAgent,
  newCustomer,
  TEST_PASSWORD,
  uploadPhotos,
} from '@/server/test-support/factories';
import { uniqueEmail } from '@/test-support/unique';
import { call, served, type InjectResponse } from '@/server/test-support/http';
import { createTestApp, type TestApp, appPerFile } from '@/server/test-support/test-app';
import { levelOf, trustedPeer } from './request-log';
import { capturedLines } from '@/server/test-support/log-capture';

vi.mock('@/server/platform/logger', async (importOriginal) =>
  (await import('@/server/test-support/log-capture')).capturingLogger(await importOriginal()),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DEBUG = 20;
const INFO = 30;
const ERROR = 50;

type Line = Record<string, unknown> & { level: number; msg: string };

/** The lines logged for the request that got this response (by its X-Request-Id). */
function linesOf(response: InjectResponse): Line[] {
  const id = response.headers['x-request-id'];
  expect(id, 'the response carries X-Request-Id').toBeTypeOf('string');
  return capturedLines
    .map((line) => JSON.parse(line) as Line)
    .filter((line) => line.requestId === id);
}

/** The single request line of a response. */
function requestLineOf(response: InjectResponse): Line {
  const lines = linesOf(response);
  expect(lines.map((line) => line.msg)).toEqual(['request completed']);
  return lines[0]!;
}

const t = appPerFile({ env: { LOG_LEVEL: 'debug' } });

describe('one line per request', () => {
  it("a customer's request: method, route, status, ms, request id, principal; no email or id", async () => {
    const customer = await newCustomer(t);
    const response = await call(t, authEndpoints.currentUser, { cookie: customer.cookie });
    expect(response.statusCode).toBe(200);
    const line = requestLineOf(response);
    expect(line).toMatchObject({
      level: INFO,
      method: 'GET',
      route: '/api/auth/user',
      status: 200,
      principal: 'customer',
      requestId: response.headers['x-request-id'],
    });
    expect(line.ms).toBeTypeOf('number');
    const text = JSON.stringify(line);
    expect(text).not.toContain(customer.email);
    expect(text).not.toContain(customer.id);
    expect(text).not.toContain(customer.cookie.split('=')[1]);
  });

  it('the route pattern, not the URL: no ids, no query', async () => {
    const admin = await adminLogin(t);
    const response = await call(t, itemEndpoints.reviewItem, {
      params: { id: 987654 },
      query: { note: 'secret-query' },
      body: { status: 'rejected' },
      cookie: admin,
    });
    expect(response.statusCode).toBe(404);
    const line = requestLineOf(response);
    expect(line).toMatchObject({
      level: INFO,
      method: 'PATCH',
      route: '/api/admin/clothing-items/:id',
      status: 404,
      principal: 'admin',
    });
    expect(JSON.stringify(line)).not.toMatch(/987654|secret-query/);
  });

  it('an agent, and a visitor refused (4xx at info)', async () => {
    const agent = await newAgent(t);
    const asAgent = await call(t, agentEndpoints.profile, { cookie: agent.cookie });
    expect(requestLineOf(asAgent)).toMatchObject({ principal: 'agent', status: 200 });
    expect(JSON.stringify(requestLineOf(asAgent))).not.toContain(agent.email);

    const visitor = await call(t, agentEndpoints.profile);
    expect(visitor.statusCode).toBe(401);
    expect(requestLineOf(visitor)).toMatchObject({
      level: INFO,
      principal: 'visitor',
      status: 401,
      route: '/api/agent/profile',
    });
  });

  it('an unknown path is logged without its URL', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/no-such/4242?email=x@y.z' });
    expect(response.statusCode).toBe(404);
    const line = requestLineOf(response);
    expect(line).toMatchObject({ route: 'unmatched', status: 404, level: INFO });
    expect(JSON.stringify(line)).not.toMatch(/4242|x@y\.z/);
  });

  it('probes at debug, and static files (non-/api GETs answered 2xx) at debug', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await t.inject({ method: 'GET', url });
      expect(requestLineOf(response)).toMatchObject({ level: DEBUG, route: url, status: 200 });
    }
    const customer = await newCustomer(t);
    const [photoUrl] = await uploadPhotos(t, customer);
    const { response } = await served(t, photoUrl!);
    expect(response.statusCode).toBe(200);
    expect(requestLineOf(response)).toMatchObject({
      level: DEBUG,
      route: '/uploads/:folder/:name',
      principal: 'visitor',
    });
  });

  it('a 5xx at error, and the error handler’s line carries the same request id', async () => {
    await t.database.exec(
      `ALTER TABLE users ADD CONSTRAINT forced_failure CHECK (first_name <> 'Boom')`,
    );
    try {
      const response = await call(t, authEndpoints.signUp, {
        body: {
          firstName: 'Boom',
          lastName: 'Verma',
          email: uniqueEmail('boom'),
          mobileNumber: '9812345678',
          password: TEST_PASSWORD,
        },
      });
      expect(response.statusCode).toBe(500);
      const lines = linesOf(response);
      expect(lines.map((line) => [line.msg, line.level])).toEqual([
        ['request failed', ERROR],
        ['request completed', ERROR],
      ]);
      expect(lines[1]).toMatchObject({ route: '/api/auth/signup', status: 500 });
    } finally {
      await t.database.exec(`ALTER TABLE users DROP CONSTRAINT forced_failure`);
    }
  });
});

describe('request ids', () => {
  let proxied: TestApp;

  beforeAll(async () => {
    // Behind one proxy at 10.0.0.5.
    proxied = await createTestApp({ config: { trustProxy: ['10.0.0.5'] } });
  });
  afterAll(() => proxied.close());

  const ask = (app: TestApp, remoteAddress: string, id?: string) =>
    app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress,
      ...(id !== undefined ? { headers: { 'x-request-id': id } } : {}),
    });

  it('made per request (a UUID) and returned', async () => {
    const [a, b] = [await ask(t, '127.0.0.1'), await ask(t, '127.0.0.1')];
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('returned on refusals too', async () => {
    const response = await call(t, agentEndpoints.profile);
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it("a trusted proxy's id is kept; a client's own is replaced", async () => {
    const fromProxy = await ask(proxied, '10.0.0.5', 'lb-7f3a:0042.x_y');
    expect(fromProxy.headers['x-request-id']).toBe('lb-7f3a:0042.x_y');

    const direct = await ask(proxied, '203.0.113.9', 'lb-7f3a:0042.x_y');
    expect(direct.headers['x-request-id']).toMatch(UUID);

    // The default app trusts no proxy at all.
    const untrusting = await ask(t, '127.0.0.1', 'chosen-by-client');
    expect(untrusting.headers['x-request-id']).toMatch(UUID);
  });

  it("a trusted proxy's malformed id is replaced", async () => {
    for (const bad of ['has space', 'x'.repeat(129), 'quote"d', 'new\u00e9line', '']) {
      const response = await ask(proxied, '10.0.0.5', bad);
      expect(response.headers['x-request-id'], bad).toMatch(UUID);
    }
    const longest = 'a'.repeat(128);
    expect((await ask(proxied, '10.0.0.5', longest)).headers['x-request-id']).toBe(longest);
  });
});

describe('trusted peers (TRUST_PROXY)', () => {
  it('a hop count trusts the socket peer; false trusts nobody', () => {
    expect(trustedPeer(1)('203.0.113.9')).toBe(true);
    expect(trustedPeer(0)('203.0.113.9')).toBe(false);
    expect(trustedPeer(false)('127.0.0.1')).toBe(false);
  });

  it('addresses, CIDRs and named ranges, IPv4-mapped peers included', () => {
    const trusted = trustedPeer(['10.1.0.0/16', '2001:db8::7', 'loopback']);
    expect(trusted('10.1.200.3')).toBe(true);
    expect(trusted('::ffff:10.1.200.3')).toBe(true);
    expect(trusted('10.2.0.1')).toBe(false);
    expect(trusted('2001:db8::7')).toBe(true);
    expect(trusted('2001:db8::8')).toBe(false);
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted(undefined)).toBe(false);
    expect(trustedPeer(['uniquelocal'])('192.168.4.4')).toBe(true);
  });
});

describe('levels', () => {
  const summary = { method: 'GET', route: '/*', status: 200, ms: 1, principal: 'visitor' } as const;
  it('web app files at debug, but not a refused or failed one, nor a non-GET', () => {
    expect(levelOf(summary, '/assets/app.js')).toBe('debug');
    expect(levelOf({ ...summary, status: 304 }, '/assets/app.js')).toBe('debug');
    expect(levelOf({ ...summary, status: 404 }, '/assets/app.js')).toBe('info');
    expect(levelOf({ ...summary, status: 500 }, '/assets/app.js')).toBe('error');
    expect(levelOf({ ...summary, method: 'POST' }, '/x')).toBe('info');
    expect(levelOf(summary, '/api/auth/user')).toBe('info');
  });
});
