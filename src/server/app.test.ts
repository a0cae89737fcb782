// Health and readiness (DESIGN §6), caching of API answers, and route access declarations.
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessageOf, newCustomer, type TestApp } from './test-support/test-app';
import { registerGuards } from './platform/guards';
import type { GuardDeps } from './platform/guards';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

describe('GET /healthz', () => {
  it('answers 200 {status: "ok"} while the process is up', async () => {
    const response = await t.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers 200 {status: "ready"} when the database answers', async () => {
    const response = await t.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 {message} when the database does not', async () => {
    const ping = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await t.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(errorMessageOf(response)).toBe('Database unavailable');
      expect(response.body).not.toContain('connection refused');
    } finally {
      t.database.ping = ping;
    }
  });
});

describe('caching of API answers', () => {
  it('marks personal API answers private, no-cache', async () => {
    const customer = await newCustomer(t);
    for (const url of ['/api/auth/user', '/api/earnings']) {
      const response = await t.inject({ method: 'GET', url, headers: { cookie: customer.cookie } });
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('marks error answers private, no-cache too', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('every /api route declares who may call it', () => {
  const deps = {} as GuardDeps;

  it('refuses to register an /api route without an access declaration', async () => {
    const app = Fastify();
    registerGuards(app, deps);
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(
      'Route GET /api/undeclared does not declare its access',
    );
    await app.close().catch(() => undefined);
  });

  it('refuses an unknown access level', async () => {
    const app = Fastify();
    registerGuards(app, deps);
    expect(() =>
      app.get('/api/odd', { config: { access: 'everyone' as never } }, async () => ({})),
    ).toThrow(/does not declare its access/);
    await app.close().catch(() => undefined);
  });

  it('lets non-API routes go without a declaration', async () => {
    const app = Fastify();
    registerGuards(app, deps);
    app.get('/plain', async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/plain' })).statusCode).toBe(200);
    await app.close();
  });
});
