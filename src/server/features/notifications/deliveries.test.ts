// The outbox through the real app (issue 13): an admin's decision writes the e-mail to send in
// its own transaction; the worker sends it, retries a failing channel with growing waits, gives
// up after its limit (and staff see it), gives up at once on a permanent refusal; two instances
// on one database deliver each notification exactly once; and with SMTP configured the e-mail
// reaches a real SMTP server, in the seller's language.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import { itemEndpoints } from '@/contract/items';
import { notificationEndpoints as api } from '@/contract/notifications';
import type { FailedDelivery } from '@/domain/notifications.schema';
import type { Page } from '@/domain/pagination';
import type { Db } from '@/server/db/client';
import { notificationDeliveries, notifications } from '@/server/db/schema';
import {
  TEST_PASSWORD,
  adminLogin,
  claim,
  newAgent,
  newCustomer,
  pendingItem,
  verifyIdentity,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk } from '@/server/test-support/http';
import type { Config } from '@/server/platform/config';
import { startApp, type StartedApp } from '@/server/startup';
import {
  FILE_DATA_KEY,
  createTestApp,
  openTestDatabase,
  testConfig,
} from '@/server/test-support/test-app';
import { onFileTeardown } from '@/server/test-support/teardown-registry';
import {
  PermanentDeliveryError,
  type DeliveryChannel,
  type DeliveryMessage,
} from './channels/channel';
import { startTestMailServer, type TestMailServer } from './channels/mail-test-helpers';
import { deliveryWorker } from './delivery-worker';
import { notify } from './notify';

/**
 * The real app (startApp) on the file's database with the environment a test gives it (SMTP_URL),
 * whose own delivery worker can be stopped so that the test drives a worker of its own, with a
 * channel of its own, poll by poll.
 */
interface DeliveryTestApp extends StartedApp {
  config: Config;
}

