// The API describes itself: /api/openapi.json is generated from the contracts and lists
// every /api route the app serves with its access and error codes; /api/docs is its readable page.
import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@/contract';
import { ERRORS } from '@/contract/error-codes';
import { errorsOf } from '@/contract/implicit-errors';
import { referenceEndpoints } from '@/contract/reference';
import { call, callOk } from '@/server/test-support/http';
import { listRoutes } from '@/server/test-support/routes';
import { appPerFile } from '@/server/test-support/test-app';
import { openApiPath, type OpenApiDocument } from './openapi';

const t = appPerFile();
let document: OpenApiDocument;

beforeAll(async () => {
  document = await callOk<OpenApiDocument>(t, referenceEndpoints.openApi);
});

const apiRoutes = () => listRoutes(t.app).filter((route) => route.url.startsWith('/api/'));

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).length).toBeGreaterThan(40);
  });

  it('lists every /api route the app serves, with its method', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter(
      (route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
    );
    expect(missing).toEqual([]);
  });

  it('lists nothing the app does not serve', () => {
    const served = new Set(apiRoutes().map((route) => `${route.method} ${openApiPath(route.url)}`));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((entry) => !served.has(entry))).toEqual([]);
  });

  it('gives every operation its contract: access, summary, success reply and every error code with its status', () => {
    for (const endpoint of allEndpoints()) {
      const operation = document.paths[openApiPath(endpoint.path)]![endpoint.method.toLowerCase()]!;
      expect(operation['x-access']).toBe(endpoint.access);
      expect(operation.summary).toBe(endpoint.summary);
      expect(operation['x-error-codes']).toEqual(errorsOf(endpoint));
      const responses = operation.responses as Record<string, { description: string }>;
      expect(Object.keys(responses).some((status) => Number(status) < 400)).toBe(true);
      for (const code of errorsOf(endpoint)) {
        expect(responses[String(ERRORS[code].status)]?.description).toContain(`\`${code}\``);
      }
    }
  });

  it('describes request bodies and path parameters from the shared schemas', () => {
    const signup = document.paths['/api/auth/signup']!.post!;
    const body = signup.requestBody as {
      content: Record<string, { schema: { properties: object } }>;
    };
    expect(Object.keys(body.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['email', 'password', 'mobileNumber']),
    );
    const password = document.paths['/api/admin/users/{id}/password']!.patch!;
    expect(password.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
  });

  it('names the session cookie each principal sends', () => {
    const schemes = (document.components as { securitySchemes: Record<string, { name: string }> })
      .securitySchemes;
    expect(schemes.customerSession!.name).toBe('sid');
    expect(schemes.agentSession!.name).toBe('agent_sid');
    expect(schemes.adminSession!.name).toBe('admin_sid');
    expect(document.paths['/api/admin/users']!.get!.security).toEqual([{ adminSession: [] }]);
    expect(document.paths['/api/auth/signin']!.post!.security).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('is a page that lists every route, its access and the error codes', async () => {
    const response = await call(t, referenceEndpoints.docs);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    for (const endpoint of allEndpoints())
      expect(response.body).toContain(openApiPath(endpoint.path));
    expect(response.body).toContain('MINIMUM_ORDER_NOT_MET');
    expect(response.body).not.toContain('<script');
  });
});
