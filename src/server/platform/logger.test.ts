// Logs never carry passwords, session ids or document contents (DESIGN §4).
import { Writable } from 'node:stream';
import pino from 'pino';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog, loggerOptions, scrubText } from './logger';

function capture(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { stream, lines };
}

describe('logger options', () => {
  it('turns logging off for LOG_LEVEL=silent', () => {
    expect(loggerOptions('silent')).toBe(false);
  });

  // What is logged, not the list of paths: a copy of the list could only fail when someone edits it.
  it('writes [redacted] instead of cookies, authorization, Set-Cookie and every secret field', () => {
    const options = loggerOptions('info') as { redact: { paths: string[]; censor: string } };
    const { stream, lines } = capture();
    const log = pino({ level: 'info', redact: options.redact }, stream);
    log.info(
      {
        req: { headers: { cookie: 'sid=live-token', authorization: 'Bearer t0ken' } },
        res: { headers: { 'set-cookie': 'sid=new-token; HttpOnly' } },
        body: {
          password: 'hunter2-secret',
          newPassword: 'next-secret',
          confirmPassword: 'confirm-secret',
          bankAccountNumber: '123456789012',
          aadharFront: 'front-bytes',
          aadharBack: 'back-bytes',
        },
      },
      'request',
    );
    const text = lines.join('');
    for (const secret of [
      'live-token',
      't0ken',
      'new-token',
      'hunter2-secret',
      'next-secret',
      'confirm-secret',
      '123456789012',
      'front-bytes',
      'back-bytes',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });

  it('logs only method, path (no query string) and client address of a request', () => {
    const options = loggerOptions('info') as {
      serializers: { req: (req: { method: string; url: string; ip?: string }) => unknown };
    };
    expect(
      options.serializers.req({ method: 'GET', url: '/api/x?token=secret', ip: '10.0.0.1' }),
    ).toEqual({
      method: 'GET',
      url: '/api/x',
      ip: '10.0.0.1',
    });
  });
});

// Errors carry the values of the query that failed; the log gets none of them.
const HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Jt8l6v0cKq2S9vW7x3yZ1a2b3c4d5e6f7g8h9i0j1kE';
const EMAIL = 'asha.verma@example.com';
const PHONE = '9876543210';
const ACCOUNT = '918273645501';
const SEALED = 'AQx7Hk2mP9vR3sT8uW1yZ4bC6dE0fG5hJ+KlMnOpQrS=';
const UPI = 'asha.verma@ybl';
const SECRETS = [HASH, EMAIL, PHONE, ACCOUNT, SEALED, UPI, 'Asha Verma'];

/** A pg/PGlite error as drizzle throws it: DrizzleQueryError(query, params, cause). */
function failedInsert() {
  const pgError = Object.assign(
    new Error('duplicate key value violates unique constraint "users_email_lower_unique"'),
    {
      name: 'error',
      code: '23505',
      severity: 'ERROR',
      constraint: 'users_email_lower_unique',
      table: 'users',
      schema: 'public',
      detail: `Key (lower(email))=(${EMAIL}) already exists.`,
      where: `SQL statement "insert ... values ('${EMAIL}')"`,
      internalQuery: `select '${PHONE}'`,
      query: 'insert into "users" ("email", "password") values ($1, $2)',
      params: [EMAIL, HASH, PHONE, SEALED, UPI, 'Asha Verma', ACCOUNT],
    },
  );
  return new DrizzleQueryError(
    'insert into "users" ("email", "password") values ($1, $2)',
    [EMAIL, HASH, PHONE, SEALED, UPI, 'Asha Verma', ACCOUNT],
    pgError,
  );
}

function expectClean(text: string) {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/\$argon2/);
}

describe('errors in the log (errorForLog, the err serializer)', () => {
  it('keeps name, code, constraint, table, the SQL without values and the stack frames', () => {
    const logged = errorForLog(failedInsert());
    expectClean(JSON.stringify(logged));
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email", "password") values ($1, $2)',
      query: 'insert into "users" ("email", "password") values ($1, $2)',
      cause: {
        type: 'DatabaseError',
        code: '23505',
        severity: 'ERROR',
        constraint: 'users_email_lower_unique',
        table: 'users',
        schema: 'public',
        detail: 'Key (lower(email))=([redacted]) already exists.',
        message: 'duplicate key value violates unique constraint "users_email_lower_unique"',
      },
    });
    expect(logged.stack).toMatch(
      /^DrizzleQueryError: Failed query: insert into "users"[^\n]*\n\s+at /,
    );
    for (const key of ['params', 'where', 'internalQuery']) {
      expect(Object.keys(logged)).not.toContain(key);
      expect(Object.keys(logged.cause as object)).not.toContain(key);
    }
  });

  it('goes through cause chains, AggregateErrors, circular causes and thrown non-errors', () => {
    const inner = failedInsert();
    const outer = new Error('maintenance sweep failed', {
      cause: new Error('wrapped', { cause: inner }),
    });
    const circular = new Error(`loop ${EMAIL}`) as Error & { cause?: unknown };
    circular.cause = circular;
    const aggregate = new AggregateError([inner, `thrown text ${PHONE}`], 'many');
    for (const error of [
      outer,
      circular,
      aggregate,
      `a string with ${HASH}`,
      { params: [EMAIL] },
      null,
    ]) {
      expectClean(JSON.stringify(errorForLog(error)));
    }
    expect(JSON.stringify(errorForLog(outer))).toContain('"code":"23505"');
  });

  it('scrubs values out of any error text, and quoted values out of PostgreSQL messages', () => {
    expect(scrubText(`invalid input syntax for type integer: "${EMAIL}"`)).toBe(
      'invalid input syntax for type integer: "[redacted]"',
    );
    expect(scrubText(`value "${ACCOUNT}" is out of range for type integer`)).toBe(
      'value "[redacted]" is out of range for type integer',
    );
    expect(scrubText('relation "sessions" does not exist')).toBe(
      'relation "sessions" does not exist',
    );
    expect(scrubText(`Failed query: select 1\nparams: ${EMAIL},${HASH}`)).toBe(
      'Failed query: select 1\nparams: [redacted]',
    );
    // Names cannot be told from other words: they are kept out by the allow-list, not by scrubbing.
    for (const secret of SECRETS.filter((s) => s !== 'Asha Verma')) {
      expect(scrubText(`boom ${secret} boom`)).toBe('boom [redacted] boom');
    }
    expect(scrubText('a\u0000b\uD800')).toBe('a\uFFFDb\uFFFD');
  });

  it('a pino logger with these options writes none of it, with { err } or the error itself', () => {
    const options = loggerOptions('info');
    const { stream, lines } = capture();
    const log = pino(options as pino.LoggerOptions, stream);
    log.error({ err: failedInsert() }, 'request failed');
    log.error(failedInsert());
    log.error({ error: failedInsert() }, 'job failed');
    expect(lines).toHaveLength(3);
    expectClean(lines.join(''));
    expect(lines.join('')).toContain('users_email_lower_unique');
  });
});
