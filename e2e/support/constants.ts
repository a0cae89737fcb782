// Values the e2e server is started with (playwright.config.ts) and the fixtures use.
import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The /superman password of the e2e server. */
export const E2E_ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1';
/** A fresh data directory (PGlite database, uploads, data key), removed before every start. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `resale-e2e-${E2E_PORT}`);
/** The password e2e customers are created with. */
export const E2E_CUSTOMER_PASSWORD = 'e2e-customer-pass';
/** The payee UPI ID the e2e server shows in the fee dialog (src/server/config.ts default). */
export const UPI_PAYEE_ID = process.env.UPI_PAYEE_ID ?? 'haridwarresale@upi';
/** The data key of the e2e server on PostgreSQL (DATA_KEY is required with DATABASE_URL). */
export const E2E_DATA_KEY = 'e2e0'.repeat(16);

/**
 * The e2e server's own database, resale_e2e_<port>, on the PostgreSQL server E2E_DATABASE_URL
 * names; undefined (the embedded database) without it. One name per port: a run interrupted
 * before its drop leaves a database the next run replaces.
 */
export function e2eDatabaseUrl(): string | undefined {
  const server = process.env.E2E_DATABASE_URL;
  if (!server) return undefined;
  const url = new URL(server);
  url.pathname = `/resale_e2e_${E2E_PORT}`;
  return url.toString();
}
