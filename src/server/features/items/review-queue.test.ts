// The console's review queue through the real app (issue 14): the suggested offer (median, lowest
// and highest past approved offer of the same category and condition, or brand when it has at
// least 5), checked against medians worked out by hand, and the next oldest pending item after
// the ones the reviewer skipped. Admin only.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemEndpoints } from '@/contract/items';
import { reviewQueueEndpoints } from '@/contract/review-queue';
import type { AdminItem } from '@/domain/items.schema';
import type { Page } from '@/domain/pagination';
import {
  nextPendingSchema,
  suggestedOfferSchema,
  type NextPending,
} from '@/domain/review-queue.schema';
import { clothingItems } from '@/server/db/schema';
import {
  adminCustomer,
  newAgent,
  newCustomer,
  pendingItem,
  type Agent,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf, type InjectResponse } from '@/server/test-support/http';
import { appPerFile } from '@/server/test-support/test-app';

const { suggestedOffer, nextPendingItem } = reviewQueueEndpoints;

const t = appPerFile({ admin: true });
let seller: Customer;
let flagged: Customer;
let agent: Agent;

beforeAll(async () => {
  [seller, flagged, agent] = await Promise.all([newCustomer(t), adminCustomer(t), newAgent(t)]);
});

interface Kind {
  category: string;
  condition: string;
  brand?: string | null;
}

/** A pending item of this kind, submitted by the seller. */
async function submitted(kind: Kind): Promise<number> {
  return (await pendingItem(t, seller, { brand: null, ...kind })).id;
}

/** Items of this kind approved with these offers; their ids. */
async function approvedWith(kind: Kind, offers: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const offerAmount of offers) {
    const id = await submitted(kind);
    await callOk(t, itemEndpoints.reviewItem, {
      params: { id },
      body: { status: 'approved', offerAmount },
      cookie: t.admin,
    });
    ids.push(id);
  }
  return ids;
}

async function rejected(kind: Kind): Promise<void> {
  const id = await submitted(kind);
  await callOk(t, itemEndpoints.reviewItem, {
    params: { id },
    body: { status: 'rejected', adminNotes: 'Stained' },
    cookie: t.admin,
  });
}

// The cookie is given on every call: a visitor's undefined must not fall back to the admin's.
const suggestionFor = (id: number | string, cookie: string | undefined) =>
  call(t, suggestedOffer, { params: { id }, cookie });

/** The suggestion expected from `sampleSize` offers: their lowest, median and highest. */
const offered = (
  low: string,
  median: string,
  high: string,
  sampleSize: number,
  basis: 'brand' | 'category-condition' = 'category-condition',
) => ({ suggested: median, low, high, sampleSize, basis });

async function suggestion(id: number) {
  const response = await suggestionFor(id, t.admin);
  expect(response.statusCode, response.body).toBe(200);
  return suggestedOfferSchema.strict().parse(response.json());
}

const next = (skip: readonly number[] | string | undefined, cookie: string | undefined) =>
  call(t, nextPendingItem, {
    query: skip === undefined ? {} : { skip: typeof skip === 'string' ? skip : skip.join(',') },
    cookie,
  });

async function nextOk(skip: readonly number[]): Promise<NextPending> {
  const response = await next(skip, t.admin);
  expect(response.statusCode, response.body).toBe(200);
  return nextPendingSchema.strict().parse(response.json());
}

describe('GET /api/admin/clothing-items/:id/suggested-offer', () => {
  it('an odd count: the middle offer, lowest and highest of the category and condition', async () => {
    const kind = { category: 'sweaters', condition: 'good' };
    // Sorted: 100.00, 120.00, 250.50, 300.00, 999.99 -> median 250.50.
    const [, , , paidOne] = await approvedWith({ ...kind, brand: 'Marks' }, [
      '300',
      '100',
      '999.99',
      '250.50',
    ]);
    await approvedWith({ ...kind, brand: null }, ['120']);
    // An item approved earlier that has since been accepted, shipped and paid still counts.
    await t.db.update(clothingItems).set({ status: 'paid' }).where(eq(clothingItems.id, paidOne!));
    // Rejected and pending items carry no offer; other conditions and categories are not counted.
    await rejected(kind);
    await submitted(kind);
    await approvedWith({ category: 'sweaters', condition: 'fair' }, ['5000']);
    await approvedWith({ category: 'pants', condition: 'good' }, ['1']);

    const underReview = await submitted({ ...kind, brand: 'Uniqlo' });
    expect(await suggestion(underReview)).toEqual(offered('100.00', '250.50', '999.99', 5));
  });

  it('an even count: the mean of the two middle offers, rounded half up to the paisa', async () => {
    const kind = { category: 'pants', condition: 'fair' };
    // Sorted: 50.00, 100.00, 100.01, 200.00 -> (100.00 + 100.01) / 2 = 100.005 -> 100.01.
    await approvedWith(kind, ['100.00', '200', '50', '100.01']);
    expect(await suggestion(await submitted(kind))).toEqual(
      offered('50.00', '100.01', '200.00', 4),
    );
  });

  it('the brand alone once it has 5 offers (any case and spacing), else the category and condition', async () => {
    const kind = { category: 'denim', condition: 'very-good' };
    await approvedWith({ ...kind, brand: 'Zara' }, ['50', '60']);
    // Four of Levi's: not enough, so all six offers of the kind answer.
    // Sorted: 50, 60, 400, 450, 500, 600 -> (400 + 450) / 2 = 425.00.
    await approvedWith({ ...kind, brand: "Levi's" }, ['400', '500', '450']);
    await approvedWith({ ...kind, brand: "  levi's " }, ['600']);
    const underReview = await submitted({ ...kind, brand: "LEVI'S" });
    expect(await suggestion(underReview)).toEqual(offered('50.00', '425.00', '600.00', 6));

    // The fifth Levi's offer: the brand's own 400, 450, 500, 550, 600 -> 500.00.
    await approvedWith({ ...kind, brand: "Levi's" }, ['550']);
    expect(await suggestion(underReview)).toEqual(
      offered('400.00', '500.00', '600.00', 5, 'brand'),
    );
    // An item without a brand is priced by its category and condition: all seven offers.
    // Sorted: 50, 60, 400, 450, 500, 550, 600 -> 450.00.
    expect(await suggestion(await submitted({ ...kind, brand: null }))).toEqual(
      offered('50.00', '450.00', '600.00', 7),
    );
  });

  it('an item already reviewed is not counted in its own suggestion', async () => {
    const kind = { category: 'outerwear', condition: 'excellent' };
    const [first, second] = await approvedWith(kind, ['700', '900']);
    expect(await suggestion(first!)).toMatchObject({ suggested: '900.00', sampleSize: 1 });
    expect(await suggestion(second!)).toMatchObject({ suggested: '700.00', sampleSize: 1 });
  });

  it('no history: sampleSize 0, nulls, and the basis says none', async () => {
    await rejected({ category: 'shoes', condition: 'excellent' });
    expect(
      await suggestion(await submitted({ category: 'shoes', condition: 'excellent' })),
    ).toEqual({ suggested: null, low: null, high: null, sampleSize: 0, basis: 'none' });
  });

  it('an unknown item is 404 and a malformed id 400, in the one error shape', async () => {
    const missing = await suggestionFor(2_000_000, t.admin);
    expect(missing.statusCode).toBe(404);
    expect(errorBodyOf(missing)).toMatchObject({
      code: 'ITEM_NOT_FOUND',
      message: 'Item not found',
    });
    const malformed = await suggestionFor('abc', t.admin);
    expect(malformed.statusCode).toBe(400);
    expect(errorBodyOf(malformed).message).toContain('Item id must be a number');
  });
});

