// The e-mail channel against a real SMTP server of the test's own (issue 13): what arrives
// (headers, UTF-8 Hindi, escaped HTML, RFC 8058 one-click unsubscribe), how refusals are classed
// (retry or give up), and the unsubscribe link of the e-mail itself followed through the real app
// to the database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@/domain/notification-kinds';
import { type StoredPreferences } from '@/domain/notifications.schema';
import { agents, users } from '@/server/db/schema';
import { newAgent, newCustomer } from '@/server/test-support/factories';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';
import { unsubscribeUrlFor } from '../unsubscribe-token';
import { PermanentDeliveryError, type DeliveryChannel, type DeliveryMessage } from './channel';
import { createEmailChannel } from './email-channel';
import { createChannels } from './index';
import { startTestMailServer, type ReceivedMail, type TestMailServer } from './mail-test-helpers';
import { approvalMessage, TEST_PUBLIC_URL as PUBLIC_URL } from './test-message';

// Ports 5900-5949 are this test's (one server listening, one port nobody listens on).
const MAIL_PORT = 5901;
const CLOSED_PORT = 5902;

let t: TestApp;
let mail: TestMailServer;
let channel: DeliveryChannel;

beforeAll(async () => {
  mail = await startTestMailServer(MAIL_PORT);
  t = await createTestApp({
    env: {
      SMTP_URL: mail.url,
      MAIL_FROM: 'Haridwar Resale <no-reply@resale.example.in>',
      PUBLIC_URL,
    },
  });
  [channel] = createChannels(t.config, {
    unsubscribeUrl: (recipient, kind) => unsubscribeUrlFor(t.config, recipient, kind),
  }) as [DeliveryChannel];
});

afterAll(async () => {
  await channel?.close?.();
  await mail?.close();
});

/** Sends and answers what the server received for it. */
async function sendAndReceive(sent: DeliveryMessage): Promise<ReceivedMail> {
  const before = mail.received.length;
  await channel.send(sent);
  expect(mail.received).toHaveLength(before + 1);
  return mail.received.at(-1)!;
}

/** The path and query of the mail's List-Unsubscribe link, to call on the app. */
function unsubscribePathOf(received: ReceivedMail): string {
  const header = received.headers.get('list-unsubscribe') ?? '';
  const url = new URL(/^<(.+)>$/.exec(header)![1]!);
  expect(url.origin).toBe(PUBLIC_URL);
  return `${url.pathname}${url.search}`;
}

async function preferencesOf(
  who: { kind: 'customer'; id: string } | { kind: 'agent'; id: number },
) {
  const [row] =
    who.kind === 'agent'
      ? await t.db
          .select({ stored: agents.notificationPreferences })
          .from(agents)
          .where(eq(agents.id, who.id))
      : await t.db
          .select({ stored: users.notificationPreferences })
          .from(users)
          .where(eq(users.id, who.id));
  return row!.stored as StoredPreferences;
}

describe('createChannels', () => {
  it('makes only the configured channels', () => {
    const deps = { unsubscribeUrl: () => `${PUBLIC_URL}/unsubscribe` };
    const none = {
      ...t.config,
      notifications: { email: undefined, sms: undefined, staffDigestTo: [] },
    };
    expect(createChannels(none, deps)).toEqual([]);
    expect(channel.name).toBe('email');
    const both = {
      ...t.config,
      notifications: {
        ...t.config.notifications,
        sms: { authKey: 'k', senderId: 'HRSALE', baseUrl: 'http://127.0.0.1:1', templateIds: {} },
      },
    };
    expect(createChannels(both, deps).map((c) => c.name)).toEqual(['email', 'sms']);
  });
});

