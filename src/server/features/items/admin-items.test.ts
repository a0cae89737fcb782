// Admin Items tab through the real app (SPEC §2 admin, §3, §4, §5, §7; issue 3 "Admin Items tab"):
// who may call it, the paginated lists with userEmail and userCartValue, 304 on an unchanged poll,
// and the review (approve with an offer or reject, only while pending, recorded and audited).
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ITEM_MESSAGES, adminItemSchema, clothingItemSchema } from '../../../domain/items';
import { DEFAULT_PAGE_SIZE } from '../../../domain/pagination';
import { auditLog, clothingItems } from '../../db/schema';
import { ADMIN_REQUIRED_MESSAGE } from '../../platform/guards';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  newCustomer,
  type Customer,
  type InjectResponse,
  type TestApp,
} from '../../test-support/test-app';
import { CONSOLE_ADMIN_ID } from '../admin-auth/console-admin';
import { createItem, flagAdmin, noise, review } from './items-test-helpers';

type AdminItem = ReturnType<typeof adminItemSchema.parse>;
interface ListPage {
  items: AdminItem[];
  total: number;
  page: number;
  pageSize: number;
}

let t: TestApp;
let photo: Buffer;
/** Cookie of a /superman console session. */
let admin: string;
let seller: Customer;

beforeAll(async () => {
  t = await createTestApp();
  photo = await noise(120, 90, 21).jpeg({ quality: 70 }).toBuffer();
  admin = await adminLogin(t);
  seller = await newCustomer(t);
});

