// Admin Items tab through the real app (SPEC §2 admin, §3, §4, §5, §7): who may call it, the
// paginated lists with userEmail and userCartValue, 304 on an unchanged poll, and the review
// (approve with an offer or reject, only while pending, recorded and audited).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import type { EndpointSpec } from '@/contract/endpoint';
import { itemEndpoints } from '@/contract/items';
import { shipmentEndpoints } from '@/contract/shipments';
import {
  adminItemSchema,
  clothingItemSchema,
  type AdminItem,
  type ClothingItem,
} from '@/domain/items.schema';
import { DEFAULT_PAGE_SIZE, type Page } from '@/domain/pagination';
import { ruleOf } from '@/domain/rule-messages';
import { clothingItems } from '@/server/db/schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import {
  adminCustomer,
  newCustomer,
  pendingItem,
  shipment,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf, type InjectResponse } from '@/server/test-support/http';
import { auditRows, itemRow, rowCount } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const ADMIN_SIGN_IN_NEEDED = {
  code: 'ADMIN_SIGN_IN_NEEDED',
  message: 'Unauthorized: admin sign-in needed',
};
const OFFER_MISSING = 'Please enter an offer amount for approved items.';
const OFFER_INVALID = 'Offer amount must be a positive number with at most 2 decimals.';
const REVIEW_STATUS = 'Status must be approved or rejected';
const LISTS = [itemEndpoints.listPendingItems, itemEndpoints.listAllItems] as const;
const { listPendingItems, listAllItems } = itemEndpoints;

const t = appPerFile({ admin: true });
let seller: Customer;
/** A customer flagged isAdmin through the Users tab. */
let flagged: Customer;
/**
 * A verified seller whose items went on: one shipment waiting for pickup (its items accepted), one
 * picked up (shipped) and one delivered (paid).
 */
let shipper: Customer;
let shipped: Record<'accepted' | 'shipped' | 'paid', number>;
/** A pending item every refused call aims at: it must stay as it was submitted. */
let untouched: ClothingItem;

beforeAll(async () => {
  [seller, flagged, shipper] = await Promise.all([
    newCustomer(t),
    adminCustomer(t),
    newCustomer(t, { state: 'verified' }),
  ]);
  const statuses = [
    ['accepted', undefined],
    ['shipped', { shipmentStatus: 'picked_up' }],
    ['paid', { shipmentStatus: 'delivered', payoutReference: 'UTR123456789' }],
  ] as const;
  const ids: Partial<typeof shipped> = {};
  for (const [status, update] of statuses) {
    const made = await shipment(t, shipper);
    if (update) {
      await callOk(t, shipmentEndpoints.updateShipment, {
        params: { id: made.id },
        body: update,
        cookie: t.admin,
      });
    }
    ids[status] = made.itemIds[0]!;
  }
  shipped = ids as typeof shipped;
  untouched = await pendingItem(t, seller);
});

const review = (cookie: string | undefined, id: number | string, body?: unknown) =>
  call(t, itemEndpoints.reviewItem, { params: { id }, body, cookie });

const list = (
  endpoint: EndpointSpec,
  cookie: string | undefined,
  query: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) => call(t, endpoint, { cookie, query, headers });

const page = (endpoint: EndpointSpec, query: Record<string, string | number> = {}) =>
  callOk<Page<AdminItem>>(t, endpoint, { cookie: t.admin, query });

const itemAudit = (id: number) => auditRows(t, { targetType: 'clothing_item', targetId: id });