describe('what arrives', () => {
  it('an English e-mail: sender, recipient, subject, both bodies, RFC 8058 headers', async () => {
    const received = await sendAndReceive(approvalMessage('en'));
    expect(received.to).toEqual(['asha@example.in']);
    expect(received.headers.get('from')).toBe('Haridwar Resale <no-reply@resale.example.in>');
    expect(received.headers.get('to')).toBe('Asha Verma <asha@example.in>');
    expect(received.subject).toBe('Your item was approved');
    expect(received.headers.get('list-unsubscribe')).toMatch(
      /^<https:\/\/resale\.example\.in\/unsubscribe\?token=[\w-]+\.[\w-]+>$/,
    );
    expect(received.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(received.headers.get('auto-submitted')).toBe('auto-generated');
    // One Message-ID per outbox row, on the sender's domain: a repeat after a crash is the same.
    expect(received.headers.get('message-id')).toBe('<notification-delivery-41@resale.example.in>');
    const unsubscribeUrl = `${PUBLIC_URL}${unsubscribePathOf(received)}`;

    expect(received.text).toContain('Hello Asha Verma,');
    expect(received.text).toContain('Your item was approved\n\nWe offer ₹450 for your Kurta.');
    expect(received.text).toContain(`Open Haridwar Resale: ${PUBLIC_URL}/profile`);
    expect(received.text).toContain(`Stop these e-mails: ${unsubscribeUrl}`);

    expect(received.html).toContain('<html lang="en">');
    expect(received.html).toContain('<meta charset="utf-8">');
    expect(received.html).toContain('We offer ₹450 for your Kurta.');
    expect(received.html).toMatch(
      new RegExp(`<a href="${PUBLIC_URL}/profile" style="[^"]+">Open Haridwar Resale</a>`),
    );
    expect(received.html).toContain(`<a href="${unsubscribeUrl}"`);
    expect(received.html).toContain('e-mails about your items are on for your account');
  });

  it('Hindi in UTF-8: subject, bodies and the frame in Devanagari', async () => {
    const received = await sendAndReceive(
      approvalMessage('en', {
        recipient: { name: 'आशा वर्मा', language: 'hi' },
        title: 'आपका सामान स्वीकृत हो गया',
        body: 'आपके कुर्ते के लिए हमारा ऑफ़र ₹450 है।',
      }),
    );
    expect(received.subject).toBe('आपका सामान स्वीकृत हो गया');
    expect(received.headers.get('to')).toMatch(/^=\?UTF-8\?/i);
    expect(received.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(received.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(received.text).toContain('नमस्ते आशा वर्मा,');
    expect(received.text).toContain('आपके कुर्ते के लिए हमारा ऑफ़र ₹450 है।');
    expect(received.text).toContain('ये ई-मेल बंद करें: https://resale.example.in/unsubscribe?token=');
    expect(received.html).toContain('<html lang="hi">');
    expect(received.html).toContain(
      '<h1 style="margin:0 0 16px;font-size:20px;line-height:1.4">आपका सामान स्वीकृत हो गया</h1>',
    );
    expect(received.html).toContain('Haridwar Resale में खोलें');
    expect(received.html).toContain('सामान के बारे में ई-मेल चालू हैं');
  });

  it('escapes everything it puts into the HTML', async () => {
    const received = await sendAndReceive(
      approvalMessage('en', {
        recipient: { name: '<img src=x onerror=alert(1)>' },
        title: 'Approved: "Tom & Jerry" <b>shirt</b>',
        body: "Note: <script>alert('x')</script>\nsecond line",
        link: `${PUBLIC_URL}/profile?a=1&b="2"`,
      }),
    );
    expect(received.html).not.toContain('<script>');
    expect(received.html).not.toContain('<img');
    expect(received.html).not.toContain('<b>');
    expect(received.html).toContain(
      'Approved: &#34;Tom &#38; Jerry&#34; &#60;b&#62;shirt&#60;/b&#62;',
    );
    expect(received.html).toContain(
      'Note: &#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;<br>second line',
    );
    expect(received.html).toContain(`href="${PUBLIC_URL}/profile?a=1&#38;b=&#34;2&#34;"`);
    // The plain-text part is plain text: left as written.
    expect(received.text).toContain("Note: <script>alert('x')</script>\nsecond line");
    expect(received.subject).toBe('Approved: "Tom & Jerry" <b>shirt</b>');
  });
});

describe('refusals', () => {
  it('no address: a PermanentDeliveryError and nothing is sent', async () => {
    const before = mail.received.length;
    const sending = channel.send(approvalMessage('en', { recipient: { email: null } }));
    await expect(sending).rejects.toBeInstanceOf(PermanentDeliveryError);
    expect(mail.received).toHaveLength(before);
  });

  it('a server that refuses the connection: an error to retry, not a permanent one', async () => {
    const config = { smtpUrl: `smtp://127.0.0.1:${CLOSED_PORT}`, from: 'x@resale.example.in' };
    const closed = createEmailChannel(config, { unsubscribeUrl: () => `${PUBLIC_URL}/u` });
    const error: unknown = await closed.send(approvalMessage('en')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    // Only a code is kept: no address in what the worker records.
    expect((error as Error).message).toBe('SMTP ESOCKET');
    await closed.close?.();
  });

  it('550 (no such mailbox) is permanent; 451 (try later) is retried', async () => {
    const before = mail.received.length;
    try {
      mail.refuseRecipients(550);
      const permanent: unknown = await channel.send(approvalMessage('en')).catch((e: unknown) => e);
      expect(permanent).toBeInstanceOf(PermanentDeliveryError);
      expect((permanent as Error).message).toBe('SMTP 550');
      expect((permanent as Error).message).not.toContain('asha@example.in');

      mail.refuseRecipients(451);
      const later: unknown = await channel.send(approvalMessage('en')).catch((e: unknown) => e);
      expect(later).toBeInstanceOf(Error);
      expect(later).not.toBeInstanceOf(PermanentDeliveryError);
      expect((later as Error).message).toBe('SMTP 451');
    } finally {
      mail.refuseRecipients(null);
    }
    expect(mail.received).toHaveLength(before);
    await sendAndReceive(approvalMessage('en'));
  });
});

describe('the unsubscribe link in the e-mail, without signing in', () => {
  it('GET asks to confirm in the person’s language; POST turns that kind’s e-mail off', async () => {
    const customer = await newCustomer(t);
    await t.db
      .update(users)
      .set({
        language: 'hi',
        notificationPreferences: { items: { sms: false }, money: { email: true } },
      })
      .where(eq(users.id, customer.id));
    const received = await sendAndReceive(
      approvalMessage('en', {
        recipient: { id: customer.id, email: customer.email, language: 'hi' },
      }),
    );
    const path = unsubscribePathOf(received);

    const page = await t.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('क्या इस खाते के लिए सामान के बारे में ई-मेल बंद कर दें?');
    expect(page.body).toContain(`<form method="post" action="${path.replace(/&/g, '&#38;')}">`);
    expect(page.body).not.toMatch(/<script/i);
    // Opening the page (as a mail scanner does) changes nothing.
    expect(await preferencesOf({ kind: 'customer', id: customer.id })).toEqual({
      items: { sms: false },
      money: { email: true },
    });

    // What the page's button sends: a same-origin form post.
    const done = await t.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('अब आपको सामान के बारे में ई-मेल नहीं मिलेंगे।');
    expect(done.body).toContain('href="/profile"');
    expect(await preferencesOf({ kind: 'customer', id: customer.id })).toEqual({
      items: { sms: false, email: false },
      money: { email: true },
    });

    // A second click (or a provider's retry) is harmless.
    const again = await t.inject({ method: 'POST', url: path });
    expect(again.statusCode).toBe(200);
    expect(await preferencesOf({ kind: 'customer', id: customer.id })).toEqual({
      items: { sms: false, email: false },
      money: { email: true },
    });
  });

  it('RFC 8058 one-click POST from a mail provider turns e-mail off: every kind for "all"', async () => {
    const agent = await newAgent(t);
    const url = unsubscribeUrlFor(t.config, { kind: 'agent', id: agent.id }, 'all');
    const path = url.slice(PUBLIC_URL.length);
    const response = await t.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('You will no longer get all notification e-mails.');
    expect(response.body).toContain('href="/agent/profile"');
    expect(await preferencesOf({ kind: 'agent', id: agent.id })).toEqual(
      Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { email: false }])),
    );
  });

  it('a tampered, foreign or missing token answers a 400 page and changes nothing', async () => {
    const victim = await newCustomer(t);
    const other = await newCustomer(t);
    const received = await sendAndReceive(
      approvalMessage('en', { recipient: { id: other.id, email: other.email } }),
    );
    const token = new URL(`${PUBLIC_URL}${unsubscribePathOf(received)}`).searchParams.get('token')!;
    const [payload, signature] = token.split('.') as [string, string];
    // The other customer's signature on a payload naming the victim.
    const forged = Buffer.from(JSON.stringify(['c', victim.id, 'all'])).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    const foreignKey = unsubscribeUrlFor(
      { ...t.config, dataKey: 'ab'.repeat(32) },
      { kind: 'customer', id: victim.id },
      'all',
    ).split('token=')[1]!;
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${flipped}`,
      foreignKey,
      `${payload}.`,
      'garbage',
      '',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.inject({
          method,
          url: `/unsubscribe?token=${encodeURIComponent(bad)}`,
        });
        expect(response.statusCode, `${method} ${bad}`).toBe(400);
        expect(response.body).toContain('This link does not work');
        expect(response.body).toContain('यह लिंक काम नहीं कर रहा');
      }
    }
    const missing = await t.inject({ method: 'POST', url: '/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(await preferencesOf({ kind: 'customer', id: victim.id })).toEqual({});
    expect(await preferencesOf({ kind: 'customer', id: other.id })).toEqual({});
  });

  it('a valid token for an account that no longer exists answers 404 and writes nothing', async () => {
    const url = unsubscribeUrlFor(t.config, { kind: 'customer', id: 'GONE99' }, 'items');
    const response = await t.inject({ method: 'POST', url: url.slice(PUBLIC_URL.length) });
    expect(response.statusCode).toBe(404);
  });
});
