// The bell through the real app (issue 13): an admin's decision makes one unread notification for
// the seller, in the seller's language; paging with `before`; marking one or all read; who may
// read what (never another person's notifications); the preferences and their one refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointSpec } from '@/contract/endpoint';
import { itemEndpoints } from '@/contract/items';
import { notificationEndpoints as api } from '@/contract/notifications';
import type { NotificationList, NotificationPreferences } from '@/domain/notifications.schema';
import { PATHS } from '@/domain/paths';
import {
  adminCustomer,
  newAgent,
  newCustomer,
  pendingItem,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile({ admin: true });

const review = (id: number, body: Record<string, unknown>) =>
  callOk(t, itemEndpoints.reviewItem, { params: { id }, body, cookie: t.admin });

const approve = async (who: Customer, offerAmount = '300.00', overrides = {}) => {
  const item = await pendingItem(t, who, overrides);
  await review(item.id, { status: 'approved', offerAmount, adminNotes: '' });
  return item;
};

const inbox = (who: { cookie: string }, query: Record<string, string | number> = {}) =>
  callOk<NotificationList>(t, api.list, { cookie: who.cookie, query });

const setLanguage = (who: Customer, language: 'en' | 'hi') =>
  callOk(t, api.updatePreferences, { cookie: who.cookie, body: { language } });

describe('an admin decision', () => {
  it('gives the seller one unread notification with the offer, linking to the dashboard', async () => {
    const seller = await newCustomer(t);
    expect(await inbox(seller)).toEqual({ items: [], unread: 0, hasMore: false });
    const item = await approve(seller, '1250.50');
    const list = await inbox(seller);
    expect(list.unread).toBe(1);
    expect(list.hasMore).toBe(false);
    expect(list.items).toHaveLength(1);
    const [note] = list.items;
    expect(note).toMatchObject({ type: 'item.approved', link: PATHS.home, readAt: null });
    expect(note!.title).toBe('Item approved: offer ₹1,250.50');
    expect(note!.body).toContain(`Levi's item (#${item.id})`);
    expect(note!.body).toContain('₹1,250.50');
    expect(Date.parse(note!.createdAt)).not.toBeNaN();
  });

  it('is in Hindi for a seller whose language is Hindi, old notifications included', async () => {
    const seller = await newCustomer(t);
    await approve(seller, '300.00');
    await setLanguage(seller, 'hi');
    const item = await approve(seller, '499.00');
    const [latest, older] = (await inbox(seller)).items;
    expect(latest!.title).toBe('आइटम स्वीकृत: ₹499.00 का ऑफ़र');
    expect(latest!.body).toBe(
      `आपका Levi's आइटम (#${item.id}) ₹499.00 के ऑफ़र के साथ स्वीकृत हो गया है। ` +
        'इसे अपने बाकी स्वीकृत आइटम के साथ एक ही पिकअप में भेजने के लिए अपना डैशबोर्ड खोलें।',
    );
    expect(older!.title).toBe('आइटम स्वीकृत: ₹300.00 का ऑफ़र');
  });

  it("tells a rejected item's seller the admin's note", async () => {
    const seller = await newCustomer(t);
    const item = await pendingItem(t, seller, { brand: '' });
    await review(item.id, { status: 'rejected', adminNotes: 'Stains on the collar' });
    const [note] = (await inbox(seller)).items;
    expect(note).toMatchObject({ type: 'item.rejected', title: 'Item not accepted' });
    expect(note!.body).toBe(
      `Your item (#${item.id}) was not accepted. Note from our team: Stains on the collar`,
    );
  });

  it('is not written when the review is refused', async () => {
    const seller = await newCustomer(t);
    const item = await approve(seller);
    const again = await call(t, itemEndpoints.reviewItem, {
      params: { id: item.id },
      body: { status: 'rejected', adminNotes: '' },
      cookie: t.admin,
    });
    expect(again.statusCode).toBe(409);
    expect((await inbox(seller)).items.map((n) => n.type)).toEqual(['item.approved']);
  });
});

describe('the list', () => {
  let seller: Customer;
  beforeAll(async () => {
    seller = await newCustomer(t);
    for (let i = 1; i <= 5; i += 1) await approve(seller, `${100 + i}.00`);
  });

  it('pages newest first with `before` and `limit`', async () => {
    const first = await inbox(seller, { limit: 2 });
    expect(first.items.map((n) => n.title)).toEqual([
      'Item approved: offer ₹105.00',
      'Item approved: offer ₹104.00',
    ]);
    expect(first).toMatchObject({ unread: 5, hasMore: true });
    const second = await inbox(seller, { limit: 2, before: first.items[1]!.id });
    expect(second.items.map((n) => n.title)).toEqual([
      'Item approved: offer ₹103.00',
      'Item approved: offer ₹102.00',
    ]);
    expect(second.hasMore).toBe(true);
    const last = await inbox(seller, { limit: 2, before: second.items[1]!.id });
    expect(last.items.map((n) => n.title)).toEqual(['Item approved: offer ₹101.00']);
    expect(last.hasMore).toBe(false);
    expect((await inbox(seller)).items).toHaveLength(5);
  });

  it('refuses a limit outside 1..50 and a cursor that is not an id', async () => {
    const queries: Record<string, string | number>[] = [
      { limit: 0 },
      { limit: 51 },
      { before: 'x' },
      { before: -1 },
    ];
    for (const query of queries) {
      const response = await call(t, api.list, { cookie: seller.cookie, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorBodyOf(response).code).toBe('INVALID_INPUT');
    }
  });
});

describe('marking read', () => {
  it('marks one, then all, and answers the unread count', async () => {
    const seller = await newCustomer(t);
    for (const offer of ['10.00', '20.00', '30.00']) await approve(seller, offer);
    const { items } = await inbox(seller);
    const one = await callOk(t, api.markRead, {
      cookie: seller.cookie,
      body: { ids: [items[1]!.id] },
    });
    expect(one).toEqual({ unread: 2 });
    const after = await inbox(seller);
    expect(after.unread).toBe(2);
    expect(after.items[1]!.readAt).not.toBeNull();
    expect(after.items[0]!.readAt).toBeNull();
    // Marking it again changes nothing, and keeps its first read time.
    await callOk(t, api.markRead, { cookie: seller.cookie, body: { ids: [items[1]!.id] } });
    expect((await inbox(seller)).items[1]!.readAt).toBe(after.items[1]!.readAt);

    expect(await callOk(t, api.markRead, { cookie: seller.cookie, body: { all: true } })).toEqual({
      unread: 0,
    });
    expect((await inbox(seller)).items.every((n) => n.readAt !== null)).toBe(true);
  });

  it('refuses an empty or oversized list of ids and all: false', async () => {
    const seller = await newCustomer(t);
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const body of [{ ids: [] }, { ids }, { all: false }, {}, { ids: ['a'] }]) {
      const response = await call(t, api.markRead, { cookie: seller.cookie, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('who reads what', () => {
  let owner: Customer;
  let other: Customer;
  beforeAll(async () => {
    [owner, other] = await Promise.all([newCustomer(t), newCustomer(t)]);
    await approve(owner);
  });

  it("never shows or marks another customer's notifications", async () => {
    const [mine] = (await inbox(owner)).items;
    expect(await inbox(other)).toEqual({ items: [], unread: 0, hasMore: false });
    expect(
      await callOk(t, api.markRead, { cookie: other.cookie, body: { ids: [mine!.id] } }),
    ).toEqual({ unread: 0 });
    await callOk(t, api.markRead, { cookie: other.cookie, body: { all: true } });
    expect((await inbox(owner)).unread).toBe(1);
  });

  it('answers a visitor 401, and keeps customers and agents to their own endpoints', async () => {
    const agent = await newAgent(t);
    const customerOnly = [api.list, api.markRead, api.getPreferences, api.updatePreferences];
    const agentOnly = [
      api.agentList,
      api.agentMarkRead,
      api.agentGetPreferences,
      api.agentUpdatePreferences,
    ];
    /** Every one of these endpoints answers this caller (none: a visitor) 401. */
    const expectAll401 = async (endpoints: readonly EndpointSpec[], cookie?: string) => {
      for (const endpoint of endpoints) {
        const body = endpoint.method === 'GET' ? undefined : { all: true };
        const response = await call(t, endpoint, { cookie, body });
        expect(response.statusCode, endpoint.path).toBe(401);
      }
    };
    await expectAll401([...customerOnly, ...agentOnly]);
    await expectAll401(customerOnly, agent.cookie);
    // The console admin has no bell of its own: a customer's or an agent's is not it.
    await expectAll401([...customerOnly, ...agentOnly], t.admin);
    await expectAll401(agentOnly, owner.cookie);
    // An agent's own list is theirs: the customer's notification is not in it.
    expect(await callOk(t, api.agentList, { cookie: agent.cookie })).toEqual({
      items: [],
      unread: 0,
      hasMore: false,
    });
  });

  it('keeps the failed-deliveries list to admins', async () => {
    const flagged = await adminCustomer(t);
    expect((await call(t, api.adminFailedDeliveries)).statusCode).toBe(401);
    const customer = await call(t, api.adminFailedDeliveries, { cookie: owner.cookie });
    expect(customer.statusCode).toBe(401);
    expect(errorBodyOf(customer).code).toBe('ADMIN_SIGN_IN_NEEDED');
    for (const cookie of [t.admin, flagged.cookie]) {
      const response = await call(t, api.adminFailedDeliveries, { cookie });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('preferences', () => {
  const ALL_ON = { inApp: true, email: true, sms: true };

  it('are all on in English at first, and keep what is left out of a change', async () => {
    const seller = await newCustomer(t);
    const initial = await callOk<NotificationPreferences>(t, api.getPreferences, {
      cookie: seller.cookie,
    });
    expect(initial).toEqual({
      language: 'en',
      channels: {
        items: ALL_ON,
        verification: ALL_ON,
        shipments: ALL_ON,
        money: ALL_ON,
        account: ALL_ON,
      },
    });
    const changed = await callOk<NotificationPreferences>(t, api.updatePreferences, {
      cookie: seller.cookie,
      body: { channels: { items: { email: false }, money: { sms: false } } },
    });
    expect(changed.channels.items).toEqual({ inApp: true, email: false, sms: true });
    expect(changed.channels.money).toEqual({ inApp: true, email: true, sms: false });
    const again = await callOk<NotificationPreferences>(t, api.updatePreferences, {
      cookie: seller.cookie,
      body: { language: 'hi', channels: { items: { sms: false } } },
    });
    expect(again.language).toBe('hi');
    expect(again.channels.items).toEqual({ inApp: true, email: false, sms: false });
    expect(await callOk(t, api.getPreferences, { cookie: seller.cookie })).toEqual(again);
  });

  it('refuse switching money off in the app, and anything not a switch or a language', async () => {
    const seller = await newCustomer(t);
    const refused = await call(t, api.updatePreferences, {
      cookie: seller.cookie,
      body: { channels: { money: { inApp: false } } },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorBodyOf(refused)).toMatchObject({
      code: 'NOTIFICATION_IN_APP_LOCKED',
      message: 'Notifications about money cannot be switched off in the app.',
    });
    for (const body of [
      { language: 'fr' },
      { channels: { items: { email: 'no' } } },
      { channels: { nonsense: { email: false } } },
      { channels: { items: { whatsapp: true } } },
      { colour: 'blue' },
    ]) {
      const response = await call(t, api.updatePreferences, { cookie: seller.cookie, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await callOk<NotificationPreferences>(t, api.getPreferences, { cookie: seller.cookie }))
        .language,
    ).toBe('en');
  });

  it('hide a kind switched off in the app from the list and the count, and show it again', async () => {
    const seller = await newCustomer(t);
    await approve(seller);
    await callOk(t, api.updatePreferences, {
      cookie: seller.cookie,
      body: { channels: { items: { inApp: false } } },
    });
    expect(await inbox(seller)).toEqual({ items: [], unread: 0, hasMore: false });
    await callOk(t, api.updatePreferences, {
      cookie: seller.cookie,
      body: { channels: { items: { inApp: true } } },
    });
    expect((await inbox(seller)).unread).toBe(1);
  });

  it('are an agent’s own too', async () => {
    const agent = await newAgent(t);
    const saved = await callOk<NotificationPreferences>(t, api.agentUpdatePreferences, {
      cookie: agent.cookie,
      body: { language: 'hi', channels: { account: { email: false } } },
    });
    expect(saved.language).toBe('hi');
    expect(saved.channels.account.email).toBe(false);
    expect(await callOk(t, api.agentGetPreferences, { cookie: agent.cookie })).toEqual(saved);
    const refused = await call(t, api.agentUpdatePreferences, {
      cookie: agent.cookie,
      body: { channels: { money: { inApp: false } } },
    });
    expect(errorBodyOf(refused).code).toBe('NOTIFICATION_IN_APP_LOCKED');
  });
});
