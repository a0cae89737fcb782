// The real app on a real database, for API tests through app.inject.
//
// Database per test file:
// - default: ONE in-memory PGlite per test file, shared by every app that file creates;
// - TEST_DATABASE_URL=postgres://...: a FRESH database per test file created on that server
//   (random name), dropped after the file.
// Everything opened here is closed by file-teardown.ts (the Vitest setup file) after the file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { startApp } from '../startup';
import { onFileTeardown } from './teardown-registry';

export type InjectResponse = LightMyRequestResponse;

/** The /superman password every test app is started with. */
export const TEST_ADMIN_PASSWORD = 'test-admin-password-1';
/** The password signUp() gives accounts unless told otherwise. */
export const TEST_PASSWORD = 'correct-horse-battery';

/**
 * Sign-in endpoints are rate limited (default 10 a minute per client, per email for customers,
 * and signup per client only). Tests sign up many accounts from one address, so test apps allow
 * far more; the rate-limit tests pass a low limit explicitly.
 */
export const TEST_SIGNIN_RATE_LIMIT = { max: 10_000, windowMs: 60_000 } as const;

export interface TestAppOverrides {
  /** Extra environment for loadConfig (e.g. NODE_ENV: 'production', ADMIN_PASSWORD: ''). */
  env?: Record<string, string | undefined>;
  /** Fields of the parsed config to replace (e.g. signinRateLimit). */
  config?: Partial<Config>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Drizzle on the same database the app uses: insert fixtures, read what the app wrote. */
  db: Db;
  config: Config;
  kind: 'pglite' | 'postgres';
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
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const pglite = await PGlite.create();
    onFileTeardown(async () => {
      if (!pglite.closed) await pglite.close();
    });
    return { kind: 'pglite', open: () => openDatabase({ pglite }) };
  }

  const name = `resale_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  onFileTeardown(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return { kind: 'postgres', url: databaseUrl, open: () => openDatabase({ databaseUrl, poolSize: 4 }) };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
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
    ...overrides.config,
  };
}

/** Builds the real app (startApp: migrations, console admin, buildApp) on the file's database. */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-test-'));
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

  const { app } = await startApp(config, database);
  state.app = app;
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    kind: file.kind,
    inject: app.inject.bind(app) as FastifyInstance['inject'],
    close,
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers

let emailCounter = 0;

/** An email no other test (in any file, on a shared server) uses. */
export function uniqueEmail(tag = 'user'): string {
  emailCounter += 1;
  return `${tag}.${emailCounter}.${crypto.randomBytes(4).toString('hex')}@example.com`;
}

/** Value of a Set-Cookie in the response, or undefined when the response did not set it. */
export function cookieOf(response: InjectResponse, name: string): string | undefined {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie?.value;
}

/** The Set-Cookie attributes of one cookie (httpOnly, sameSite, secure, path, maxAge...). */
export function setCookieOf(response: InjectResponse, name: string) {
  return response.cookies.find((c) => c.name === name) as
    | {
        name: string;
        value: string;
        path?: string;
        maxAge?: number;
        expires?: Date;
        httpOnly?: boolean;
        secure?: boolean;
        sameSite?: string;
      }
    | undefined;
}

/** JSON body of a response. */
export function bodyOf<T = Record<string, unknown>>(response: InjectResponse): T {
  return response.json<T>();
}

export interface SignupFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  mobileNumber?: string;
  password?: string;
}

export interface SignedUp {
  response: InjectResponse;
  id: string;
  email: string;
  password: string;
}

type AppLike = FastifyInstance | TestApp;

function fastifyOf(app: AppLike): FastifyInstance {
  return 'app' in app && 'database' in app ? app.app : (app as FastifyInstance);
}

function fail(what: string, response: InjectResponse): never {
  throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

/** POST /api/auth/signup with valid defaults; throws unless 201. */
export async function signUp(app: AppLike, fields: SignupFields = {}): Promise<SignedUp> {
  const body = {
    firstName: 'Asha',
    lastName: 'Verma',
    email: uniqueEmail(),
    mobileNumber: '9876543210',
    password: TEST_PASSWORD,
    ...fields,
  };
  const response = await fastifyOf(app).inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (response.statusCode !== 201) fail('signup', response);
  const id = response.json<{ user: { id: string } }>().user.id;
  return { response, id, email: body.email, password: body.password };
}

/** POST /api/auth/signin; returns the Cookie header value ('sid=...'); throws unless 200. */
export async function signIn(
  app: AppLike,
  email: string,
  password: string = TEST_PASSWORD,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fastifyOf(app).inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    headers,
  });
  if (response.statusCode !== 200) fail('signin', response);
  const sid = cookieOf(response, 'sid');
  if (!sid) throw new Error('signin set no sid cookie');
  return `sid=${sid}`;
}

export interface Customer {
  id: string;
  email: string;
  password: string;
  /** Cookie header value of a signed-in session ('sid=...'). */
  cookie: string;
}

/** Signs up and signs in a fresh customer. */
export async function newCustomer(app: AppLike, fields: SignupFields = {}): Promise<Customer> {
  const account = await signUp(app, fields);
  const cookie = await signIn(app, account.email, account.password);
  return { id: account.id, email: account.email, password: account.password, cookie };
}

/** POST /api/admin/login; returns the Cookie header value ('admin_sid=...'); throws unless 200. */
export async function adminLogin(app: AppLike, password: string = TEST_ADMIN_PASSWORD): Promise<string> {
  const response = await fastifyOf(app).inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password },
  });
  if (response.statusCode !== 200) fail('admin login', response);
  const sid = cookieOf(response, 'admin_sid');
  if (!sid) throw new Error('admin login set no admin_sid cookie');
  return `admin_sid=${sid}`;
}

/** Asserts the API's error shape: exactly { message: string }, nothing else (no stack). */
export function errorMessageOf(response: InjectResponse): string {
  const body = response.json<Record<string, unknown>>();
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'message' || typeof body.message !== 'string') {
    throw new Error(`error body is not exactly { message: string }: ${response.body}`);
  }
  return body.message;
}
