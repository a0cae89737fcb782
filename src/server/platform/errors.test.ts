// One error shape for the whole API: exactly { code, message, params } with the status the
// catalogue gives the code, no stack or SQL (DESIGN §4). errorMessageOf/errorBodyOf check the
// shape and the status of every error a test reads.
import { afterEach, describe, expect, it } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import type { EndpointSpec } from '@/contract/endpoint';
import type { ErrorCode } from '@/contract/error-codes';
import { newCustomer, signUp } from '@/server/test-support/factories';
import { call, errorBodyOf } from '@/server/test-support/http';
import { appPerFile } from '@/server/test-support/test-app';
import { AppError, appError, isUniqueViolation, validationError } from './errors';

const t = appPerFile();

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api'],
    ['DELETE', '/api/auth/user'],
    ['GET', '/api/admin/users/123/unknown'],
  ] as const)('%s %s answers 404 ROUTE_NOT_FOUND', async (method, url) => {
    const response = await t.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBodyOf(response)).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: `Not found: ${method} ${url}`,
      params: { method, path: url },
    });
  });

  it('does not echo the query string in the message', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/nope?token=secret' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret');
  });

  it('answers 404 JSON for non-API paths when no web app is built (API-only)', async () => {
    const response = await t.inject({ method: 'GET', url: '/some/page' });
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response)).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: 'Not found: GET /some/page',
      params: { method: 'GET', path: '/some/page' },
    });
  });
});

describe('bad request bodies are 4xx { code, message, params }, never 500', () => {
  const NOT_JSON = 'The request body is not valid JSON.';
  const json = 'application/json';

  it.each<[string, EndpointSpec, string, string, ErrorCode, string, object]>([
    [
      'malformed JSON',
      authEndpoints.signIn,
      json,
      '{"email": "a@example.com", "password": ',
      'INVALID_JSON',
      NOT_JSON,
      {},
    ],
    ['an empty JSON body', authEndpoints.signUp, json, '', 'INVALID_JSON', NOT_JSON, {}],
    [
      'JSON null',
      authEndpoints.signIn,
      json,
      'null',
      'INVALID_INPUT',
      'Invalid input: expected object, received null',
      { field: '', rule: '' },
    ],
    [
      'a text/plain body',
      authEndpoints.signIn,
      'text/plain',
      'email=a@example.com',
      'INVALID_INPUT',
      'Invalid input: expected object, received string',
      { field: '', rule: '' },
    ],
    [
      'an unsupported content type: 415',
      authEndpoints.signIn,
      'application/xml',
      '<email>a@example.com</email>',
      'UNSUPPORTED_MEDIA_TYPE',
      'Unsupported content type.',
      {},
    ],
    [
      'a body over 1 MB: 413',
      authEndpoints.signUp,
      json,
      JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(1024 * 1024 + 10) }),
      'BODY_TOO_LARGE',
      'The request is too large.',
      {},
    ],
    [
      'a wrongly typed field, named',
      authEndpoints.signIn,
      json,
      JSON.stringify({ email: ['a@example.com'], password: { $ne: '' } }),
      'INVALID_INPUT',
      'Email is required',
      { field: 'email', rule: 'fields.emailRequired' },
    ],
  ])('%s: "%s"', async (_what, endpoint, contentType, body, code, message, params) => {
    const response = await call(t, endpoint, { headers: { 'content-type': contentType }, body });
    // errorBodyOf also checks the status is the one the catalogue gives the code.
    expect(errorBodyOf(response)).toEqual({ code, message, params });
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('unexpected failures', () => {
  let renamed = false;

  afterEach(async () => {
    if (renamed) {
      await t.database.exec('ALTER TABLE "sessions_moved_away" RENAME TO "sessions"');
      renamed = false;
    }
  });

  it('answer 500 with a generic message: no stack, no SQL, no table names', async () => {
    const customer = await newCustomer(t);
    await t.database.exec('ALTER TABLE "sessions" RENAME TO "sessions_moved_away"');
    renamed = true;
    const response = await call(t, authEndpoints.currentUser, { cookie: customer.cookie });
    expect(response.statusCode).toBe(500);
    expect(errorBodyOf(response)).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong. Please try again.',
      params: {},
    });
    for (const leak of ['sessions', 'select', 'relation', 'at ', 'stack', '.ts']) {
      expect(response.body.toLowerCase()).not.toContain(leak);
    }
  });

  it('the app keeps working afterwards', async () => {
    expect((await signUp(t)).response.statusCode).toBe(201);
  });
});

describe('isUniqueViolation', () => {
  it('recognises PostgreSQL 23505, also wrapped in a cause', () => {
    const pgError = { code: '23505', constraint: 'users_email_lower_unique' };
    expect(isUniqueViolation(pgError)).toBe(true);
    expect(isUniqueViolation(pgError, 'users_email_lower_unique')).toBe(true);
    expect(isUniqueViolation(pgError, 'users_pkey')).toBe(false);
    expect(
      isUniqueViolation(new Error('wrapped', { cause: pgError }), 'users_email_lower_unique'),
    ).toBe(true);
  });

  it('is false for anything else', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});

describe('AppError', () => {
  it('takes its status and English text from the catalogue', () => {
    const error = appError('ITEM_ALREADY_REVIEWED');
    expect(error).toBeInstanceOf(Error);
    expect(error.statusCode).toBe(409);
    expect(error.toBody()).toEqual({
      code: 'ITEM_ALREADY_REVIEWED',
      message: 'This item has already been reviewed.',
      params: {},
    });
  });

  it('fills a text from its params and sends them along', () => {
    const error = appError('MINIMUM_ORDER_NOT_MET', { shortfall: '178.50' });
    expect(error.statusCode).toBe(400);
    expect(error.toBody()).toEqual({
      code: 'MINIMUM_ORDER_NOT_MET',
      message: 'Minimum order value is ₹499. Add ₹178.50 more to create a shipment.',
      params: { shortfall: '178.50' },
    });
  });

  it('names the broken rule of a validation error when the text is one of the shared rules', () => {
    expect(validationError('password', 'Password must be at least 8 characters').toBody()).toEqual({
      code: 'INVALID_INPUT',
      message: 'Password must be at least 8 characters',
      params: { field: 'password', rule: 'fields.passwordMin' },
    });
    expect(validationError('x', 'Expected a number').params).toEqual({ field: 'x', rule: '' });
    expect(new AppError('INVALID_INPUT', { field: 'a', rule: '' }, 'Own text').message).toBe(
      'Own text',
    );
  });
});
