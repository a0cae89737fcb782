// The real app on a real database, for API tests through app.inject.
//
// Database per test file:
// - default: ONE in-memory PGlite per test file, shared by every app that file creates: the run's
//   migrated snapshot (global-setup.ts), or the one the worker's last file used, emptied
//   (embedded-database.ts);
// - TEST_DATABASE_URL=postgres://...: a database of its own per test file on that server (random
//   name), a copy of the run's migrated template (global-setup.ts), dropped after the file.
// Everything opened here is closed by file-teardown.ts (the Vitest setup file) after the file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, inject } from 'vitest';
import {
  DEFAULT_SIGNIN_LIMITS,
  loadConfig,
  type Config,
  type SignInLimitsConfig,
} from '@/server/platform/config';
import { openDatabase, type Database, type Db } from '@/server/db/client';
import { createStorage, type FileStorage } from '@/server/platform/storage';
import { startApp } from '@/server/startup';
import { adminLogin, TEST_ADMIN_PASSWORD } from './factories';
import { takeEmbeddedDatabase } from './embedded-database';
import { adminQuery } from './postgres-admin';
import { gatedStorage, type StorageGate } from './storage-gate';
import { onFileTeardown } from './teardown-registry';

/**
 * Sign-in endpoints are rate limited (default 10 a minute per client, per email for customers,
 * and signup per client only). Tests sign up many accounts from one address, so test apps allow
 * far more; the rate-limit tests pass a low limit explicitly.
 */
export const TEST_SIGNIN_RATE_LIMIT = { max: 10_000, windowMs: 60_000 } as const;

/** Loose sign-in and signup limits for tests; the limit tests pass DEFAULT_SIGNIN_LIMITS. */
export const TEST_SIGNIN_LIMITS: SignInLimitsConfig = {
  ...DEFAULT_SIGNIN_LIMITS,
  account: { ...DEFAULT_SIGNIN_LIMITS.account, freeFailures: 10_000, lockAfter: 10_000 },
  address: { max: 10_000, windowMs: 60_000 },
  admin: { max: 10_000, windowMs: 60_000 },
  signup: { max: 10_000, attempts: 10_000, windowMs: 60_000 },
};

export interface TestAppOverrides {
  /** Extra environment for loadConfig (e.g. NODE_ENV: 'production', ADMIN_PASSWORD: ''). */
  env?: Record<string, string | undefined>;
  /** Fields of the parsed config to replace (e.g. signinRateLimit). */
  config?: Partial<Config>;
  /**
   * The key written to the app's DATA_DIR/data.key (64 hex). Defaults to one key per test file:
   * the database remembers its key's fingerprint and refuses an app with another one.
   */
  dataKey?: string;
}

/** The data key every app of this test file gets unless it asks for another. */
export const FILE_DATA_KEY = crypto.randomBytes(32).toString('hex');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Drizzle on the same database the app uses: insert fixtures, read what the app wrote. */
  db: Db;
  config: Config;
  kind: 'pglite' | 'postgres';
  /** The file store the app and its jobs use, with a gate a test can close (storage-gate.ts). */
  storage: FileStorage & StorageGate;
  inject: FastifyInstance['inject'];
  close(): Promise<void>;
}

export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
}

// ---------------------------------------------------------------------------------------------
// The file's database

interface FileDatabase {
  kind: 'pglite' | 'postgres';
  url?: string;
  /** A Database handle on the file's database; closing it leaves the file's database alive. */
  open(): Promise<Database>;
}

let fileDatabase: Promise<FileDatabase> | undefined;

function theFileDatabase(): Promise<FileDatabase> {
  fileDatabase ??= createFileDatabase();
  return fileDatabase;
}

async function createFileDatabase(): Promise<FileDatabase> {
  onFileTeardown(async () => {
    fileDatabase = undefined;
  });
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    // The run's migrated snapshot (global-setup.ts), or the worker's last file's database emptied.
    const { pglite, giveBack } = await takeEmbeddedDatabase();
    onFileTeardown(giveBack);
    return { kind: 'pglite', open: () => openDatabase({ pglite }) };
  }

  const name = `resale_test_${crypto.randomBytes(6).toString('hex')}`;
  // A copy of the run's migrated template (global-setup.ts) when there is one.
  const template = inject('postgresTemplate');
  await adminQuery(
    serverUrl,
    `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`,
  );
  onFileTeardown(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind: 'postgres',
    url: databaseUrl,
    open: () => openDatabase({ databaseUrl, poolSize: 4 }),
  };
}

/**
 * The connection URL of this file's PostgreSQL database (TEST_DATABASE_URL mode), for tests that
 * start the server as a separate process; undefined on PGlite.
 */
export async function fileDatabaseUrl(): Promise<string | undefined> {
  const file = await theFileDatabase();
  return file.url;
}

/** A Database handle on this file's database, without an app (closed after the file). */
export async function openTestDatabase(): Promise<Database> {
  const file = await theFileDatabase();
  const database = await file.open();
  await database.migrate();
  onFileTeardown(() => database.close());
  return database;
}

// ---------------------------------------------------------------------------------------------
// The app

export function testConfig(overrides: TestAppOverrides = {}, dataDir?: string): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    DATA_DIR: dataDir ?? path.join(os.tmpdir(), 'resale-test-unused'),
    ...overrides.env,
  });
  return {
    ...config,
    webRoot: undefined,
    signinRateLimit: { ...TEST_SIGNIN_RATE_LIMIT },
    signinLimits: TEST_SIGNIN_LIMITS,
    ...overrides.config,
  };
}

/** Builds the real app (startApp: migrations, console admin, buildApp) on the file's database. */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-test-'));
  fs.writeFileSync(path.join(dataDir, 'data.key'), `${overrides.dataKey ?? FILE_DATA_KEY}\n`, {
    mode: 0o600,
  });
  const config = testConfig(overrides, dataDir);
  const file = await theFileDatabase();
  const database = await file.open();

  const state: { app?: FastifyInstance; closed: boolean } = { closed: false };
  const close = async () => {
    if (state.closed) return;
    state.closed = true;
    try {
      await state.app?.close();
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
  onFileTeardown(close);

  const storage = gatedStorage(createStorage(config));
  const { app } = await startApp(config, database, storage);
  state.app = app;
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    kind: file.kind,
    storage,
    inject: app.inject.bind(app) as FastifyInstance['inject'],
    close,
  };
}

/** The app of a test file, with the console admin's session when asked for. */
export interface FileApp extends TestApp {
  /** Cookie header value of a /superman session ('admin_sid=...'), signed in once per file. */
  admin: string;
}

/**
 * The one way a test file (or a describe block) gets its app: `const t = appPerFile()` at its top.
 * The app is made before the first test (a beforeAll registered here, so it runs before the
 * file's own beforeAll hooks) and filled into the returned object, which is empty until then.
 * `{ admin: true }` also signs the console admin in: `t.admin`.
 */
export function appPerFile(options: TestAppOverrides & { admin: true }): FileApp;
export function appPerFile(options?: TestAppOverrides): TestApp;
export function appPerFile({ admin, ...overrides }: TestAppOverrides & { admin?: boolean } = {}):
  TestApp | FileApp {
  const handle = {} as FileApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(overrides));
    if (admin) handle.admin = await adminLogin(handle);
  });
  return handle;
}
