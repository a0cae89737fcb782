// pino options: structured JSON logs that never carry passwords, session ids or document bytes.
import type { FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.confirmPassword',
  '*.bankAccountNumber',
  '*.aadharFront',
  '*.aadharBack',
];

export function loggerOptions(
  level: string,
  format: 'pretty' | 'json' = 'json',
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(format === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Only method, path and client: query strings and bodies can carry personal data.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        ip: req.ip,
      }),
    },
  };
}
