// One error shape for the whole API: exactly { message: string }, right status, no stack or SQL
// (issue 2 "Server"; DESIGN §4).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  errorMessageOf,
  newCustomer,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '../test-support/test-app';
import { AppError, isUniqueViolation } from './errors';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api'],
    ['DELETE', '/api/auth/user'],
    ['GET', '/api/admin/users/123/unknown'],
  ] as const)('%s %s answers 404 {message}', async (method, url) => {
    const response = await t.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorMessageOf(response)).toBe(`Not found: ${method} ${url}`);
  });

  it('does not echo the query string in the message', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/nope?token=secret' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret');
  });

  it('answers 404 JSON for non-API paths when no web app is built (API-only)', async () => {
    const response = await t.inject({ method: 'GET', url: '/some/page' });
    expect(response.statusCode).toBe(404);
    errorMessageOf(response);
  });
});

describe('bad request bodies are 4xx {message}, never 500', () => {
  it('malformed JSON: 400 "The request body is not valid JSON."', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('The request body is not valid JSON.');
  });

  it('an empty JSON body: 400 {message}', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('The request body is not valid JSON.');
  });

  it('JSON null: 400 {message}', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(response.statusCode).toBe(400);
    errorMessageOf(response);
  });

  it('a text/plain body: 400 {message}', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@example.com',
    });
    expect(response.statusCode).toBe(400);
    errorMessageOf(response);
  });

  it('an unsupported content type: 415 "Unsupported content type."', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@example.com</email>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorMessageOf(response)).toBe('Unsupported content type.');
  });

  it('a body over 1 MB: 413 "The request is too large."', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorMessageOf(response)).toBe('The request is too large.');
  });

  it('a wrongly typed field: 400 {message}', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: ['a@example.com'], password: { $ne: '' } },
    });
    expect(response.statusCode).toBe(400);
    errorMessageOf(response);
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
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: customer.cookie },
    });
    expect(response.statusCode).toBe(500);
    expect(errorMessageOf(response)).toBe('Something went wrong. Please try again.');
    for (const leak of ['sessions', 'select', 'relation', 'at ', 'stack', '.ts']) {
      expect(response.body.toLowerCase()).not.toContain(leak);
    }
  });

  it('the app keeps working afterwards', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: uniqueEmail(), mobileNumber: '9876543210', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('isUniqueViolation', () => {
  it('recognises PostgreSQL 23505, also wrapped in a cause', () => {
    const pgError = { code: '23505', constraint: 'users_email_lower_unique' };
    expect(isUniqueViolation(pgError)).toBe(true);
    expect(isUniqueViolation(pgError, 'users_email_lower_unique')).toBe(true);
    expect(isUniqueViolation(pgError, 'users_pkey')).toBe(false);
    expect(isUniqueViolation(new Error('wrapped', { cause: pgError }), 'users_email_lower_unique')).toBe(
      true,
    );
  });

  it('is false for anything else', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});

describe('AppError', () => {
  it('carries its status and message', () => {
    const error = new AppError(409, 'Conflict here');
    expect(error).toBeInstanceOf(Error);
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe('Conflict here');
  });
});
