import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig defaults (an empty environment just works)', () => {
  const config = loadConfig({});

  it('serves on port 5000 on every interface in development', () => {
    expect(config.port).toBe(5000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.nodeEnv).toBe('development');
    expect(config.isProduction).toBe(false);
  });

  it('keeps data under ./data, resolved to an absolute path', () => {
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('uses the embedded database without DATABASE_URL', () => {
    expect(config.databaseUrl).toBeUndefined();
  });

  it('has no admin password, data key or Redis unless set', () => {
    expect(config.adminPassword).toBeUndefined();
    expect(config.dataKey).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
  });

  it('limits sign-in to 10 attempts a minute', () => {
    expect(config.signinRateLimit).toEqual({ max: 10, windowMs: 60_000 });
  });

  it('logs at info and does not trust proxy headers', () => {
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
  });

  it('serves the built web app from dist/web', () => {
    expect(config.webRoot).toBe(path.resolve('dist/web'));
  });

  it('serves Haridwar pincodes', () => {
    expect(config.servicePincodes).toContain('249401');
    expect(config.servicePincodes.every((code) => /^\d{6}$/.test(code))).toBe(true);
  });
});

describe('loadConfig reads the environment', () => {
  it('reads every documented variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/resale-data',
      DATABASE_URL: 'postgres://u@db:5432/resale',
      ADMIN_PASSWORD: 'long-enough',
      DATA_KEY: 'a'.repeat(64),
      REDIS_URL: 'redis://cache:6379',
      SERVICE_PINCODES: '249401, 249402',
      S3_BUCKET: 'photos',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      isProduction: true,
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/resale-data',
      databaseUrl: 'postgres://u@db:5432/resale',
      adminPassword: 'long-enough',
      dataKey: 'a'.repeat(64),
      redisUrl: 'redis://cache:6379',
      servicePincodes: ['249401', '249402'],
      logLevel: 'warn',
      // 'true' (documented before hop counts) is one proxy hop.
      trustProxy: 1,
    });
    expect(config.s3?.bucket).toBe('photos');
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      ADMIN_PASSWORD: '',
      REDIS_URL: '',
      DATA_KEY: '',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.dataKey).toBeUndefined();
  });

  it('accepts postgresql:// URLs too', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgresql://x@y/z', DATA_KEY: 'b'.repeat(64) }).databaseUrl,
    ).toBe('postgresql://x@y/z');
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: 'postgres://x@y/z' }],
    ['S3_BUCKET', { S3_BUCKET: 'photos' }],
  ])('requires DATA_KEY when %s is set (instances must share one key)', (_name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/DATA_KEY: required when DATABASE_URL or S3_BUCKET/);
    expect(() => loadConfig({ ...env, DATA_KEY: 'c'.repeat(64) })).not.toThrow();
  });

  it('reads DATA_KEY_PREVIOUS during a key rotation, only beside a different DATA_KEY', () => {
    const rotating = loadConfig({ DATA_KEY: 'a'.repeat(64), DATA_KEY_PREVIOUS: 'b'.repeat(64) });
    expect(rotating.dataKeyPrevious).toBe('b'.repeat(64));
    expect(loadConfig({}).dataKeyPrevious).toBeUndefined();
    expect(() => loadConfig({ DATA_KEY_PREVIOUS: 'b'.repeat(64) })).toThrow(
      /DATA_KEY_PREVIOUS: only used with DATA_KEY/,
    );
    expect(() =>
      loadConfig({ DATA_KEY: 'a'.repeat(64), DATA_KEY_PREVIOUS: 'A'.repeat(64) }),
    ).toThrow(/DATA_KEY_PREVIOUS: must differ from DATA_KEY/);
  });

  it("reads DATA_KEY_NEXT, a rotation's first step: beside a different DATA_KEY, never with DATA_KEY_PREVIOUS", () => {
    const accepting = loadConfig({ DATA_KEY: 'a'.repeat(64), DATA_KEY_NEXT: 'c'.repeat(64) });
    expect(accepting.dataKeyNext).toBe('c'.repeat(64));
    expect(() => loadConfig({ DATA_KEY_NEXT: 'c'.repeat(64) })).toThrow(
      /DATA_KEY_NEXT: only used with DATA_KEY/,
    );
    expect(() => loadConfig({ DATA_KEY: 'a'.repeat(64), DATA_KEY_NEXT: 'a'.repeat(64) })).toThrow(
      /DATA_KEY_NEXT: must differ from DATA_KEY/,
    );
    expect(() =>
      loadConfig({
        DATA_KEY: 'a'.repeat(64),
        DATA_KEY_NEXT: 'c'.repeat(64),
        DATA_KEY_PREVIOUS: 'b'.repeat(64),
      }),
    ).toThrow(/DATA_KEY_NEXT: not with DATA_KEY_PREVIOUS/);
  });

  it('reads the shutdown, database and metrics settings', () => {
    expect(
      loadConfig({ DATABASE_MIGRATION_URL: 'postgres://direct@db:5432/resale' })
        .databaseMigrationUrl,
    ).toBe('postgres://direct@db:5432/resale');
    expect(() => loadConfig({ DATABASE_MIGRATION_URL: 'mysql://x' })).toThrow(
      /DATABASE_MIGRATION_URL/,
    );
    const config = loadConfig({
      SHUTDOWN_GRACE_MS: '2500',
      SHUTDOWN_TIMEOUT_MS: '40000',
      DATABASE_POOL_MAX: '4',
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '9000',
      METRICS_TOKEN: 'x'.repeat(20),
      METRICS_PORT: '9464',
    });
    expect(config.shutdown).toEqual({ graceMs: 2500, timeoutMs: 40_000 });
    expect(config.database).toEqual({
      poolMax: 4,
      connectTimeoutMs: 1500,
      statementTimeoutMs: 0,
      idleInTransactionTimeoutMs: 9000,
    });
    expect(config.metrics).toEqual({ token: 'x'.repeat(20), port: 9464 });
  });

  it('reads the notification channels (off until configured)', () => {
    expect(loadConfig({}).notifications).toEqual({
      email: undefined,
      sms: undefined,
      staffDigestTo: [],
    });
    expect(
      loadConfig({ STAFF_DIGEST_TO: 'ops@resale.example, lead@resale.example' }).notifications
        .staffDigestTo,
    ).toEqual(['ops@resale.example', 'lead@resale.example']);
    expect(() => loadConfig({ STAFF_DIGEST_TO: 'ops@resale.example, nobody' })).toThrow(
      /STAFF_DIGEST_TO/,
    );
    expect(loadConfig({}).publicUrl).toBe('http://localhost:5000');
    const config = loadConfig({
      PUBLIC_URL: 'https://resale.example/',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_FROM: 'Resale <hello@resale.example>',
      MSG91_AUTH_KEY: 'auth-key',
      MSG91_TEMPLATE_IDS: '{"item.approved":"1207160000000000001"}',
    });
    expect(config.publicUrl).toBe('https://resale.example');
    expect(config.notifications.email).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example:587',
      from: 'Resale <hello@resale.example>',
    });
    expect(config.notifications.sms).toMatchObject({
      authKey: 'auth-key',
      senderId: 'HRSALE',
      templateIds: { 'item.approved': '1207160000000000001' },
    });
    expect(() => loadConfig({ MSG91_TEMPLATE_IDS: 'not json' })).toThrow(/MSG91_TEMPLATE_IDS/);
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });

  it('reads Razorpay (issue 22): off unless both keys are set, never one without the other', () => {
    expect(loadConfig({}).razorpay).toBeUndefined();
    expect(loadConfig({ RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' }).razorpay).toBeUndefined();
    expect(
      loadConfig({
        RAZORPAY_KEY_ID: 'rzp_test_1',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook',
        RAZORPAY_API_URL: 'http://127.0.0.1:9/',
      }).razorpay,
    ).toEqual({
      keyId: 'rzp_test_1',
      keySecret: 'secret',
      webhookSecret: 'hook',
      apiUrl: 'http://127.0.0.1:9',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(loadConfig({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }).razorpay?.apiUrl).toBe(
      'https://api.razorpay.com',
    );
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(() => loadConfig({ RAZORPAY_KEY_SECRET: 'secret' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() => loadConfig({ RAZORPAY_WEBHOOK_SECRET: 'hook' })).toThrow(/RAZORPAY_WEBHOOK/);
    expect(() =>
      loadConfig({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', RAZORPAY_API_URL: 'nope' }),
    ).toThrow(/RAZORPAY_API_URL/);
  });

  it('waits for the balancer only in production by default', () => {
    expect(loadConfig({}).shutdown.graceMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production' }).shutdown.graceMs).toBe(5000);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['true', 1],
    ['0', false],
    ['false', false],
    ['', false],
    ['10.0.0.0/8,127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('has the layered sign-in limits of decision 0014 by default', () => {
    const { signinLimits } = loadConfig({});
    expect(signinLimits.address).toEqual({ max: 30, windowMs: 600_000 });
    expect(signinLimits.signup.max).toBeGreaterThanOrEqual(60);
    expect(signinLimits.signup.windowMs).toBe(3_600_000);
    expect(signinLimits.account).toMatchObject({ freeFailures: 5, lockAfter: 20 });
    expect(signinLimits.admin).toEqual({ max: 30, windowMs: 3_600_000 });
  });
});

describe('loadConfig fails loudly, listing every bad key', () => {
  function problemsOf(env: Record<string, string>): string[] {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    throw new Error('loadConfig accepted a bad environment');
  }

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['ADMIN_PASSWORD', 'short'],
    ['DATA_KEY', 'not-hex'],
    ['DATA_KEY_PREVIOUS', 'not-hex'],
    ['DATA_KEY_NEXT', 'not-hex'],
    ['S3_TIMEOUT_MS', 'soon'],
    ['S3_TIMEOUT_MS', '50'],
    ['SERVICE_PINCODES', '12345'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['TRUST_PROXY', '127.0.0.1,proxy'],
  ])('refuses %s=%j', (key, value) => {
    const problems = problemsOf({ [key]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${key}: `));
  });

  it('lists all bad keys at once, in the error message too', () => {
    const problems = problemsOf({ PORT: 'abc', ADMIN_PASSWORD: 'short', LOG_LEVEL: 'loud' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'ADMIN_PASSWORD',
      'LOG_LEVEL',
      'PORT',
    ]);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Invalid configuration:\n {2}- PORT: /);
  });

  it('says why ADMIN_PASSWORD is refused', () => {
    expect(problemsOf({ ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD: must be at least 8 characters',
    ]);
  });
});

describe('AADHAAR_RETENTION_DAYS (issue 15)', () => {
  it('keeps Aadhaar images 30 days after verification unless set', () => {
    expect(loadConfig({}).aadhaarRetentionDays).toBe(30);
    expect(loadConfig({ AADHAAR_RETENTION_DAYS: '7' }).aadhaarRetentionDays).toBe(7);
  });

  it.each(['0', '-3', '1.5', 'thirty', '3651'])('refuses %s', (value) => {
    expect(() => loadConfig({ AADHAAR_RETENTION_DAYS: value })).toThrow(/AADHAAR_RETENTION_DAYS: /);
  });
});

describe('secrets from files (<NAME>_FILE, as Docker and Kubernetes mount them)', () => {
  const KEY = 'ab'.repeat(32);
  function withFiles(files: Record<string, string>, run: (paths: Record<string, string>) => void) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-secrets-'));
    try {
      const paths = Object.fromEntries(
        Object.entries(files).map(([name, content]) => {
          const file = path.join(dir, name);
          fs.writeFileSync(file, content, { mode: 0o600 });
          return [name, file];
        }),
      );
      run(paths);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('reads each secret from its file, without the trailing newline', () => {
    withFiles({ key: `${KEY}\n`, password: 'a-long-admin-password\n' }, (paths) => {
      const config = loadConfig({
        DATABASE_URL: 'postgres://resale@db/resale',
        DATA_KEY_FILE: paths.key,
        ADMIN_PASSWORD_FILE: paths.password,
      });
      expect(config.dataKey).toBe(KEY);
      expect(config.adminPassword).toBe('a-long-admin-password');
    });
  });

  it('refuses a secret given both ways, and a file it cannot read, naming each', () => {
    withFiles({ key: KEY }, (paths) => {
      let problems: string[] = [];
      try {
        loadConfig({
          DATA_KEY: KEY,
          DATA_KEY_FILE: paths.key,
          ADMIN_PASSWORD_FILE: path.join(path.dirname(paths.key!), 'missing'),
        });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        problems = (error as ConfigError).problems;
      }
      expect(problems).toEqual([
        'ADMIN_PASSWORD_FILE: cannot read ' +
          `${path.join(path.dirname(paths.key!), 'missing')} (ENOENT)`,
        'DATA_KEY_FILE: set DATA_KEY or DATA_KEY_FILE, not both',
      ]);
    });
  });

  it('checks what a file holds like the variable itself', () => {
    withFiles({ key: 'not-hex\n' }, (paths) => {
      expect(() => loadConfig({ DATA_KEY_FILE: paths.key })).toThrow(/DATA_KEY/);
    });
  });
});
