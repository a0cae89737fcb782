// Reproduced and closed: the real server (tsx src/server/main.ts, PGlite in its
// own DATA_DIR) is killed with SIGKILL in the middle of photo, avatar, agent photo and Aadhaar
// uploads, a few rounds; after a restart, the orphan sweep (grace period 0 for the test) leaves
// exactly the files rows name: no orphan, no temp file, and no referenced file lost.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, clothingItems, photoUploads, users } from '@/server/db/schema';
import { openDatabase, type Database } from '@/server/db/client';
import { keysOfPhotoUrl } from '@/server/platform/photo-store';
import { createLocalStorage } from '@/server/platform/storage/local-storage';
import { agentSignupFields } from '@/server/test-support/factories';
import { jpeg } from '@/server/test-support/images';
import { cookiePairOf, signUpCustomerOverHttp } from '@/server/test-support/over-http';
import { startServerProcess } from '@/server/test-support/server-process';
import { sweepOrphanFiles } from './sweep-orphan-files';

let dataDir: string;
let running: ChildProcess | undefined;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-crash-'));
});

afterAll(() => {
  if (running && running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const startServer = () =>
  startServerProcess(dataDir, { ADMIN_PASSWORD: 'crash-test-admin-password' }).then((server) => {
    running = server.child;
    return server;
  });

function form(files: Array<[string, Buffer]>, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [field, bytes] of files) {
    body.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  }
  return body;
}

/** The Aadhaar form, the customer's and the agent's alike: both sides. */
const aadhaarForm = (front: Buffer, back: Buffer) =>
  form([
    ['aadharFront', front],
    ['aadharBack', back],
  ]);

/** The storage keys rows name: photo rows, item photos, avatars, agent photos, Aadhaar sides. */
async function referencedKeys(database: Database): Promise<Set<string>> {
  const { db } = database;
  const keys = new Set<string>();
  const addUrl = (url: string | null) => {
    if (!url) return;
    for (const key of keysOfPhotoUrl(url) ?? [url]) keys.add(key);
  };
  for (const row of await db.select().from(photoUploads)) addUrl(row.url);
  for (const row of await db.select({ photos: clothingItems.photos }).from(clothingItems)) {
    row.photos.forEach(addUrl);
  }
  for (const table of [users, agents]) {
    for (const row of await db
      .select({ p: table.profileImageUrl, f: table.aadharFrontUrl, b: table.aadharBackUrl })
      .from(table)) {
      addUrl(row.p);
      addUrl(row.f);
      addUrl(row.b);
    }
  }
  return keys;
}

function storedKeys(): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (
    (fs.readdirSync(root, { recursive: true }) as string[])
      // The server renames .tmp files while we list: a name gone by the time it is read is skipped.
      .filter((entry) => fs.statSync(path.join(root, entry), { throwIfNoEntry: false })?.isFile())
      .map((entry) => entry.split(path.sep).join('/'))
  );
}

// About 45 s alone; the limit leaves room for a busy machine.
// The server under test runs on its own embedded database whatever the suite's database is: what
// is tested is files against rows, the same on either.
describe('kill -9 during uploads', { timeout: 180_000 }, () => {
  it('leaves no orphan file after the sweep, and loses no referenced file', async () => {
    const photos = await Promise.all([1, 2, 3, 4].map((seed) => jpeg(60 + seed, 1200, 900)));
    const email = `crash.${Date.now()}@example.com`;
    const password = 'crash-test-password-1';
    let server = await startServer();
    const customer = await signUpCustomerOverHttp(server.baseUrl, email, password);
    const agentFields = agentSignupFields();
    const agentSignup = await fetch(`${server.baseUrl}/api/agent/signup`, {
      method: 'POST',
      body: form([['profilePhoto', photos[0]!]], agentFields),
    });
    expect(agentSignup.status).toBe(201);
    const agentSignin = await fetch(`${server.baseUrl}/api/agent/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: agentFields.email, password: agentFields.password }),
    });
    const agent = cookiePairOf(agentSignin);

    const answered: number[] = [];
    // Rounds: uploads of every kind at once, then SIGKILL at a different moment each time.
    // Each round is killed once `newFiles` more files (temp files included) have appeared: the
    // crash lands mid-flight, between a file written and its row committed, whatever the speed.
    for (const newFiles of [2, 5, 9]) {
      const filesAtStart = storedKeys().length;
      const post = (url: string, cookie: string | undefined, body: FormData) =>
        fetch(`${server.baseUrl}${url}`, {
          method: 'POST',
          headers: cookie ? { cookie } : {},
          body,
        })
          .then((response) => answered.push(response.status))
          .catch(() => undefined);
      const inFlight = [
        post('/api/upload-photos', customer, form(photos.slice(0, 3).map((p) => ['photos', p]))),
        post('/api/upload-photos', customer, form(photos.slice(1).map((p) => ['photos', p]))),
        post('/api/profile/photo', customer, form([['profilePhoto', photos[1]!]])),
        post('/api/profile/aadhar', customer, aadhaarForm(photos[2]!, photos[3]!)),
        post('/api/agent/update-profile-photo', agent, form([['profilePhoto', photos[3]!]])),
        post('/api/agent/update-aadhar', agent, aadhaarForm(photos[0]!, photos[1]!)),
        post(
          '/api/agent/signup',
          undefined,
          form([['profilePhoto', photos[2]!]], agentSignupFields()),
        ),
      ];
      const deadline = Date.now() + 15_000;
      while (storedKeys().length < filesAtStart + newFiles && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(inFlight);
      server = await startServer();
    }
    // The restarted server serves; its own start-up sweep (1 h grace) has left the young files.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    await server.exited;

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const before = storedKeys();
      const referenced = await referencedKeys(database);
      const orphansBefore = before.filter((key) => !referenced.has(key));
      const lostBefore = [...referenced].filter((key) => !before.includes(key));

      const storage = createLocalStorage(path.join(dataDir, 'uploads'));
      const removed = await sweepOrphanFiles(database.db, storage, { graceMs: 0 });

      const after = storedKeys();
      const stillReferenced = await referencedKeys(database);
      console.log(
        `kill -9 rounds: ${answered.length} requests answered before the kills; ` +
          `${before.length} files, ${orphansBefore.length} orphans before the sweep ` +
          `(${JSON.stringify(removed)}), ${after.filter((key) => !stillReferenced.has(key)).length} after`,
      );
      expect(lostBefore).toEqual([]);
      // The kills did strand files (the finding), and the sweep removed each of them.
      expect(orphansBefore.length).toBeGreaterThan(0);
      expect(removed.photos + removed.avatars + removed.documents + removed.temp).toBe(
        orphansBefore.length,
      );
      expect(after.sort()).toEqual([...stillReferenced].sort());
    } finally {
      await database.close();
    }
  });
});
