// Logs never carry passwords, session ids or document contents (DESIGN §4).
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED_PATHS, loggerOptions } from './logger';

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

  it('redacts cookies, authorization, Set-Cookie and every password-like field', () => {
    expect(REDACTED_PATHS).toEqual(
      expect.arrayContaining([
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.confirmPassword',
        '*.bankAccountNumber',
      ]),
    );
  });

  it('writes [redacted] instead of the secrets', () => {
    const options = loggerOptions('info') as { redact: { paths: string[]; censor: string } };
    const { stream, lines } = capture();
    const log = pino({ level: 'info', redact: options.redact }, stream);
    log.info(
      {
        req: { headers: { cookie: 'sid=live-token', authorization: 'Bearer t0ken' } },
        body: {
          password: 'hunter2-secret',
          newPassword: 'next-secret',
          bankAccountNumber: '123456789012',
        },
      },
      'request',
    );
    const text = lines.join('');
    for (const secret of ['live-token', 't0ken', 'hunter2-secret', 'next-secret', '123456789012']) {
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
