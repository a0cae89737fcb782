// Killing the app between the commit and the delivery loses no notification (issue 13): the real
// server (node + tsx, src/server/main.ts, PGlite in its own DATA_DIR) with SMTP_URL at a port
// where no SMTP server listens yet; an admin approves an item; the server is killed with SIGKILL;
// the SMTP server starts and so does the app again: the seller's e-mail arrives.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuthEndpoints } from '@/contract/admin-auth';
import { pathOf } from '@/contract/endpoint';
import { itemEndpoints } from '@/contract/items';
import { VALID_ITEM } from '@/server/test-support/factories';
import { jpeg } from '@/server/test-support/images';
import { cookiePairOf, signUpCustomerOverHttp } from '@/server/test-support/over-http';
import { startServerProcess } from '@/server/test-support/server-process';
import { startTestMailServer, type TestMailServer } from './channels/mail-test-helpers';

const ADMIN_PASSWORD = 'crash-test-admin-password';

let dataDir: string;
let running: ChildProcess | undefined;
let mail: TestMailServer | undefined;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-crash-mail-'));
});

afterAll(async () => {
  if (running && running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
  await mail?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const startServer = (smtpPort: number) =>
  startServerProcess(dataDir, {
    ADMIN_PASSWORD,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Resale <hello@example.com>',
  }).then((server) => {
    running = server.child;
    return server;
  });

/** A port nothing listens on now (taken from the system, then let go). */
async function freePort(): Promise<number> {
  const probe = await startTestMailServer(0);
  await probe.close();
  return probe.port;
}

// The server under test runs on its own embedded database (as the other kill -9 test), whatever
// the suite's database is.
describe('kill -9 between the commit and the delivery', { timeout: 180_000 }, () => {
  it('loses no e-mail: it is sent once the app is back', async () => {
    const smtpPort = await freePort();
    let server = await startServer(smtpPort);
    const api = (endpoint: { path: string }, params?: Record<string, unknown>) =>
      `${server.baseUrl}${pathOf(endpoint.path, params)}`;
    const json = { 'content-type': 'application/json' };

    const email = `crash.mail.${Date.now()}@example.com`;
    const seller = await signUpCustomerOverHttp(server.baseUrl, email, 'crash-test-password-1');
    const photos = new FormData();
    photos.append(
      'photos',
      new Blob([new Uint8Array(await jpeg(5))], { type: 'image/jpeg' }),
      'p.jpg',
    );
    const uploaded = await fetch(api(itemEndpoints.uploadPhotos), {
      method: 'POST',
      headers: { cookie: seller },
      body: photos,
    });
    const { photoUrls } = (await uploaded.json()) as { photoUrls: string[] };
    const submitted = await fetch(api(itemEndpoints.submitItem), {
      method: 'POST',
      headers: { ...json, cookie: seller },
      body: JSON.stringify({ ...VALID_ITEM, photos: photoUrls }),
    });
    const item = (await submitted.json()) as { id: number };
    const login = await fetch(api(adminAuthEndpoints.logIn), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    const admin = cookiePairOf(login);
    const approved = await fetch(api(itemEndpoints.reviewItem, { id: item.id }), {
      method: itemEndpoints.reviewItem.method,
      headers: { ...json, cookie: admin },
      body: JSON.stringify({ status: 'approved', offerAmount: '640.00', adminNotes: '' }),
    });
    expect(approved.status).toBe(200);

    // Committed, not delivered (nothing listens for SMTP): the process dies without a word.
    server.child.kill('SIGKILL');
    await server.exited;

    mail = await startTestMailServer(smtpPort);
    server = await startServer(smtpPort);
    // A first attempt refused before the kill waits for its retry (10 s): well within this.
    const deadline = Date.now() + 60_000;
    while (!mail.received.some((m) => m.to.includes(email)) && Date.now() < deadline) {
      await sleep(200);
    }
    const received = mail.received.filter((m) => m.to.includes(email));
    expect(received, server.output()).toHaveLength(1);
    expect(received[0]!.subject).toBe('Item approved: offer ₹640.00');
    expect(received[0]!.text).toContain(`(#${item.id}) was approved with an offer of ₹640.00`);
    server.child.kill('SIGTERM');
    await server.exited;
  });
});
