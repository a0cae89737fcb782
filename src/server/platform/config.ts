// process.env parsed once with zod; a bad value stops the process with the list of bad keys.
import path from 'node:path';
import { z } from 'zod';

const HARIDWAR_PINCODES = '249401,249402,249403,249404,249405,249407,249408,249410,249411';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => !value || /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL'),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => !value || value.length >= 8, 'must be at least 8 characters'),
  DATA_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => !value || /^[0-9a-fA-F]{64}$/.test(value),
      'must be 64 hex characters (32 bytes)',
    ),
  REDIS_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  UPI_PAYEE_ID: z.string().default('haridwarresale@upi'),
  SERVICE_PINCODES: z
    .string()
    .default(HARIDWAR_PINCODES)
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    )
    .refine((codes) => codes.every((code) => /^\d{6}$/.test(code)), 'must be 6-digit pincodes'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json', '']).optional(),
  TRUST_PROXY: booleanFromEnv,
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  dataKey: string | undefined;
  redisUrl: string | undefined;
  upiPayeeId: string;
  servicePincodes: string[];
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      }
    | undefined;
  logLevel: string;
  /** 'pretty' (coloured lines for a person at a terminal) or 'json' (for log collectors). */
  logFormat: 'pretty' | 'json';
  trustProxy: boolean;
  /** Where the built web app lives (dist/web); absent in API-only tests. */
  webRoot: string | undefined;
  /** Sign-in attempts allowed per window, per client and email (admin: per client). */
  signinRateLimit: { max: number; windowMs: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.ADMIN_PASSWORD,
    dataKey: e.DATA_KEY,
    redisUrl: e.REDIS_URL,
    upiPayeeId: e.UPI_PAYEE_ID,
    servicePincodes: e.SERVICE_PINCODES,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    // Readable lines for a developer at a terminal; JSON wherever logs are collected.
    logFormat:
      e.LOG_FORMAT || (stdoutIsTerminal && e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    trustProxy: e.TRUST_PROXY,
    webRoot: path.resolve('dist/web'),
    signinRateLimit: { max: 10, windowMs: 60_000 },
  };
}