/** Inserts an item straight into the table (fixtures for the list tests), created `at`. */
async function insertItem(
  userId: string,
  fields: {
    status?: 'pending' | 'approved' | 'rejected' | 'accepted' | 'shipped' | 'paid';
    offerAmount?: string | null;
    createdAt?: Date;
  } = {},
) {
  const [row] = await t.db
    .insert(clothingItems)
    .values({
      userId,
      category: 'denim',
      size: 'M',
      condition: 'good',
      photos: [],
      status: fields.status ?? 'pending',
      offerAmount: fields.offerAmount ?? null,
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning();
  return row!;
}

const inFuture = (minutes: number) => new Date(Date.now() + 365 * 24 * 3600_000 + minutes * 60_000);

function list(
  which: 'pending-items' | 'all-items',
  cookie: string | undefined,
  query = '',
  headers: Record<string, string> = {},
) {
  return t.inject({
    method: 'GET',
    url: `/api/admin/${which}${query}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

async function page(which: 'pending-items' | 'all-items', query = ''): Promise<ListPage> {
  const response = await list(which, admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListPage>();
}

async function itemRow(id: number) {
  const [row] = await t.db.select().from(clothingItems).where(eq(clothingItems.id, id));
  return row!;
}

async function auditRowsFor(id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'clothing_item'), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.id));
}

async function pendingItem(owner: Customer = seller) {
  return createItem(t, owner.cookie, photo);
}

/** Asserts an item is exactly as submitted: pending, no offer, never reviewed, nothing audited. */
async function expectUntouched(id: number) {
  const row = await itemRow(id);
  expect(row).toMatchObject({
    status: 'pending',
    offerAmount: null,
    reviewedBy: null,
    reviewedAt: null,
    adminNotes: null,
  });
  expect(await auditRowsFor(id)).toEqual([]);
}

describe('who may use the admin item routes', () => {
  const routes: Array<
    [string, (cookie: string | undefined, id: number) => Promise<InjectResponse>]
  > = [
    ['GET /api/admin/pending-items', (cookie) => list('pending-items', cookie)],
    ['GET /api/admin/all-items', (cookie) => list('all-items', cookie)],
    [
      'PATCH /api/admin/clothing-items/:id',
      (cookie, id) => review(t, cookie, id, { status: 'approved', offerAmount: '500' }),
    ],
  ];

  it.each(routes)('a visitor gets 401 on %s', async (_route, call) => {
    const item = await pendingItem();
    const response = await call(undefined, item.id);
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe(ADMIN_REQUIRED_MESSAGE);
    await expectUntouched(item.id);
  });

  it.each(routes)(
    'a signed-in customer (not flagged admin) gets 401 on %s',
    async (_route, call) => {
      const item = await pendingItem();
      const response = await call(seller.cookie, item.id);
      expect(response.statusCode).toBe(401);
      expect(errorMessageOf(response)).toBe(ADMIN_REQUIRED_MESSAGE);
      await expectUntouched(item.id);
    },
  );

  it('a customer cannot review their own item', async () => {
    const item = await pendingItem();
    const response = await review(t, seller.cookie, item.id, {
      status: 'approved',
      offerAmount: '99999',
    });
    expect(response.statusCode).toBe(401);
    await expectUntouched(item.id);
  });

  it('a customer flagged isAdmin may list and review, and is named as the reviewer', async () => {
    const flagged = await newCustomer(t);
    await flagAdmin(t, flagged.id);
    expect((await list('pending-items', flagged.cookie)).statusCode).toBe(200);
    expect((await list('all-items', flagged.cookie)).statusCode).toBe(200);

    const item = await pendingItem();
    const response = await review(t, flagged.cookie, item.id, {
      status: 'approved',
      offerAmount: '250',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', reviewedBy: flagged.id });
    const [audit] = await auditRowsFor(item.id);
    expect(audit).toMatchObject({
      actorType: 'admin',
      actorId: flagged.id,
      action: 'item.approved',
    });
  });

  it('a customer whose admin flag was removed is refused again', async () => {
    const flagged = await newCustomer(t);
    await flagAdmin(t, flagged.id);
    expect((await list('pending-items', flagged.cookie)).statusCode).toBe(200);
    await t.db.execute(sql`update users set is_admin = false where id = ${flagged.id}`);
    expect((await list('pending-items', flagged.cookie)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/pending-items and /api/admin/all-items', () => {
  it('answer a page: { items, total, page, pageSize }, page 1 of 50 by default, each item with userEmail and userCartValue', async () => {
    await pendingItem();
    for (const which of ['pending-items', 'all-items'] as const) {
      const body = await page(which);
      expect(Object.keys(body).sort()).toEqual(['items', 'page', 'pageSize', 'total']);
      expect(body.page).toBe(1);
      expect(body.pageSize).toBe(DEFAULT_PAGE_SIZE);
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.length).toBeLessThanOrEqual(DEFAULT_PAGE_SIZE);
      for (const item of body.items) adminItemSchema.strict().parse(item);
    }
  });

  it('pending-items holds only pending items; all-items holds every status', async () => {
    const who = await newCustomer(t);
    const statuses = ['pending', 'approved', 'rejected', 'accepted', 'shipped', 'paid'] as const;
    const ids = new Map<number, string>();
    for (const [i, status] of statuses.entries()) {
      const row = await insertItem(who.id, {
        status,
        offerAmount: status === 'pending' || status === 'rejected' ? null : '10.00',
        createdAt: inFuture(i),
      });
      ids.set(row.id, status);
    }
    const pending = await page('pending-items', '?pageSize=200');
    expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
    expect(pending.items.filter((item) => ids.has(item.id)).map((item) => item.status)).toEqual([
      'pending',
    ]);

    const all = await page('all-items', '?pageSize=200');
    expect(
      new Set(all.items.filter((item) => ids.has(item.id)).map((item) => item.status)),
    ).toEqual(new Set(statuses));
  });

  it('counts the total over all pages, not just the page', async () => {
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clothingItems)
      .where(eq(clothingItems.status, 'pending'));
    const [allRow] = await t.db.select({ n: sql<number>`count(*)::int` }).from(clothingItems);
    expect((await page('pending-items', '?pageSize=1')).total).toBe(row!.n);
    expect((await page('all-items', '?pageSize=1')).total).toBe(allRow!.n);
  });

  it('list newest first and page through with page and pageSize', async () => {
    const who = await newCustomer(t);
    // Five items dated after everything else, created out of order.
    const created = [];
    for (const minutes of [1003, 1001, 1005, 1002, 1004]) {
      created.push({ minutes, row: await insertItem(who.id, { createdAt: inFuture(minutes) }) });
    }
    const newestFirst = [...created]
      .sort((a, b) => b.minutes - a.minutes)
      .map((entry) => entry.row.id);

    for (const which of ['pending-items', 'all-items'] as const) {
      const first = await page(which, '?page=1&pageSize=2');
      const second = await page(which, '?page=2&pageSize=2');
      const third = await page(which, '?page=3&pageSize=2');
      expect(first).toMatchObject({ page: 1, pageSize: 2 });
      expect(second).toMatchObject({ page: 2, pageSize: 2 });
      expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 2));
      expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(2, 4));
      expect(third.items[0]?.id).toBe(newestFirst[4]);
      expect(first.total).toBe(second.total);
    }
  });

  it('answer a page past the end with no items and the right total', async () => {
    const body = await page('all-items', '?page=100000&pageSize=200');
    expect(body.items).toEqual([]);
    expect(body.total).toBeGreaterThan(0);
    expect(body.page).toBe(100000);
  });

  it.each([
    ['page=0', /page must be 1 or more/],
    ['page=-1', /page must be 1 or more/],
    ['page=abc', /./],
    ['page=1.5', /./],
    ['pageSize=0', /pageSize must be 1 or more/],
    ['pageSize=201', /pageSize must be at most 200/],
    ['pageSize=abc', /./],
  ])('refuse %s with 400 and a message', async (query, message) => {
    for (const which of ['pending-items', 'all-items'] as const) {
      const response = await list(which, admin, `?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorMessageOf(response)).toMatch(message);
    }
  });

  it('answer an absurdly large page number with a 4xx or an empty page, never a 500', async () => {
    for (const query of ['?page=1e20', '?page=99999999999999999999', '?page=9007199254740993']) {
      const response = await list('all-items', admin, query);
      expect(response.statusCode, `${query}: ${response.body}`).toBeLessThan(500);
    }
  });

  it('carry the seller’s email and cart value: the sum of their approved offers as "x.yy"', async () => {
    const rich = await newCustomer(t);
    const none = await newCustomer(t);
    const a = await pendingItem(rich);
    const b = await pendingItem(rich);
    const c = await pendingItem(rich);
    const d = await pendingItem(rich);
    expect(
      (await review(t, admin, a.id, { status: 'approved', offerAmount: '499.5' })).statusCode,
    ).toBe(200);
    expect(
      (await review(t, admin, b.id, { status: 'approved', offerAmount: 100 })).statusCode,
    ).toBe(200);
    expect((await review(t, admin, c.id, { status: 'rejected' })).statusCode).toBe(200);
    // d stays pending. An accepted item (already in a shipment batch) no longer counts as cart.
    await insertItem(rich.id, { status: 'accepted', offerAmount: '1000.00' });
    const lonely = await pendingItem(none);

    const all = await page('all-items', '?pageSize=200');
    const mine = all.items.filter((item) => item.userId === rich.id);
    expect(mine.length).toBeGreaterThanOrEqual(4);
    for (const item of mine) {
      expect(item.userEmail).toBe(rich.email);
      expect(item.userCartValue).toBe('599.50');
    }
    const pending = await page('pending-items', '?pageSize=200');
    expect(pending.items.find((item) => item.id === d.id)).toMatchObject({
      userEmail: rich.email,
      userCartValue: '599.50',
    });
    expect(pending.items.find((item) => item.id === lonely.id)).toMatchObject({
      userEmail: none.email,
      userCartValue: '0.00',
    });
  });

  it('add large offers exactly (no float rounding): 99999999.99 + 0.01 + 0.02 = "100000000.02"', async () => {
    const who = await newCustomer(t);
    for (const offerAmount of ['99999999.99', '0.01', '0.02']) {
      const item = await pendingItem(who);
      expect(
        (await review(t, admin, item.id, { status: 'approved', offerAmount })).statusCode,
      ).toBe(200);
    }
    const all = await page('all-items', '?pageSize=200');
    const mine = all.items.filter((item) => item.userId === who.id);
    expect(mine).toHaveLength(3);
    for (const item of mine) expect(item.userCartValue).toBe('100000000.02');
  });

  it('answer an unchanged poll with 304 (If-None-Match) and a changed one with 200 and a new ETag', async () => {
    for (const which of ['pending-items', 'all-items'] as const) {
      const first = await list(which, admin);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();

      const unchanged = await list(which, admin, '', { 'if-none-match': etag });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');

      await pendingItem();
      const changed = await list(which, admin, '', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json<ListPage>().items.length).toBeGreaterThan(0);
    }
  });

  it('answer 200 again after a review changes an item on the page', async () => {
    const item = await pendingItem();
    const first = await list('all-items', admin);
    const etag = first.headers.etag as string;
    expect((await review(t, admin, item.id, { status: 'rejected' })).statusCode).toBe(200);
    const after = await list('all-items', admin, '', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
  });

  it('are personal data: Cache-Control private, no-cache', async () => {
    const response = await list('all-items', admin);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('PATCH /api/admin/clothing-items/:id: approve (SPEC §4, §5)', () => {
  it('approves with "499.5", stores "499.50", names the console admin as reviewer and records the time', async () => {
    const item = await pendingItem();
    const before = Date.now();
    const response = await review(t, admin, item.id, {
      status: 'approved',
      offerAmount: '499.5',
      adminNotes: '  Good denim  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = clothingItemSchema.strict().parse(response.json());
    expect(body).toMatchObject({
      id: item.id,
      status: 'approved',
      offerAmount: '499.50',
      adminNotes: 'Good denim',
      reviewedBy: CONSOLE_ADMIN_ID,
    });
    expect(Date.parse(body.reviewedAt!)).toBeGreaterThanOrEqual(before - 5000);

    const row = await itemRow(item.id);
    expect(row).toMatchObject({
      status: 'approved',
      offerAmount: '499.50',
      reviewedBy: CONSOLE_ADMIN_ID,
    });
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
  });

  it('writes an audit_log row naming the admin, the action, the item and the offer', async () => {
    const item = await pendingItem();
    await review(t, admin, item.id, { status: 'approved', offerAmount: '750' });
    const rows = await auditRowsFor(item.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorType: 'admin',
      actorId: CONSOLE_ADMIN_ID,
      action: 'item.approved',
      targetType: 'clothing_item',
      targetId: String(item.id),
      details: { offerAmount: '750.00', adminNotes: null },
    });
  });

  it.each([
    ['499', '499.00'],
    ['499.50', '499.50'],
    [' 12.3 ', '12.30'],
    [499.5, '499.50'],
    [0.01, '0.01'],
    ['99999999.99', '99999999.99'],
  ])('approves with the offer %j and stores %s', async (offerAmount, stored) => {
    const item = await pendingItem();
    const response = await review(t, admin, item.id, { status: 'approved', offerAmount });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ offerAmount: stored });
    expect((await itemRow(item.id)).offerAmount).toBe(stored);
  });

  it.each([
    ['no offer at all', {}, 'Please enter an offer amount for approved items.'],
    ['an empty offer', { offerAmount: '' }, 'Please enter an offer amount for approved items.'],
    ['a blank offer', { offerAmount: '   ' }, 'Please enter an offer amount for approved items.'],
    ['a null offer', { offerAmount: null }, 'Please enter an offer amount for approved items.'],
    ['a negative offer', { offerAmount: '-5' }, ITEM_MESSAGES.offerInvalid],
    ['a negative number', { offerAmount: -5 }, ITEM_MESSAGES.offerInvalid],
    ['a zero offer', { offerAmount: '0' }, ITEM_MESSAGES.offerInvalid],
    ['a zero offer with decimals', { offerAmount: '0.00' }, ITEM_MESSAGES.offerInvalid],
    ['an offer with 3 decimals', { offerAmount: '499.123' }, ITEM_MESSAGES.offerInvalid],
    ['a number with 3 decimals', { offerAmount: 1.005 }, ITEM_MESSAGES.offerInvalid],
    ['a word', { offerAmount: 'five hundred' }, ITEM_MESSAGES.offerInvalid],
    ['a rupee sign', { offerAmount: '₹500' }, ITEM_MESSAGES.offerInvalid],
    ['an exponent', { offerAmount: '5e2' }, ITEM_MESSAGES.offerInvalid],
    ['NaN-ish text', { offerAmount: 'NaN' }, ITEM_MESSAGES.offerInvalid],
    ['an offer over 99999999.99', { offerAmount: '100000000' }, ITEM_MESSAGES.offerTooLarge],
    ['a huge number', { offerAmount: 1e12 }, ITEM_MESSAGES.offerTooLarge],
    ['a boolean', { offerAmount: true }, null],
    ['a list', { offerAmount: ['500'] }, null],
  ])('refuses an approval with %s: 400 and nothing changed', async (_what, offer, message) => {
    const item = await pendingItem();
    const response = await review(t, admin, item.id, { status: 'approved', ...offer });
    expect(response.statusCode, response.body).toBe(400);
    const text = errorMessageOf(response);
    if (message) expect(text).toBe(message);
    await expectUntouched(item.id);
  });

  it('refuses an approval without an offer with "Please enter an offer amount for approved items."', async () => {
    const item = await pendingItem();
    const response = await review(t, admin, item.id, { status: 'approved' });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('Please enter an offer amount for approved items.');
  });
});

describe('PATCH /api/admin/clothing-items/:id: reject, status and ids', () => {
  it('rejects with notes: status rejected, no offer even if one was sent, audited as item.rejected', async () => {
    const item = await pendingItem();
    const response = await review(t, admin, item.id, {
      status: 'rejected',
      offerAmount: '300',
      adminNotes: 'Torn seam',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      offerAmount: null,
      adminNotes: 'Torn seam',
      reviewedBy: CONSOLE_ADMIN_ID,
    });
    expect((await itemRow(item.id)).reviewedAt).toBeInstanceOf(Date);
    const [audit] = await auditRowsFor(item.id);
    expect(audit).toMatchObject({ action: 'item.rejected', actorId: CONSOLE_ADMIN_ID });
  });

  it.each([['pending'], ['accepted'], ['paid'], [''], [undefined], ['APPROVED']])(
    'refuses the status %j with 400 "Status must be approved or rejected"',
    async (status) => {
      const item = await pendingItem();
      const response = await review(t, admin, item.id, { status, offerAmount: '100' });
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toBe('Status must be approved or rejected');
      await expectUntouched(item.id);
    },
  );

  it('refuses a review without a body with 400', async () => {
    const item = await pendingItem();
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admin/clothing-items/${item.id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    errorMessageOf(response);
    await expectUntouched(item.id);
  });

  it('answers an unknown item id with 404', async () => {
    const response = await review(t, admin, 987654, { status: 'rejected' });
    expect(response.statusCode).toBe(404);
    expect(errorMessageOf(response)).toBe('Item not found');
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5'], ['1;drop table users']])(
    'answers the non-numeric or invalid id %j with 400',
    async (id) => {
      const response = await review(t, admin, encodeURIComponent(id), { status: 'rejected' });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorMessageOf(response)).toBe('Item id must be a number');
    },
  );

  it('answers an id beyond the integer range with 4xx, never a 500', async () => {
    const response = await review(t, admin, '99999999999', { status: 'rejected' });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});

describe('PATCH /api/admin/clothing-items/:id: only pending items can be reviewed (409)', () => {
  it('refuses a second review with 409 "This item has already been reviewed." and keeps the first decision', async () => {
    const item = await pendingItem();
    expect(
      (await review(t, admin, item.id, { status: 'approved', offerAmount: '600' })).statusCode,
    ).toBe(200);
    for (const second of [
      { status: 'rejected' },
      { status: 'approved', offerAmount: '1' },
      { status: 'approved', offerAmount: '600' },
    ]) {
      const response = await review(t, admin, item.id, second);
      expect(response.statusCode).toBe(409);
      expect(errorMessageOf(response)).toBe('This item has already been reviewed.');
    }
    expect(await itemRow(item.id)).toMatchObject({ status: 'approved', offerAmount: '600.00' });
    expect(await auditRowsFor(item.id)).toHaveLength(1);
  });

  it('refuses to review a rejected item again', async () => {
    const item = await pendingItem();
    await review(t, admin, item.id, { status: 'rejected' });
    const response = await review(t, admin, item.id, { status: 'approved', offerAmount: '100' });
    expect(response.statusCode).toBe(409);
    expect((await itemRow(item.id)).status).toBe('rejected');
  });

  it.each([['accepted'], ['shipped'], ['paid']] as const)(
    'refuses to review an item that is already %s',
    async (status) => {
      const row = await insertItem(seller.id, { status, offerAmount: '100.00' });
      const response = await review(t, admin, row.id, { status: 'rejected' });
      expect(response.statusCode).toBe(409);
      expect((await itemRow(row.id)).status).toBe(status);
    },
  );

  it('two reviews at the same moment: exactly one 200 and one 409, one decision stored, one audit row', async () => {
    for (let round = 0; round < 3; round += 1) {
      const item = await pendingItem();
      const flagged = await newCustomer(t);
      await flagAdmin(t, flagged.id);
      const responses = await Promise.all([
        review(t, admin, item.id, { status: 'approved', offerAmount: '700' }),
        review(t, flagged.cookie, item.id, { status: 'rejected' }),
      ]);
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const winner = responses
        .find((response) => response.statusCode === 200)!
        .json<{ status: string; reviewedBy: string }>();
      const row = await itemRow(item.id);
      expect(row.status).toBe(winner.status);
      expect(row.reviewedBy).toBe(winner.reviewedBy);
      expect(await auditRowsFor(item.id)).toHaveLength(1);
    }
  });
});
