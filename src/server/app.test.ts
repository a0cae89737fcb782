// Health and readiness (DESIGN §6), caching of API answers, and route access declarations.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authEndpoints } from '@/contract/auth';
import { endpoint, json } from '@/contract/endpoint';
import { shipmentEndpoints } from '@/contract/shipments';
import { bindEndpoint } from './platform/bind-endpoint';
import { registerGuards, type GuardDeps } from './platform/guards';
import { newCustomer } from './test-support/factories';
import { call } from './test-support/http';
import { appPerFile } from './test-support/test-app';

const t = appPerFile();

describe('GET /healthz', () => {
  it('answers 200 {status: "ok"} while the process is up', async () => {
    const response = await t.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

// /readyz (database, storage, Redis, draining): platform/probes.test.ts.

describe('caching of API answers', () => {
  it('marks personal API answers private, no-cache', async () => {
    const customer = await newCustomer(t);
    for (const personal of [authEndpoints.currentUser, shipmentEndpoints.getEarnings]) {
      const response = await call(t, personal, { cookie: customer.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('marks error answers private, no-cache too', async () => {
    const response = await call(t, authEndpoints.currentUser);
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('every /api route is bound from a contract', () => {
  const deps = {} as GuardDeps;

  it('refuses to register an /api route by hand', async () => {
    const app = Fastify();
    registerGuards(app, deps);
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(
      'Route GET /api/undeclared is not bound from a contract',
    );
    expect(() =>
      app.get('/api/declared', { config: { access: 'public' } }, async () => ({})),
    ).toThrow(/is not bound from a contract/);
    await app.close().catch(() => undefined);
  });

  it('refuses a contract with an unknown access level', async () => {
    const app = Fastify();
    registerGuards(app, deps);
    const odd = endpoint({
      method: 'GET',
      path: '/api/odd',
      access: 'everyone' as never,
      summary: 'odd',
      reply: json(z.object({})),
      errors: [],
    });
    expect(() => bindEndpoint(app, odd, async () => ({}))).toThrow(/does not declare its access/);
    await app.close().catch(() => undefined);
  });

  it('lets non-API routes go without a contract', async () => {
    const app = Fastify();
    registerGuards(app, deps);
    app.get('/plain', async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/plain' })).statusCode).toBe(200);
    await app.close();
  });
});