async function startDeliveryTestApp(
  env: Record<string, string>,
  { ownWorker = false }: { ownWorker?: boolean } = {},
): Promise<DeliveryTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-notify-'));
  fs.writeFileSync(path.join(dataDir, 'data.key'), `${FILE_DATA_KEY}\n`, { mode: 0o600 });
  const config = testConfig({ env }, dataDir);
  const database = await openTestDatabase();
  const started = await startApp(config, database);
  // Closed before the database (teardown runs last in, first out).
  onFileTeardown(async () => {
    await started.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  await started.app.ready();
  // The app's own worker (and hourly jobs) stop: the test's worker is the only one sending.
  if (ownWorker) await started.jobs.stop();
  return { ...started, config };
}

// Nothing listens on port 9 of the loopback: the app's own channel would be refused.
const SMTP_ENV = { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'Resale <hello@example.com>' };

let t: DeliveryTestApp;
let admin: string;

beforeAll(async () => {
  t = await startDeliveryTestApp(SMTP_ENV, { ownWorker: true });
  admin = await adminLogin(t.app);
});

const approve = async (who: Customer, offerAmount = '300.00') => {
  const item = await pendingItem(t.app, who);
  await callOk(t.app, itemEndpoints.reviewItem, {
    params: { id: item.id },
    body: { status: 'approved', offerAmount, adminNotes: '' },
    cookie: admin,
  });
  return item;
};

async function deliveriesOf(db: Db, userId: string) {
  return db
    .select({
      id: notificationDeliveries.id,
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      waitMs: sql<number>`(extract(epoch from ${notificationDeliveries.nextAttemptAt} - now()) * 1000)::float8`,
      sentAt: notificationDeliveries.sentAt,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.userId, userId))
    .orderBy(notificationDeliveries.id);
}

/** Time passes for the test's deliveries: what waits for a retry is due now. */
async function makeDue(db: Db, ids: number[]) {
  for (const id of ids) {
    await db
      .update(notificationDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(notificationDeliveries.id, id));
  }
}

/** Every pending delivery but these is put out of the way (each test drives its own). */
async function onlyDue(db: Db, ids: number[]) {
  await db
    .update(notificationDeliveries)
    .set({ nextAttemptAt: sql`now() + interval '1 day'` })
    .where(
      and(
        eq(notificationDeliveries.status, 'pending'),
        sql`${notificationDeliveries.id} not in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
}

function recordingChannel(
  behaviour: (message: DeliveryMessage) => Promise<void> = async () => undefined,
): DeliveryChannel & { sent: DeliveryMessage[] } {
  const sent: DeliveryMessage[] = [];
  return {
    name: 'email',
    sent,
    async send(message) {
      await behaviour(message);
      sent.push(message);
    },
  };
}

describe('the outbox', () => {
  it('holds one pending e-mail per notification, none for e-mail switched off, none for an SMS not configured', async () => {
    const seller = await newCustomer(t.app);
    await approve(seller);
    expect(await deliveriesOf(t.database.db, seller.id)).toMatchObject([
      { channel: 'email', status: 'pending', attempts: 0 },
    ]);
    await callOk(t.app, api.updatePreferences, {
      cookie: seller.cookie,
      body: { channels: { items: { email: false } } },
    });
    await approve(seller);
    expect(await deliveriesOf(t.database.db, seller.id)).toHaveLength(1);
  });

  it('queues an SMS only for a type with a DLT template', async () => {
    const sms = await startDeliveryTestApp(
      {
        MSG91_AUTH_KEY: 'test-auth-key',
        MSG91_BASE_URL: 'http://127.0.0.1:9',
        MSG91_TEMPLATE_IDS: '{"item.rejected":"1207000000000000001"}',
      },
      { ownWorker: true },
    );
    const smsAdmin = await adminLogin(sms.app);
    const seller = await newCustomer(sms.app);
    for (const status of ['approved', 'rejected'] as const) {
      const item = await pendingItem(sms.app, seller);
      await callOk(sms.app, itemEndpoints.reviewItem, {
        params: { id: item.id },
        body: { status, offerAmount: status === 'approved' ? '120.00' : '', adminNotes: 'Worn' },
        cookie: smsAdmin,
      });
    }
    const rows = await sms.database.db
      .select({ type: notifications.type, channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.userId, seller.id));
    expect(rows).toEqual([{ type: 'item.rejected', channel: 'sms' }]);
  });

  it('has nothing to send for an app without SMTP', async () => {
    const plain = await createTestApp();
    const seller = await newCustomer(plain);
    const item = await pendingItem(plain, seller);
    await callOk(plain, itemEndpoints.reviewItem, {
      params: { id: item.id },
      body: { status: 'approved', offerAmount: '100.00', adminNotes: '' },
      cookie: await adminLogin(plain),
    });
    expect(await deliveriesOf(plain.db, seller.id)).toEqual([]);
    expect(
      (await callOk<{ unread: number }>(plain, api.list, { cookie: seller.cookie })).unread,
    ).toBe(1);
  });
});

describe('the worker', () => {
  /** A channel whose sends wait until `release` is called; `started` resolves at the first. */
  function heldChannel() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const first = new Promise<void>((resolve) => (started = resolve));
    const channel = recordingChannel(async () => {
      started();
      await gate;
    });
    return { channel, first, release: () => release() };
  }

  const claimsOf = (ids: number[]) =>
    t.database.db
      .select({ id: notificationDeliveries.id, until: notificationDeliveries.claimedUntil })
      .from(notificationDeliveries)
      .where(
        sql`${notificationDeliveries.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
      .orderBy(notificationDeliveries.id);

  it('claims one delivery at a time: while one is being sent the others stay free (a crash would hold only it)', async () => {
    const seller = await newCustomer(t.app, { firstName: 'Lata', lastName: 'Bisht' });
    for (let n = 0; n < 3; n += 1) await approve(seller);
    const ids = (await deliveriesOf(t.database.db, seller.id)).map((row) => row.id).sort();
    expect(ids).toHaveLength(3);
    await onlyDue(t.database.db, ids);
    const held = heldChannel();
    const worker = deliveryWorker({
      db: t.database.db,
      channels: [held.channel],
      publicUrl: t.config.publicUrl,
    });

    const polling = worker.poll();
    await held.first;
    const claims = await claimsOf(ids);
    expect(claims.filter((row) => row.until !== null).map((row) => row.id)).toEqual([ids[0]]);
    held.release();
    expect(await polling).toBe(3);
    expect(held.channel.sent.map((message) => message.deliveryId)).toEqual(ids);
  });

  it('a send that outlasts the lease keeps its claim: the lease is renewed, no other worker takes it', async () => {
    const seller = await newCustomer(t.app, { firstName: 'Hema', lastName: 'Joshi' });
    await approve(seller);
    const [delivery] = await deliveriesOf(t.database.db, seller.id);
    await onlyDue(t.database.db, [delivery!.id]);
    const held = heldChannel();
    // Long enough that a loaded machine's pause between a renewal and the other poll cannot let
    // the claim run out; short enough to outlast in a second or two.
    const leaseMs = 1500;
    const worker = deliveryWorker({
      db: t.database.db,
      channels: [held.channel],
      publicUrl: t.config.publicUrl,
      leaseMs,
    });
    const other = deliveryWorker({
      db: t.database.db,
      channels: [recordingChannel()],
      publicUrl: t.config.publicUrl,
      leaseMs,
    });

    const polling = worker.poll();
    await held.first;
    const [claimed] = await claimsOf([delivery!.id]);
    const firstLeaseEnds = claimed!.until!.getTime();
    // Wait until the send has outlasted its first lease, the claim renewed meanwhile.
    await expect
      .poll(
        async () =>
          Date.now() > firstLeaseEnds &&
          (await claimsOf([delivery!.id]))[0]!.until!.getTime() > firstLeaseEnds,
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    expect(await other.poll()).toBe(0);
    held.release();
    expect(await polling).toBe(1);
    const [sent] = await deliveriesOf(t.database.db, seller.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends the message in the recipient language with an absolute link, and marks it sent', async () => {
    const seller = await newCustomer(t.app, { firstName: 'Meera', lastName: 'Rawat' });
    await callOk(t.app, api.updatePreferences, { cookie: seller.cookie, body: { language: 'hi' } });
    const item = await approve(seller, '450.00');
    const [delivery] = await deliveriesOf(t.database.db, seller.id);
    await onlyDue(t.database.db, [delivery!.id]);
    const channel = recordingChannel();
    const worker = deliveryWorker({
      db: t.database.db,
      channels: [channel],
      publicUrl: 'https://resale.example',
    });
    expect(await worker.poll()).toBe(1);
    expect(channel.sent).toEqual([
      {
        deliveryId: delivery!.id,
        type: 'item.approved',
        kind: 'items',
        recipient: {
          kind: 'customer',
          id: seller.id,
          name: 'Meera Rawat',
          email: seller.email,
          phone: '9876543210',
          language: 'hi',
        },
        title: 'आइटम स्वीकृत: ₹450.00 का ऑफ़र',
        body: expect.stringContaining(`(#${item.id}) ₹450.00 के ऑफ़र के साथ`),
        link: 'https://resale.example/',
        params: { itemId: item.id, brand: "Levi's", offer: '450.00' },
      },
    ]);
    const [sent] = await deliveriesOf(t.database.db, seller.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent!.sentAt).not.toBeNull();
    // Sent is done: the next poll has nothing to send.
    expect(await worker.poll()).toBe(0);
    expect(channel.sent).toHaveLength(1);
  });

  it('retries a failing channel with growing waits, then gives up, and staff see it', async () => {
    const seller = await newCustomer(t.app, { firstName: 'Kiran', lastName: 'Negi' });
    await approve(seller);
    const [delivery] = await deliveriesOf(t.database.db, seller.id);
    await onlyDue(t.database.db, [delivery!.id]);
    const refused = recordingChannel(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9 for kiran@example.com'), {
        code: 'ECONNREFUSED',
      });
    });
    const worker = deliveryWorker({
      db: t.database.db,
      channels: [refused],
      publicUrl: t.config.publicUrl,
      maxAttempts: 3,
      backoffMs: (attempts) => attempts * 60_000,
    });

    expect(await worker.poll()).toBe(1);
    let [row] = await deliveriesOf(t.database.db, seller.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error ECONNREFUSED' });
    expect(row!.waitMs).toBeGreaterThan(50_000);
    expect(row!.waitMs).toBeLessThanOrEqual(60_000);
    // Not due yet: nothing is tried.
    expect(await worker.poll()).toBe(0);

    await makeDue(t.database.db, [row!.id]);
    expect(await worker.poll()).toBe(1);
    [row] = await deliveriesOf(t.database.db, seller.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.waitMs).toBeGreaterThan(110_000);

    await makeDue(t.database.db, [row!.id]);
    expect(await worker.poll()).toBe(1);
    [row] = await deliveriesOf(t.database.db, seller.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error ECONNREFUSED' });
    await makeDue(t.database.db, [row!.id]);
    expect(await worker.poll()).toBe(0);

    const failed = await callOk<Page<FailedDelivery>>(t.app, api.adminFailedDeliveries, {
      cookie: admin,
    });
    const listed = failed.items.find((item) => item.id === row!.id);
    expect(listed).toMatchObject({
      type: 'item.approved',
      channel: 'email',
      recipient: { kind: 'customer', id: seller.id, name: 'Kiran Negi' },
      attempts: 3,
      lastError: 'Error ECONNREFUSED',
    });
    expect(listed!.failedAt).not.toBeNull();
    // Nothing of the address or the error's text is kept.
    expect(JSON.stringify(failed)).not.toContain('kiran@example.com');
  });

  it('drops, unsent, a delivery whose channel the person switched off after it was queued', async () => {
    const seller = await newCustomer(t.app);
    await approve(seller);
    const [delivery] = await deliveriesOf(t.database.db, seller.id);
    await onlyDue(t.database.db, [delivery!.id]);
    await callOk(t.app, api.updatePreferences, {
      cookie: seller.cookie,
      body: { channels: { items: { email: false } } },
    });
    const channel = recordingChannel();
    const worker = deliveryWorker({
      db: t.database.db,
      channels: [channel],
      publicUrl: t.config.publicUrl,
    });
    await worker.poll();
    expect(channel.sent).toEqual([]);
    expect(await deliveriesOf(t.database.db, seller.id)).toEqual([]);
    // The bell still has it: only the e-mail was switched off.
    expect(
      (await callOk<{ unread: number }>(t.app, api.list, { cookie: seller.cookie })).unread,
    ).toBe(1);
  });

  it('gives up at once on a permanent refusal', async () => {
    const seller = await newCustomer(t.app);
    await approve(seller);
    const [delivery] = await deliveriesOf(t.database.db, seller.id);
    await onlyDue(t.database.db, [delivery!.id]);
    const worker = deliveryWorker({
      db: t.database.db,
      channels: [
        recordingChannel(async () => {
          throw new PermanentDeliveryError('SMTP 550');
        }),
      ],
      publicUrl: t.config.publicUrl,
    });
    expect(await worker.poll()).toBe(1);
    expect(await deliveriesOf(t.database.db, seller.id)).toMatchObject([
      { status: 'failed', attempts: 1, lastError: 'PermanentDeliveryError: SMTP 550' },
    ]);
  });

  it('takes again a claim whose instance died (its lease ran out): at least once', async () => {
    const seller = await newCustomer(t.app);
    await approve(seller);
    const [delivery] = await deliveriesOf(t.database.db, seller.id);
    await onlyDue(t.database.db, [delivery!.id]);
    // An instance claims it and dies before sending: the claim stays, with its lease.
    await t.database.db
      .update(notificationDeliveries)
      .set({ claimedUntil: sql`now() + interval '1 minute'`, attempts: 1 })
      .where(eq(notificationDeliveries.id, delivery!.id));
    const channel = recordingChannel();
    const worker = deliveryWorker({
      db: t.database.db,
      channels: [channel],
      publicUrl: t.config.publicUrl,
    });
    expect(await worker.poll()).toBe(0);
    await t.database.db
      .update(notificationDeliveries)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(notificationDeliveries.id, delivery!.id));
    expect(await worker.poll()).toBe(1);
    expect(channel.sent).toHaveLength(1);
    expect(await deliveriesOf(t.database.db, seller.id)).toMatchObject([
      { status: 'sent', attempts: 2 },
    ]);
  });
});

describe('two instances on one database', { timeout: 120_000 }, () => {
  it('deliver each of 20 notifications exactly once', async () => {
    const second = await startDeliveryTestApp(SMTP_ENV, { ownWorker: true });
    const seller = await newCustomer(t.app);
    // Everything else pending waits: only these 20 are due.
    await onlyDue(t.database.db, [0]);
    for (let itemId = 1; itemId <= 20; itemId += 1) {
      await t.database.db.transaction((tx) =>
        notify(
          tx,
          {
            to: { userId: seller.id },
            type: 'item.approved',
            params: { itemId, brand: 'X', offer: '100.00' },
          },
          ['email'],
        ),
      );
    }
    const counts = new Map<number, number>();
    const counting = () =>
      recordingChannel(async (message) => {
        // A send takes a moment: the other instance polls meanwhile.
        await sleep(5);
        const id = Number(message.params.itemId);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      });
    const workers = [t, second].map((app) =>
      deliveryWorker({
        db: app.database.db,
        channels: [counting()],
        publicUrl: app.config.publicUrl,
        batchSize: 3,
      }),
    );
    const handled: [number, number] = [0, 0];
    for (let round = 0; round < 50; round += 1) {
      const done = await Promise.all(workers.map((worker) => worker.poll()));
      handled[0] += done[0] ?? 0;
      handled[1] += done[1] ?? 0;
      if (done[0] === 0 && done[1] === 0) break;
    }
    expect(handled[0] + handled[1]).toBe(20);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const rows = await deliveriesOf(t.database.db, seller.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: 20 }, () => ['sent', 1]),
    );
  });
});

describe('with SMTP configured', { timeout: 60_000 }, () => {
  let mail: TestMailServer;
  beforeAll(async () => {
    mail = await startTestMailServer(0);
  });
  afterAll(async () => {
    await mail.close();
  });

  it("e-mails the seller an admin's approval within seconds, in Hindi for a seller who chose Hindi", async () => {
    const live = await startDeliveryTestApp({
      SMTP_URL: mail.url,
      MAIL_FROM: 'Resale <hello@example.com>',
    });
    // Its worker stops with this test: the file's later tests share the database, and a worker
    // still polling would take their deliveries (it did, now and then, on PostgreSQL).
    onTestFinished(() => live.jobs.stop());
    // The other tests' deliveries wait: this app's own worker sends only this one.
    await onlyDue(live.database.db, [0]);
    const seller = await newCustomer(live.app);
    await callOk(live.app, api.updatePreferences, {
      cookie: seller.cookie,
      body: { language: 'hi' },
    });
    const item = await pendingItem(live.app, seller);
    await callOk(live.app, itemEndpoints.reviewItem, {
      params: { id: item.id },
      body: { status: 'approved', offerAmount: '777.00', adminNotes: '' },
      cookie: await adminLogin(live.app),
    });
    const deadline = Date.now() + 30_000;
    while (!mail.received.some((m) => m.to.includes(seller.email)) && Date.now() < deadline) {
      await sleep(100);
    }
    const received = mail.received.find((m) => m.to.includes(seller.email));
    expect(received?.subject).toBe('आइटम स्वीकृत: ₹777.00 का ऑफ़र');
    expect(received?.text).toContain(`(#${item.id}) ₹777.00 के ऑफ़र के साथ स्वीकृत`);
    // The worker marks it sent just after the server took it.
    let rows = await deliveriesOf(live.database.db, seller.id);
    while (rows[0]?.status !== 'sent' && Date.now() < deadline) {
      await sleep(50);
      rows = await deliveriesOf(live.database.db, seller.id);
    }
    expect(rows).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });
});

// Issue 28 #4: the language on screen at signup is the account's from the first notification on,
// in the bell, the e-mail and the SMS alike; a signup that names none (the SPEC's request) is
// English.
describe('the account language from signup', () => {
  let both: DeliveryTestApp;
  beforeAll(async () => {
    both = await startDeliveryTestApp(
      {
        ...SMTP_ENV,
        MSG91_AUTH_KEY: 'test-auth-key',
        MSG91_BASE_URL: 'http://127.0.0.1:9',
        MSG91_TEMPLATE_IDS:
          '{"identity.verified":"1207000000000000002","agent.claim_credited":"1207000000000000003"}',
      },
      { ownWorker: true },
    );
  });

  /** Sends what is due through an e-mail and an SMS channel that keep what they were given. */
  async function sendDue(): Promise<DeliveryMessage[]> {
    const sent: DeliveryMessage[] = [];
    const keep = (name: 'email' | 'sms'): DeliveryChannel => ({
      name,
      send: async (message) => void sent.push(message),
    });
    const worker = deliveryWorker({
      db: both.database.db,
      channels: [keep('email'), keep('sms')],
      publicUrl: 'https://resale.example',
    });
    while ((await worker.poll()) > 0);
    return sent;
  }

  /** The language the reader's notification preferences say they are written to in. */
  const savedLanguage = async (
    preferences: typeof api.getPreferences | typeof api.agentGetPreferences,
    cookie: string,
  ) => (await callOk<{ language: string }>(both.app, preferences, { cookie })).language;

  const titles = (sent: DeliveryMessage[], to: string | number) =>
    sent
      .filter((message) => message.recipient.id === to)
      .map((message) => [message.recipient.language, message.title, message.body]);

  it.each([
    ['hi', 'पहचान सत्यापित', 'हमें आपका आधार कार्ड मिल गया है और आपकी पहचान सत्यापित हो गई है।'],
    [
      undefined,
      'Identity verified',
      'We have received your Aadhar card and your identity is verified.',
    ],
  ] as const)(
    'a seller signed up in %s hears of the Aadhaar upload in it, in the bell, e-mail and SMS',
    async (language, title, body) => {
      const seller = await newCustomer(both.app, language ? { language } : {});
      const expected = language ?? 'en';
      expect(await savedLanguage(api.getPreferences, seller.cookie)).toBe(expected);
      await verifyIdentity(both.app, seller);
      const bell = await callOk<{ items: { title: string; body: string }[] }>(both.app, api.list, {
        cookie: seller.cookie,
      });
      expect(bell.items).toMatchObject([{ title, body }]);
      expect(
        (await deliveriesOf(both.database.db, seller.id)).map((row) => row.channel).sort(),
      ).toEqual(['email', 'sms']);
      expect(titles(await sendDue(), seller.id)).toEqual([
        [expected, title, body],
        [expected, title, body],
      ]);
    },
  );

  it.each([
    ['hi', '₹25.00 जमा हुए'],
    [undefined, '₹25.00 credited'],
  ] as const)(
    'an agent signed up in %s hears of a claimed signup in it, in the bell, e-mail and SMS',
    async (language, title) => {
      const agent = await newAgent(both.app, { fields: language ? { language } : {} });
      const expected = language ?? 'en';
      expect(await savedLanguage(api.agentGetPreferences, agent.cookie)).toBe(expected);
      const seller = await newCustomer(both.app, { state: 'verified', identityConfirmed: true });
      await claim(both.app, agent, seller.id);
      const bell = await callOk<{ items: { type: string; title: string }[] }>(
        both.app,
        api.agentList,
        { cookie: agent.cookie },
      );
      expect(bell.items).toMatchObject([{ type: 'agent.claim_credited', title }]);
      const sent = titles(await sendDue(), agent.id).map(([lang, subject]) => [lang, subject]);
      expect(sent).toEqual([
        [expected, title],
        [expected, title],
      ]);
    },
  );

  it('refuses a language the app does not speak, and writes no account', async () => {
    const email = `fr-${Date.now()}@example.com`;
    const response = await call(both.app, authEndpoints.signUp, {
      body: { email, mobileNumber: '9876543210', password: TEST_PASSWORD, language: 'fr' },
    });
    expect(response.statusCode).toBe(400);
    const signin = await call(both.app, authEndpoints.signIn, {
      body: { email, password: TEST_PASSWORD },
    });
    expect(signin.statusCode).toBe(401);
  });
});
