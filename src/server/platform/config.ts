// process.env parsed once with zod; a bad value stops the process with the list of bad keys.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './client-address';

const HARIDWAR_PINCODES = '249401,249402,249403,249404,249405,249407,249408,249410,249411';

/** How late the event loop may be before the probe port's /readyz says 503 (probe-port.ts). */
const PROBE_STALE_MS = 5_000;

const trustProxyFromEnv = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    try {
      return parseTrustProxy(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** An optional variable: unset and empty ('FOO=') mean the same, undefined. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

const optionalPostgresUrl = optionalText.refine(
  (value) => !value || /^postgres(ql)?:\/\//.test(value),
  'must be a postgres:// URL',
);

const optionalKey = optionalText.refine(
  (value) => !value || /^[0-9a-fA-F]{64}$/.test(value),
  'must be 64 hex characters (32 bytes)',
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** UIDAI's Secure QR signers (issue 23): a folder of certificates; certs/aadhaar-qr by default. */
  AADHAAR_QR_CERTS: z.string().default('./certs/aadhaar-qr'),
  DATABASE_URL: optionalPostgresUrl,
  DATABASE_MIGRATION_URL: optionalPostgresUrl,
  ADMIN_PASSWORD: optionalText.refine(
    (value) => !value || value.length >= 8,
    'must be at least 8 characters',
  ),
  // Named staff (issue 14, decision 0026): 'required' makes every named admin enrol an
  // authenticator app before entering the console; 'off' ends the shared /superman password.
  ADMIN_MFA: z.enum(['optional', 'required']).default('optional'),
  ADMIN_PASSWORD_LOGIN: z.enum(['on', 'off']).default('on'),
  DATA_KEY: optionalKey,
  // During a key rotation (decision 0017): the key being replaced, still accepted for reading.
  DATA_KEY_PREVIOUS: optionalKey,
  DATA_KEY_NEXT: optionalKey,
  REDIS_URL: optionalText,
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
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json', '']).optional(),
  TRUST_PROXY: trustProxyFromEnv,
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .default(60_000),
  METRICS_TOKEN: optionalText.refine(
    (value) => !value || value.length >= 16,
    'must be at least 16 characters',
  ),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PROBE_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  PUBLIC_URL: optionalText.refine(
    (value) => !value || /^https?:\/\/[^/]+/.test(value),
    'must be an http(s):// URL',
  ),
  SMTP_URL: optionalText.refine(
    (value) => !value || /^smtps?:\/\//.test(value),
    'must be an smtp:// or smtps:// URL',
  ),
  STAFF_DIGEST_TO: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .refine(
      (addresses) => addresses.every((address) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)),
      'must be comma-separated e-mail addresses',
    ),
  // Days the Aadhaar images are kept after identity is verified (issue 15, docs/privacy.md).
  AADHAAR_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  MAIL_FROM: z.string().default('Haridwar Resale <no-reply@haridwarresale.in>'),
  MSG91_AUTH_KEY: optionalText,
  MSG91_SENDER_ID: z.string().default('HRSALE'),
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  MSG91_TEMPLATE_IDS: z
    .string()
    .optional()
    .transform((value, context): Record<string, string> => {
      if (!value) return {};
      try {
        const parsed: unknown = JSON.parse(value);
        return z.record(z.string(), z.string().min(1)).parse(parsed);
      } catch {
        context.addIssue({
          code: 'custom',
          message: 'must be JSON like {"item.approved":"<DLT template id>"}',
        });
        return z.NEVER;
      }
    }),
  // The ₹299 fee through Razorpay (issue 22, docs/payments.md): off unless both keys are set.
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.string().url().default('https://checkout.razorpay.com/v1/checkout.js'),
  // Payouts through RazorpayX (the business account's number): sellers paid when delivered.
  RAZORPAYX_ACCOUNT_NUMBER: optionalText,
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** The folder of trusted Secure QR signers (certs/aadhaar-qr/README.md). */
  aadhaarQrCerts: string;
  databaseUrl: string | undefined;
  /** A direct connection for migrations when DATABASE_URL goes through a transaction pooler. */
  databaseMigrationUrl: string | undefined;
  adminPassword: string | undefined;
  /** ADMIN_MFA: whether every named admin must give an authenticator code to enter the console. */
  adminMfa: 'optional' | 'required';
  /** ADMIN_PASSWORD_LOGIN: whether the shared /superman password still signs in. */
  adminPasswordLogin: boolean;
  dataKey: string | undefined;
  /** The key being rotated away from: read, never written (decision 0017). */
  dataKeyPrevious: string | undefined;
  /** A key opened but not yet sealed with: the first step of a rotation (DATA_KEY_NEXT). */
  dataKeyNext: string | undefined;
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
        /** How long a request may wait for the store's answer to begin (S3_TIMEOUT_MS). */
        timeoutMs: number;
      }
    | undefined;
  logLevel: string;
  /** 'pretty' (coloured lines for a person at a terminal) or 'json' (for log collectors). */
  logFormat: 'pretty' | 'json';
  /** Which hops of X-Forwarded-For to trust (TRUST_PROXY; src/server/platform/client-address.ts). */
  trustProxy: TrustProxy;
  /** Where the built web app lives (dist/web); absent in API-only tests. */
  webRoot: string | undefined;
  /** Failed sign-ins allowed per window, per client address and email (admin: per address). */
  signinRateLimit: { max: number; windowMs: number };
  /** The other layers of sign-in and signup limits (src/server/platform/sign-in-limits.ts). */
  signinLimits: SignInLimitsConfig;
  /**
   * SIGTERM: /readyz answers 503 at once and the app keeps serving for `graceMs` (the balancer
   * notices), then stops accepting and gives in-flight requests up to `timeoutMs`.
   */
  shutdown: { graceMs: number; timeoutMs: number };
  /** node-postgres pool and server-side timeouts (ignored by the embedded database). */
  database: {
    poolMax: number;
    connectTimeoutMs: number;
    /** 0 disables. */
    statementTimeoutMs: number;
    /** 0 disables. */
    idleInTransactionTimeoutMs: number;
  };
  /** GET /metrics: with a bearer token on the app's port, or on a port of its own without one. */
  metrics: { token: string | undefined; port: number | undefined };
  /**
   * /healthz and /readyz on a port of their own, answered ahead of the backlog (PROBE_PORT;
   * probe-port.ts); `staleMs`: how late the event loop may be before readiness says 503.
   */
  probe: { port: number | undefined; staleMs: number };
  /** Absolute origin for links in e-mail and SMS (PUBLIC_URL; default http://localhost:PORT). */
  publicUrl: string;
  /** Days an agent's Aadhaar images are kept after they were saved (AADHAAR_RETENTION_DAYS). */
  aadhaarRetentionDays: number;
  /** Notification channels beyond in-app; each is off while unconfigured. */
  notifications: {
    /** SMTP_URL (smtp://user:pass@host:587) and MAIL_FROM; no e-mail is attempted without it. */
    email: { smtpUrl: string; from: string } | undefined;
    /** STAFF_DIGEST_TO: who gets the daily digest of what waits for review ([]: every admin user). */
    staffDigestTo: string[];
    /** MSG91 (SMS with DLT templates); off without MSG91_AUTH_KEY. */
    sms:
      | { authKey: string; senderId: string; baseUrl: string; templateIds: Record<string, string> }
      | undefined;
  };
  /** Razorpay (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET); off: the fee is paid by UPI + UTR only. */
  razorpay: RazorpayConfig | undefined;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** The secret of the dashboard's webhook; without it POST /api/webhooks/razorpay refuses all. */
  webhookSecret: string | undefined;
  /** Base URL of the REST API, without a trailing slash (a local stand-in in tests). */
  apiUrl: string;
  /** Where the browser loads Standard Checkout from. */
  checkoutUrl: string;
  /** The RazorpayX business account payouts are made from; unset: payouts off (UTR typed). */
  payoutAccountNumber: string | undefined;
}

