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
