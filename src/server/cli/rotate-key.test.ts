// `npm run rotate-key` as an operator runs it (a separate process on the app's database and
// storage): prints progress and a count, records the new key, and a second run finds nothing.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationEndpoints } from '@/contract/verification';
import { startApp, type StartedApp } from '@/server/startup';
import {
  adminLogin,
  newCustomer,
  VALID_BANK,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk } from '@/server/test-support/http';
import { bundledEntry, seedEmbeddedDatabase } from '@/server/test-support/server-process';
import { fileDatabaseUrl, testConfig } from '@/server/test-support/test-app';

const OLD_KEY = crypto.randomBytes(32).toString('hex');
const NEW_KEY = crypto.randomBytes(32).toString('hex');

let dataDir: string;
let databaseUrl: string | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-rotate-'));
  databaseUrl = await fileDatabaseUrl();
  if (!databaseUrl) seedEmbeddedDatabase(dataDir);
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The app with these keys on this file's database (PGlite in DATA_DIR, or PostgreSQL). */
async function withApp<T>(
  keys: Record<string, string>,
  use: (started: StartedApp) => Promise<T>,
): Promise<T> {
  const config = testConfig(
    { env: { DATA_DIR: dataDir, ...keys, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } },
    dataDir,
  );
  const started = await startApp(config);
  try {
    await started.app.ready();
    return await use(started);
  } finally {
    await started.app.close();
    await started.database.close();
  }
}

function rotateKey(keys: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^(DATABASE_URL|TEST_DATABASE_URL|DATA_.*|S3_.*)$/.test(key)) {
      env[key] = value;
    }
  }
  const child = spawn(process.execPath, [bundledEntry('rotate-key.js')], {
    env: {
      ...env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...keys,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

async function whatTheAdminSees(started: StartedApp, customer: Customer) {
  const cookie = await adminLogin(started.app);
  const { bankAccountNumber } = await callOk<{ bankAccountNumber: string }>(
    started.app,
    verificationEndpoints.revealBankAccount,
    { params: { id: customer.id }, cookie },
  );
  const front = await call(started.app, verificationEndpoints.viewUserDocument, {
    params: { id: customer.id, side: 'front' },
    cookie,
  });
  expect(front.statusCode).toBe(200);
  return { bankAccountNumber, front: front.rawPayload.toString('base64') };
}

describe('npm run rotate-key', () => {
  it('moves a bank account and an Aadhaar document to the new key; run twice, harmless', async () => {
    let customer!: Customer;
    const before = await withApp({ DATA_KEY: OLD_KEY }, async (started) => {
      customer = await newCustomer(started.app, { state: 'verified' });
      return whatTheAdminSees(started, customer);
    });
    expect(before.bankAccountNumber).toBe(VALID_BANK.bankAccountNumber);

    // Without the old key the tool refuses, like an instance would, and changes nothing.
    const refused = await rotateKey({ DATA_KEY: NEW_KEY });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/Refusing to start: the database's data is encrypted/);

    const first = await rotateKey({ DATA_KEY: NEW_KEY, DATA_KEY_PREVIOUS: OLD_KEY });
    expect(first.out).toMatch(/customers: 1 checked, 3 values re-encrypted in this batch/);
    expect(first.out).toMatch(/Re-encrypted 3 values \(1 bank account numbers, 2 documents\)/);
    expect(first.out).toMatch(/remove DATA_KEY_PREVIOUS/);
    expect(first.out).not.toContain(VALID_BANK.bankAccountNumber);
    expect(first.code).toBe(0);

    const second = await rotateKey({ DATA_KEY: NEW_KEY, DATA_KEY_PREVIOUS: OLD_KEY });
    expect(second.out).toMatch(/Re-encrypted 0 values .* 3 already under the current key/);
    expect(second.code).toBe(0);

    // Only the new key now, and everything reads back through the API.
    const after = await withApp({ DATA_KEY: NEW_KEY }, (started) =>
      whatTheAdminSees(started, customer),
    );
    expect(after).toEqual(before);
    await expect(withApp({ DATA_KEY: OLD_KEY }, async () => undefined)).rejects.toThrow(
      /Refusing to start/,
    );
    // Three processes and four starts of the app, on a shared 2-core machine.
  }, 180_000);
});