async function approve(
  id: number,
  offerAmount: unknown,
  cookie = t.admin,
): Promise<InjectResponse> {
  const response = await review(cookie, id, { status: 'approved', offerAmount });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** Minutes ahead of now where the next dateAhead starts: each call dates past the one before. */
let ahead = 365 * 24 * 60;

/** Dates items ahead of every other item, `minutes` apart (the API cannot date an item). */
async function dateAhead(dated: Array<{ id: number; minutes: number }>) {
  for (const { id, minutes } of dated) {
    await t.db
      .update(clothingItems)
      .set({ createdAt: new Date(Date.now() + (ahead + minutes) * 60_000) })
      .where(eq(clothingItems.id, id));
  }
  ahead += 10_000;
}

/** Asserts an item is exactly as submitted: pending, no offer, never reviewed, nothing audited. */
async function expectUntouched(id: number) {
  expect(await itemRow(t, id)).toMatchObject({
    status: 'pending',
    offerAmount: null,
    reviewedBy: null,
    reviewedAt: null,
    adminNotes: null,
  });
  expect(await itemAudit(id)).toEqual([]);
}

describe('who may use the admin item routes', () => {
  const routes: Array<[string, (cookie: string | undefined) => Promise<InjectResponse>]> = [
    ['GET /api/admin/pending-items', (cookie) => list(listPendingItems, cookie)],
    ['GET /api/admin/all-items', (cookie) => list(listAllItems, cookie)],
    [
      'PATCH /api/admin/clothing-items/:id',
      (cookie) => review(cookie, untouched.id, { status: 'approved', offerAmount: '500' }),
    ],
  ];

  describe.each([
    ['a visitor', () => undefined],
    ['a signed-in customer (not flagged admin, the item’s own seller)', () => seller.cookie],
  ])('%s', (_who, cookie) => {
    it.each(routes)('gets 401 on %s, and the item stays as it was', async (_route, send) => {
      const response = await send(cookie());
      expect(response.statusCode).toBe(401);
      expect(errorBodyOf(response)).toMatchObject(ADMIN_SIGN_IN_NEEDED);
      await expectUntouched(untouched.id);
    });
  });

  it('a customer flagged isAdmin may list and review, and is named as the reviewer', async () => {
    for (const endpoint of LISTS)
      expect((await list(endpoint, flagged.cookie)).statusCode).toBe(200);
    const item = await pendingItem(t, seller);
    const response = await approve(item.id, '250', flagged.cookie);
    expect(response.json()).toMatchObject({ status: 'approved', reviewedBy: flagged.id });
    expect(await itemAudit(item.id)).toMatchObject([
      { actorType: 'admin', actorId: flagged.id, action: 'item.approved' },
    ]);
  });

  it('a customer whose admin flag was removed is refused again', async () => {
    const demoted = await adminCustomer(t);
    expect((await list(listPendingItems, demoted.cookie)).statusCode).toBe(200);
    await callOk(t, authEndpoints.setUserAdmin, {
      params: { id: demoted.id },
      body: { isAdmin: false },
      cookie: t.admin,
    });
    expect((await list(listPendingItems, demoted.cookie)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/pending-items and /api/admin/all-items', () => {
  it.each(LISTS)(
    '$path answers a page: { items, total, page, pageSize }, page 1 of 50 by default, each item with userEmail and userCartValue',
    async (endpoint) => {
      const body = await page(endpoint);
      expect(Object.keys(body).sort()).toEqual(['items', 'page', 'pageSize', 'total']);
      expect(body.page).toBe(1);
      expect(body.pageSize).toBe(DEFAULT_PAGE_SIZE);
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.length).toBeLessThanOrEqual(DEFAULT_PAGE_SIZE);
      for (const item of body.items) adminItemSchema.strict().parse(item);
    },
  );

  it('pending-items holds only pending items; all-items holds every status', async () => {
    const who = await newCustomer(t);
    const [pending, approved, rejected] = [
      await pendingItem(t, who),
      await pendingItem(t, who),
      await pendingItem(t, who),
    ];
    await approve(approved.id, '10.00');
    expect((await review(t.admin, rejected.id, { status: 'rejected' })).statusCode).toBe(200);
    const ids = [pending.id, approved.id, rejected.id, ...Object.values(shipped)];

    const pendingPage = await page(listPendingItems, { pageSize: 200 });
    expect(pendingPage.items.every((item) => item.status === 'pending')).toBe(true);
    expect(
      pendingPage.items.filter((item) => ids.includes(item.id)).map((item) => item.id),
    ).toEqual([pending.id]);

    const all = await page(listAllItems, { pageSize: 200 });
    expect(
      new Set(all.items.filter((item) => ids.includes(item.id)).map((item) => item.status)),
    ).toEqual(new Set(['pending', 'approved', 'rejected', 'accepted', 'shipped', 'paid']));
  });

  it('count the total over all pages, not just the page', async () => {
    const pendingCount = await rowCount(t, clothingItems, eq(clothingItems.status, 'pending'));
    expect((await page(listPendingItems, { pageSize: 1 })).total).toBe(pendingCount);
    expect((await page(listAllItems, { pageSize: 1 })).total).toBe(
      await rowCount(t, clothingItems),
    );
  });

  it.each(LISTS)(
    '$path lists newest first and pages through with page and pageSize',
    async (endpoint) => {
      const who = await newCustomer(t);
      // Five items dated after everything else, out of the order they were made in.
      const dated = [];
      for (const minutes of [1003, 1001, 1005, 1002, 1004]) {
        dated.push({ id: (await pendingItem(t, who)).id, minutes });
      }
      await dateAhead(dated);
      const newestFirst = [...dated].sort((a, b) => b.minutes - a.minutes).map((entry) => entry.id);

      const [first, second, third] = [
        await page(endpoint, { page: 1, pageSize: 2 }),
        await page(endpoint, { page: 2, pageSize: 2 }),
        await page(endpoint, { page: 3, pageSize: 2 }),
      ];
      expect(first).toMatchObject({ page: 1, pageSize: 2 });
      expect(second).toMatchObject({ page: 2, pageSize: 2 });
      expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 2));
      expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(2, 4));
      expect(third.items[0]?.id).toBe(newestFirst[4]);
      expect(first.total).toBe(second.total);
    },
  );

  it('answer a page past the end with no items and the right total', async () => {
    const body = await page(listAllItems, { page: 100000, pageSize: 200 });
    expect(body.items).toEqual([]);
    expect(body.total).toBeGreaterThan(0);
    expect(body.page).toBe(100000);
  });

  it.each([
    ['page=0', { page: 0 }, 'page must be 1 or more'],
    ['page=-1', { page: -1 }, 'page must be 1 or more'],
    ['page=abc', { page: 'abc' }, null],
    ['page=1.5', { page: 1.5 }, null],
    ['pageSize=0', { pageSize: 0 }, 'pageSize must be 1 or more'],
    ['pageSize=201', { pageSize: 201 }, 'pageSize must be at most 200'],
    ['pageSize=abc', { pageSize: 'abc' }, null],
  ])('refuse %s with 400 and a message', async (_query, query, message) => {
    for (const endpoint of LISTS) {
      const response = await list(endpoint, t.admin, query);
      expect(response.statusCode, response.body).toBe(400);
      const body = errorBodyOf(response);
      expect(body.code).toBe('INVALID_INPUT');
      if (message) expect(body.message).toBe(message);
      else expect(body.message).not.toBe('');
    }
  });

  it('answer an absurdly large page number with a 400 that says the limit', async () => {
    for (const huge of ['1e20', '99999999999999999999', '9007199254740993', '1000000', '2.5']) {
      const response = await list(listAllItems, t.admin, { page: huge });
      expect(response.statusCode, `${huge}: ${response.body}`).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'page must be a whole number of at most 999999',
      });
    }
    // The last page the console's address can hold is a page, empty past the end.
    const last = await list(listAllItems, t.admin, { page: '999999' });
    expect(last.statusCode).toBe(200);
    expect((last.json() as Page<unknown>).items).toEqual([]);
  });

  it('carry the seller’s email and cart value: the sum of their approved offers as "x.yy"', async () => {
    // The shipper's accepted, shipped and paid items (already in shipments) are not cart.
    const none = await newCustomer(t);
    const [a, b, c, d] = [
      await pendingItem(t, shipper),
      await pendingItem(t, shipper),
      await pendingItem(t, shipper),
      await pendingItem(t, shipper),
    ];
    await approve(a.id, '499.5');
    await approve(b.id, 100);
    expect((await review(t.admin, c.id, { status: 'rejected' })).statusCode).toBe(200);
    // d stays pending.
    const lonely = await pendingItem(t, none);

    const all = await page(listAllItems, { pageSize: 200 });
    const mine = all.items.filter((item) => item.userId === shipper.id);
    expect(mine.length).toBeGreaterThanOrEqual(4 + 6);
    for (const item of mine) {
      expect(item.userEmail).toBe(shipper.email);
      expect(item.userCartValue).toBe('599.50');
    }
    const pending = await page(listPendingItems, { pageSize: 200 });
    expect(pending.items.find((item) => item.id === d.id)).toMatchObject({
      userEmail: shipper.email,
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
      await approve((await pendingItem(t, who)).id, offerAmount);
    }
    const all = await page(listAllItems, { pageSize: 200 });
    const mine = all.items.filter((item) => item.userId === who.id);
    expect(mine).toHaveLength(3);
    for (const item of mine) expect(item.userCartValue).toBe('100000000.02');
  });

  it.each(LISTS)(
    '$path answers an unchanged poll with 304 (If-None-Match) and a changed one with 200 and a new ETag',
    async (endpoint) => {
      const first = await list(endpoint, t.admin);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();

      const unchanged = await list(endpoint, t.admin, {}, { 'if-none-match': etag });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');

      await pendingItem(t, seller);
      const changed = await list(endpoint, t.admin, {}, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json<Page<AdminItem>>().items.length).toBeGreaterThan(0);
    },
  );

  it('answer 200 again after a review changes an item on the page, as personal data: Cache-Control private, no-cache', async () => {
    const item = await pendingItem(t, seller);
    const first = await list(listAllItems, t.admin);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect((await review(t.admin, item.id, { status: 'rejected' })).statusCode).toBe(200);
    expect((await list(listAllItems, t.admin, {}, { 'if-none-match': etag })).statusCode).toBe(200);
  });
});