export interface SignInLimitsConfig {
  /** Failed sign-ins of one account (email) from all addresses: growing delays, then a lock. */
  account: {
    freeFailures: number;
    lockAfter: number;
    windowMs: number;
    maxDelayMs: number;
    lockMs: number;
  };
  /** Failed sign-ins from one address (IPv6: /64) across all accounts: password spraying. */
  address: { max: number; windowMs: number };
  /** Failed admin-password attempts from all addresses together: the global ceiling. */
  admin: { max: number; windowMs: number };
  /** Wrong authenticator or recovery codes of one named admin, from all addresses. */
  secondFactor: { max: number; windowMs: number };
  /** Successful signups from one address (each kind); `attempts` caps every attempt. */
  signup: { max: number; attempts: number; windowMs: number };
  /** Prefix of the counters' keys in Redis. */
  keyPrefix: string;
}

const MINUTE = 60_000;

export const DEFAULT_SIGNIN_LIMITS: SignInLimitsConfig = {
  account: {
    freeFailures: 5,
    lockAfter: 20,
    windowMs: 60 * MINUTE,
    maxDelayMs: 5 * MINUTE,
    lockMs: 30 * MINUTE,
  },
  address: { max: 30, windowMs: 10 * MINUTE },
  admin: { max: 30, windowMs: 60 * MINUTE },
  // A person mistypes a code or two; a guesser of 10^6 codes gets 5 tries a quarter hour.
  secondFactor: { max: 5, windowMs: 15 * MINUTE },
  // A kiosk behind one NAT address signs up 60 people an hour with room to spare.
  signup: { max: 100, attempts: 200, windowMs: 60 * MINUTE },
  keyPrefix: 'resale-limits:',
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The secrets that may come from a file instead (`DATA_KEY_FILE=/run/secrets/data_key`): Docker
 * and Kubernetes secrets are files, and a value in a plain variable shows in `docker inspect`
 * and in the process's environment.
 */
export const SECRETS_FROM_FILES = [
  'DATABASE_URL',
  'DATABASE_MIGRATION_URL',
  'ADMIN_PASSWORD',
  'DATA_KEY',
  'DATA_KEY_PREVIOUS',
  'DATA_KEY_NEXT',
  'REDIS_URL',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
  'SMTP_URL',
  'MSG91_AUTH_KEY',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/** The environment with each `<NAME>_FILE` read into `<NAME>` (one trailing newline dropped). */
function withSecretFiles(
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const problems: string[] = [];
  const read: Record<string, string> = {};
  for (const name of SECRETS_FROM_FILES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name] !== undefined && env[name] !== '') {
      problems.push(`${name}_FILE: set ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      read[name] = fs.readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      problems.push(
        `${name}_FILE: cannot read ${file} (${typeof code === 'string' ? code : 'failed'})`,
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...env, ...read };
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): Config {
  const parsed = envSchema.safeParse(withSecretFiles(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  // Shared storage means several instances: each generating its own key would make every
  // document saved by one unreadable on the others.
  if ((e.DATABASE_URL || e.S3_BUCKET) && !e.DATA_KEY) {
    throw new ConfigError([
      'DATA_KEY: required when DATABASE_URL or S3_BUCKET is set (every instance must use the ' +
        'same key). Make one with: node -e "console.log(crypto.randomBytes(32).toString(\'hex\'))"',
    ]);
  }
  if (e.DATA_KEY_PREVIOUS && !e.DATA_KEY) {
    throw new ConfigError([
      'DATA_KEY_PREVIOUS: only used with DATA_KEY (the new key) during a key rotation',
    ]);
  }
  if (e.DATA_KEY_PREVIOUS && e.DATA_KEY_PREVIOUS.toLowerCase() === e.DATA_KEY?.toLowerCase()) {
    throw new ConfigError(['DATA_KEY_PREVIOUS: must differ from DATA_KEY']);
  }
  // A rotation's first step (docs/operations.md): every instance opens values under the next key
  // before any seals with it.
  if (e.DATA_KEY_NEXT && !e.DATA_KEY) {
    throw new ConfigError([
      'DATA_KEY_NEXT: only used with DATA_KEY (the key in use) at the start of a key rotation',
    ]);
  }
  if (e.DATA_KEY_NEXT && e.DATA_KEY_PREVIOUS) {
    throw new ConfigError([
      'DATA_KEY_NEXT: not with DATA_KEY_PREVIOUS (finish one rotation before starting the next)',
    ]);
  }
  if (e.DATA_KEY_NEXT && e.DATA_KEY_NEXT.toLowerCase() === e.DATA_KEY?.toLowerCase()) {
    throw new ConfigError(['DATA_KEY_NEXT: must differ from DATA_KEY']);
  }
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError([
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: set both (the gateway is on) or neither (off)',
    ]);
  }
  if (e.RAZORPAY_WEBHOOK_SECRET && !e.RAZORPAY_KEY_ID) {
    throw new ConfigError(['RAZORPAY_WEBHOOK_SECRET: only used with RAZORPAY_KEY_ID and _SECRET']);
  }
  if (e.RAZORPAYX_ACCOUNT_NUMBER && !e.RAZORPAY_KEY_ID) {
    throw new ConfigError(['RAZORPAYX_ACCOUNT_NUMBER: only used with RAZORPAY_KEY_ID and _SECRET']);
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    aadhaarQrCerts: path.resolve(e.AADHAAR_QR_CERTS),
    databaseUrl: e.DATABASE_URL,
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    adminPassword: e.ADMIN_PASSWORD,
    adminMfa: e.ADMIN_MFA,
    adminPasswordLogin: e.ADMIN_PASSWORD_LOGIN === 'on',
    dataKey: e.DATA_KEY,
    dataKeyPrevious: e.DATA_KEY_PREVIOUS,
    dataKeyNext: e.DATA_KEY_NEXT,
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
          timeoutMs: e.S3_TIMEOUT_MS,
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    // Readable lines for a developer at a terminal; JSON wherever logs are collected.
    logFormat:
      e.LOG_FORMAT || (stdoutIsTerminal && e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    trustProxy: e.TRUST_PROXY,
    webRoot: path.resolve('dist/web'),
    signinRateLimit: { max: 10, windowMs: 60_000 },
    signinLimits: structuredClone(DEFAULT_SIGNIN_LIMITS),
    shutdown: {
      // In production a balancer needs a moment to see /readyz fail; locally nobody waits.
      graceMs: e.SHUTDOWN_GRACE_MS ?? (e.NODE_ENV === 'production' ? 5_000 : 0),
      timeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    database: {
      poolMax: e.DATABASE_POOL_MAX,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    probe: { port: e.PROBE_PORT, staleMs: PROBE_STALE_MS },
    aadhaarRetentionDays: e.AADHAAR_RETENTION_DAYS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    notifications: {
      email: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
      staffDigestTo: e.STAFF_DIGEST_TO,
      sms: e.MSG91_AUTH_KEY
        ? {
            authKey: e.MSG91_AUTH_KEY,
            senderId: e.MSG91_SENDER_ID,
            baseUrl: e.MSG91_BASE_URL.replace(/\/+$/, ''),
            templateIds: e.MSG91_TEMPLATE_IDS,
          }
        : undefined,
    },
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''),
            checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
            payoutAccountNumber: e.RAZORPAYX_ACCOUNT_NUMBER,
          }
        : undefined,
  };
}