describe('GET /api/admin/review-queue/next', () => {
  /** Every pending item, oldest first, as the Pending Items list shows them (newest first). */
  async function pendingOldestFirst(): Promise<number[]> {
    const page = await callOk<Page<AdminItem>>(t, itemEndpoints.listPendingItems, {
      query: { pageSize: 200 },
      cookie: t.admin,
    });
    return page.items.map((item) => item.id).reverse();
  }

  it('answers the oldest pending item with seller details, then the next after each skip', async () => {
    await submitted({ category: 'dresses', condition: 'good', brand: 'First' });
    await submitted({ category: 'dresses', condition: 'good', brand: 'Second' });
    const order = await pendingOldestFirst();
    expect(order.length).toBeGreaterThan(2);

    const head = await nextOk([]);
    expect(head.item).toMatchObject({
      id: order[0],
      status: 'pending',
      userEmail: seller.email,
      userCartValue: expect.stringMatching(/^\d+\.\d{2}$/) as unknown as string,
    });
    expect(head.remaining).toBe(order.length);
    expect((await next(undefined, t.admin)).json()).toEqual(head);

    const skipped = order.slice(0, 2);
    const third = await nextOk(skipped);
    expect(third.item?.id).toBe(order[2]);
    expect(third.remaining).toBe(order.length - 2);
  });

  it('moves on when the head is reviewed, and says none is left when all are skipped', async () => {
    const order = await pendingOldestFirst();
    await callOk(t, itemEndpoints.reviewItem, {
      params: { id: order[0]! },
      body: { status: 'rejected' },
      cookie: t.admin,
    });
    expect((await nextOk([])).item?.id).toBe(order[1]);
    expect(await nextOk(order.slice(1))).toEqual({ item: null, remaining: 0 });
  });

  it.each([
    ['not a number', '12,abc', 'Item id must be a number'],
    ['empty between commas', '12,,13', 'Item id must be a number'],
    [
      'more than 200 ids',
      Array.from({ length: 201 }, (_, i) => i + 1).join(','),
      'skip may name at most 200 items',
    ],
  ])('refuses a skip list %s with 400 and the rule', async (_what, skip, message) => {
    const response = await next(skip, t.admin);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toContain(message);
  });
});

describe('who may use the review queue', () => {
  let item: number;
  beforeAll(async () => {
    item = await submitted({ category: 'accessories', condition: 'good' });
  });
  const routes: Array<[string, (cookie: string | undefined) => Promise<InjectResponse>]> = [
    ['GET suggested-offer', (cookie) => suggestionFor(item, cookie)],
    ['GET review-queue/next', (cookie) => next([], cookie)],
  ];

  describe.each([
    ['a visitor', () => undefined],
    ['a signed-in customer', () => seller.cookie],
    ['a signed-in agent', () => agent.cookie],
  ])('%s', (_who, cookie) => {
    it.each(routes)('gets 401 ADMIN_SIGN_IN_NEEDED on %s', async (_route, send) => {
      const response = await send(cookie());
      expect(response.statusCode).toBe(401);
      expect(errorBodyOf(response)).toMatchObject({ code: 'ADMIN_SIGN_IN_NEEDED' });
    });
  });

  describe.each([
    ['the console admin', () => t.admin],
    ['a customer flagged isAdmin', () => flagged.cookie],
  ])('%s', (_who, cookie) => {
    it.each(routes)('gets 200 on %s', async (_route, send) => {
      expect((await send(cookie())).statusCode).toBe(200);
    });
  });
});