describe('PATCH /api/admin/clothing-items/:id: approve (SPEC §4, §5)', () => {
  it('approves with "499.5", stores "499.50", names the console admin as reviewer and records the time', async () => {
    const item = await pendingItem(t, seller);
    const before = Date.now();
    const response = await review(t.admin, item.id, {
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

    const row = await itemRow(t, item.id);
    expect(row).toMatchObject({
      status: 'approved',
      offerAmount: '499.50',
      reviewedBy: CONSOLE_ADMIN_ID,
    });
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
  });

  it('writes an audit_log row naming the admin, the action, the item and the offer', async () => {
    const item = await pendingItem(t, seller);
    await approve(item.id, '750');
    expect(await itemAudit(item.id)).toMatchObject([
      {
        actorType: 'admin',
        actorId: CONSOLE_ADMIN_ID,
        action: 'item.approved',
        targetType: 'clothing_item',
        targetId: String(item.id),
        details: { offerAmount: '750.00', adminNotes: null },
      },
    ]);
  });

  it.each([
    ['499', '499.00'],
    ['499.50', '499.50'],
    [' 12.3 ', '12.30'],
    [499.5, '499.50'],
    [0.01, '0.01'],
    ['99999999.99', '99999999.99'],
  ])('approves with the offer %j and stores %s', async (offerAmount, stored) => {
    const item = await pendingItem(t, seller);
    const response = await approve(item.id, offerAmount);
    expect(response.json()).toMatchObject({ offerAmount: stored });
    expect((await itemRow(t, item.id)).offerAmount).toBe(stored);
  });

  it.each([
    ['no offer at all', {}, OFFER_MISSING],
    ['an empty offer', { offerAmount: '' }, OFFER_MISSING],
    ['a blank offer', { offerAmount: '   ' }, OFFER_MISSING],
    ['a null offer', { offerAmount: null }, OFFER_MISSING],
    ['a negative offer', { offerAmount: '-5' }, OFFER_INVALID],
    ['a negative number', { offerAmount: -5 }, OFFER_INVALID],
    ['a zero offer', { offerAmount: '0' }, OFFER_INVALID],
    ['a zero offer with decimals', { offerAmount: '0.00' }, OFFER_INVALID],
    ['an offer with 3 decimals', { offerAmount: '499.123' }, OFFER_INVALID],
    ['a number with 3 decimals', { offerAmount: 1.005 }, OFFER_INVALID],
    ['a word', { offerAmount: 'five hundred' }, OFFER_INVALID],
    ['a rupee sign', { offerAmount: '₹500' }, OFFER_INVALID],
    ['an exponent', { offerAmount: '5e2' }, OFFER_INVALID],
    ['NaN-ish text', { offerAmount: 'NaN' }, OFFER_INVALID],
    ['an offer over 99999999.99', { offerAmount: '100000000' }, 'Offer amount is too large.'],
    ['a huge number', { offerAmount: 1e12 }, 'Offer amount is too large.'],
    ['a boolean', { offerAmount: true }, null],
    ['a list', { offerAmount: ['500'] }, null],
  ])('refuses an approval with %s: 400 and nothing changed', async (_what, offer, message) => {
    const response = await review(t.admin, untouched.id, { status: 'approved', ...offer });
    expect(response.statusCode, response.body).toBe(400);
    const body = errorBodyOf(response);
    expect(body.code).toBe('INVALID_INPUT');
    if (message) {
      expect(body).toEqual({
        code: 'INVALID_INPUT',
        message,
        params: { field: 'offerAmount', rule: ruleOf(message) },
      });
    }
    await expectUntouched(untouched.id);
  });
});

describe('PATCH /api/admin/clothing-items/:id: reject, status and ids', () => {
  it('rejects with notes: status rejected, no offer even if one was sent, audited as item.rejected', async () => {
    const item = await pendingItem(t, seller);
    const response = await review(t.admin, item.id, {
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
    expect((await itemRow(t, item.id)).reviewedAt).toBeInstanceOf(Date);
    expect(await itemAudit(item.id)).toMatchObject([
      { action: 'item.rejected', actorId: CONSOLE_ADMIN_ID },
    ]);
  });

  it.each([
    ['the status "pending"', { status: 'pending', offerAmount: '100' }, REVIEW_STATUS],
    ['the status "accepted"', { status: 'accepted', offerAmount: '100' }, REVIEW_STATUS],
    ['the status "paid"', { status: 'paid', offerAmount: '100' }, REVIEW_STATUS],
    ['an empty status', { status: '', offerAmount: '100' }, REVIEW_STATUS],
    ['no status', { offerAmount: '100' }, REVIEW_STATUS],
    ['the status "APPROVED"', { status: 'APPROVED', offerAmount: '100' }, REVIEW_STATUS],
    ['no body at all', undefined, null],
  ])('refuses %s with 400, changing nothing', async (_what, body, message) => {
    const response = await review(t.admin, untouched.id, body);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).code).toBe('INVALID_INPUT');
    if (message) {
      expect(errorBodyOf(response)).toMatchObject({ message, params: { field: 'status' } });
    }
    await expectUntouched(untouched.id);
  });

  it('answers an unknown item id with 404 "Item not found"', async () => {
    const response = await review(t.admin, 987654, { status: 'rejected' });
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'ITEM_NOT_FOUND',
      message: 'Item not found',
    });
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5'], ['1;drop table users']])(
    'answers the non-numeric or invalid id %j with 400 "Item id must be a number"',
    async (id) => {
      const response = await review(t.admin, id, { status: 'rejected' });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Item id must be a number',
        params: { field: 'id' },
      });
    },
  );

  it('answers an id beyond the integer range with 4xx, never a 500', async () => {
    const response = await review(t.admin, '99999999999', { status: 'rejected' });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});

describe('PATCH /api/admin/clothing-items/:id: only pending items can be reviewed (409)', () => {
  const ALREADY_REVIEWED = {
    code: 'ITEM_ALREADY_REVIEWED',
    message: 'This item has already been reviewed.',
  };

  it('refuses a second review with 409 "This item has already been reviewed." and keeps the first decision', async () => {
    const item = await pendingItem(t, seller);
    await approve(item.id, '600');
    for (const second of [
      { status: 'rejected' },
      { status: 'approved', offerAmount: '1' },
      { status: 'approved', offerAmount: '600' },
    ]) {
      const response = await review(t.admin, item.id, second);
      expect(response.statusCode).toBe(409);
      expect(errorBodyOf(response)).toMatchObject(ALREADY_REVIEWED);
    }
    expect(await itemRow(t, item.id)).toMatchObject({ status: 'approved', offerAmount: '600.00' });
    expect(await itemAudit(item.id)).toHaveLength(1);
  });

  it('refuses to review a rejected item again', async () => {
    const item = await pendingItem(t, seller);
    expect((await review(t.admin, item.id, { status: 'rejected' })).statusCode).toBe(200);
    const response = await review(t.admin, item.id, { status: 'approved', offerAmount: '100' });
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response)).toMatchObject(ALREADY_REVIEWED);
    expect((await itemRow(t, item.id)).status).toBe('rejected');
  });

  it.each(['accepted', 'shipped', 'paid'] as const)(
    'refuses to review an item that is already %s',
    async (status) => {
      const id = shipped[status];
      const response = await review(t.admin, id, { status: 'rejected' });
      expect(response.statusCode).toBe(409);
      expect(errorBodyOf(response)).toMatchObject(ALREADY_REVIEWED);
      expect((await itemRow(t, id)).status).toBe(status);
    },
  );

  it('two reviews at the same moment: exactly one 200 and one 409, one decision stored, one audit row', async () => {
    for (let round = 0; round < 3; round += 1) {
      const item = await pendingItem(t, seller);
      const responses = await Promise.all([
        review(t.admin, item.id, { status: 'approved', offerAmount: '700' }),
        review(flagged.cookie, item.id, { status: 'rejected' }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const loser = responses.find((response) => response.statusCode === 409)!;
      expect(errorBodyOf(loser)).toMatchObject(ALREADY_REVIEWED);
      const winner = responses
        .find((response) => response.statusCode === 200)!
        .json<{ status: string; reviewedBy: string }>();
      const row = await itemRow(t, item.id);
      expect(row.status).toBe(winner.status);
      expect(row.reviewedBy).toBe(winner.reviewedBy);
      expect(await itemAudit(item.id)).toHaveLength(1);
    }
  });
});
