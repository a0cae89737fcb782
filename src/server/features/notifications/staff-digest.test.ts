// The daily staff digest (issue 13): what waits for review, e-mailed to staff through a real SMTP
// server: nothing when nothing waits; STAFF_DIGEST_TO when set, else every admin user (never the
// console's built-in identity); one message with the staff in Bcc; nothing without SMTP.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCustomer,
  newCustomer,
  pendingItem,
  submitBank,
} from '@/server/test-support/factories';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';
import { clothingItems } from '@/server/db/schema';
import { startTestMailServer, type TestMailServer } from './channels/mail-test-helpers';
import { collectStaffDigest, staffDigestJob } from './staff-digest';

let mail: TestMailServer;
let t: TestApp;

beforeAll(async () => {
  mail = await startTestMailServer(0);
  t = await createTestApp({
    env: {
      SMTP_URL: mail.url,
      MAIL_FROM: 'Resale <hello@resale.example>',
      PUBLIC_URL: 'https://resale.example',
      STAFF_DIGEST_TO: 'ops@resale.example,lead@resale.example',
    },
  });
});

afterAll(async () => {
  await t.close();
  await mail.close();
});

const run = (config = t.config) => staffDigestJob({ db: t.db, config }).run();

describe('the staff digest', () => {
  it('sends nothing when nothing waits', async () => {
    expect(await run()).toMatchObject({ sent: 0, pendingItems: 0, bankReviews: 0 });
    expect(mail.received).toEqual([]);
  });

  it('e-mails STAFF_DIGEST_TO what waits, in one message with staff in Bcc', async () => {
    const seller = await newCustomer(t);
    const fresh = await pendingItem(t, seller);
    const old = await pendingItem(t, seller);
    await t.db.execute(
      sql`update ${clothingItems} set created_at = now() - interval '30 hours' where id = ${old.id}`,
    );
    await submitBank(t, await newCustomer(t));
    expect(fresh.id).not.toBe(old.id);

    expect(await run()).toMatchObject({
      sent: 2,
      pendingItems: 2,
      overdueItems: 1,
      oldestPendingHours: 30,
      bankReviews: 1,
    });
    expect(mail.received).toHaveLength(1);
    const [message] = mail.received;
    expect(message!.to.sort()).toEqual(['lead@resale.example', 'ops@resale.example']);
    // Bcc: no staff address in the headers the recipients see.
    expect(message!.raw).not.toContain('ops@resale.example');
    expect(message!.headers.has('bcc')).toBe(false);
    expect(message!.subject).toBe('Haridwar Resale: 2 items and 1 bank details wait for review');
    expect(message!.text).toContain(
      '2 items wait for review (oldest 30 h; 1 past the 24-hour promise)',
    );
    expect(message!.text).toContain('1 bank detail submission waits for review');
    expect(message!.text).toContain('https://resale.example/superman/dashboard');
    expect(message!.html).toContain('<a href="https://resale.example/superman/dashboard">');
  });

  it('goes to the admin users when STAFF_DIGEST_TO is not set, never to the console identity', async () => {
    const staff = await adminCustomer(t);
    mail.received.length = 0;
    const config = {
      ...t.config,
      notifications: { ...t.config.notifications, staffDigestTo: [] },
    };
    await run(config);
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0]!.to).toEqual([staff.email.toLowerCase()]);
  });

  it('sends nothing without SMTP, and counts what waits all the same', async () => {
    mail.received.length = 0;
    const config = { ...t.config, notifications: { ...t.config.notifications, email: undefined } };
    expect(await run(config)).toEqual({ sent: 0 });
    expect(mail.received).toEqual([]);
    expect((await collectStaffDigest(t.db)).pendingItems).toBe(2);
  });
});
