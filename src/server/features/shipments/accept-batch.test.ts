// POST /api/accept-batch-shipment through the real app (SPEC §2 batch card, §4 shipment creation,
// §5 shipment rules, §7, §9 ₹499): the ₹499 minimum to the paisa, both verifications, only the
// caller's approved items, exactly one shipment under concurrency, both request readings, the §5
// messages for every pickup field and the served pickup area.
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, type ErrorCode } from '@/contract/error-codes';
import { itemEndpoints } from '@/contract/items';
import { shipmentEndpoints } from '@/contract/shipments';
import type { ItemStatus } from '@/domain/item-status';
import { ruleOf, SHIPMENT_MESSAGES } from '@/domain/rule-messages';
import { VERIFICATION_PENDING, type PendingVerification } from '@/domain/shipment-messages';
import { type Shipment } from '@/domain/shipments.schema';
import { clothingItems, shipmentStatusHistory, shipments, tableVersions } from '@/server/db/schema';
import {
  approvedItems,
  newCustomer,
  pendingItem,
  PICKUP,
  shipment,
  type Customer,
  type CustomerState,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf, type InjectResponse } from '@/server/test-support/http';
import { rowCount } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const HARIDWAR = [
  '249401',
  '249402',
  '249403',
  '249404',
  '249405',
  '249407',
  '249408',
  '249410',
  '249411',
];

/** The pickup form with only the required fields (no addressLine2, alternate phone, city...). */
const { addressLine2: _line2, alternatePhoneNumber: _alternate, ...PICKUP_REQUIRED_ONLY } = PICKUP;

const t = appPerFile({ admin: true });
/** A verified seller (identity and bank) used by the tests that need no fresh account. */
let owner: Customer;
/** Another verified seller: the owner must never be able to ship these items. */
let other: Customer;

beforeAll(async () => {
  [owner, other] = await Promise.all([
    newCustomer(t, { state: 'verified' }),
    newCustomer(t, { state: 'verified' }),
  ]);
});

const verifiedSeller = () => newCustomer(t, { state: 'verified' });

/** The ₹499 refusal's text for a shortfall (SPEC §2, §8). */
const minimumOrder = (shortfall: string) => errorMessage('MINIMUM_ORDER_NOT_MET', { shortfall });

type Reading = 'nested' | 'flat';

/** The request body in either reading (SPEC §7 shipmentData, or the fields beside itemIds). */
function acceptBody(
  itemIds: unknown,
  fields: Record<string, unknown> = PICKUP,
  reading: Reading = 'nested',
): Record<string, unknown> {
  return reading === 'nested' ? { itemIds, shipmentData: fields } : { itemIds, ...fields };
}

const accept = (cookie: string | undefined, body: unknown) =>
  call(t, shipmentEndpoints.acceptBatchShipment, { cookie, body });

const acceptOk = (who: Customer, itemIds: number[], fields: Record<string, unknown> = PICKUP) =>
  callOk<Shipment>(t, shipmentEndpoints.acceptBatchShipment, {
    cookie: who.cookie,
    body: acceptBody(itemIds, fields),
  });

/** An approved item of `who` with these details (brand, category...) and offer: its id. */
async function approvedItem(who: Customer, offerAmount: string, details = {}): Promise<number> {
  const { id } = await pendingItem(t, who, details);
  await callOk(t, itemEndpoints.reviewItem, {
    params: { id },
    body: { status: 'approved', offerAmount, adminNotes: '' },
    cookie: t.admin,
  });
  return id;
}

const updateShipment = (id: number, body: Record<string, unknown>) =>
  callOk(t, shipmentEndpoints.updateShipment, { params: { id }, body, cookie: t.admin });

/** An item of the owner's in each status an accept must refuse, made as the product makes it. */
const ITEM_IN: Record<Exclude<ItemStatus, 'approved'>, () => Promise<number>> = {
  pending: async () => (await pendingItem(t, owner)).id,
  rejected: async () => {
    const { id } = await pendingItem(t, owner);
    await callOk(t, itemEndpoints.reviewItem, {
      params: { id },
      body: { status: 'rejected', adminNotes: 'Stained' },
      cookie: t.admin,
    });
    return id;
  },
  accepted: async () => (await shipment(t, owner, ['500.00'])).itemIds[0]!,
  shipped: async () => {
    const made = await shipment(t, owner, ['500.00']);
    await updateShipment(made.id, { shipmentStatus: 'picked_up' });
    return made.itemIds[0]!;
  },
  paid: async () => {
    const made = await shipment(t, owner, ['500.00']);
    await updateShipment(made.id, { shipmentStatus: 'delivered', payoutReference: 'UTR-PAID' });
    return made.itemIds[0]!;
  },
};

// ---------------------------------------------------------------------------------------------
// What the database holds

const itemRows = (ids: number[]) =>
  t.db
    .select()
    .from(clothingItems)
    .where(inArray(clothingItems.id, ids.length ? ids : [-1]))
    .orderBy(asc(clothingItems.id));

const shipmentsOf = (userId: string) =>
  t.db.select().from(shipments).where(eq(shipments.userId, userId)).orderBy(asc(shipments.id));

const historyOf = (shipmentId: number) =>
  t.db.select().from(shipmentStatusHistory).where(eq(shipmentStatusHistory.shipmentId, shipmentId));

const byId = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/**
 * Everything an accept could change, for "refused and nothing changed": the given items (status,
 * acceptance, shipment link, updatedAt), the counts of shipments and history rows, and the
 * shipments version counter the admin list's ETag is made from.
 */
async function snapshot(itemIds: number[]) {
  const [version] = await t.db
    .select({ version: tableVersions.version })
    .from(tableVersions)
    .where(eq(tableVersions.tableName, 'shipments'));
  return {
    shipments: await rowCount(t, shipments),
    history: await rowCount(t, shipmentStatusHistory),
    version: version?.version ?? 0,
    items: (await itemRows(itemIds)).map(
      ({ id, status, userAcceptedAt, shipmentId, updatedAt }) => ({
        id,
        status,
        userAcceptedAt,
        shipmentId,
        updatedAt,
      }),
    ),
  };
}

/**
 * Asserts the response is a refusal with this code and exactly `message` (a broken §5 rule also
 * names its rule) and that nothing changed; returns the error body for checks of its params.
 */
async function expectRefused(
  response: InjectResponse,
  code: ErrorCode,
  message: string | RegExp,
  before: Awaited<ReturnType<typeof snapshot>>,
  itemIds: number[],
) {
  const error = errorBodyOf(response);
  expect(error.code, response.body).toBe(code);
  if (typeof message !== 'string') expect(error.message).toMatch(message);
  else {
    expect(error.message).toBe(message);
    if (code === 'INVALID_INPUT') expect(error.params.rule).toBe(ruleOf(message) ?? '');
  }
  expect(await snapshot(itemIds)).toEqual(before);
  return error;
}

/** Sends a batch of `itemIds` as `who` and expects the refusal, with nothing changed. */
async function expectAcceptRefused(
  who: Customer,
  itemIds: number[],
  code: ErrorCode,
  message: string | RegExp,
  body: unknown = acceptBody(itemIds),
) {
  const before = await snapshot(itemIds);
  return expectRefused(await accept(who.cookie, body), code, message, before, itemIds);
}

describe('the ₹499 minimum (SPEC §9), counted in paise', () => {
  it("refuses ₹498.99 with 'Minimum order value is ₹499. Add ₹0.01 more ...' and changes nothing", async () => {
    const s = await verifiedSeller();
    const ids = await approvedItems(t, s, ['250.00', '248.99']);
    const error = await expectAcceptRefused(
      s,
      ids,
      'MINIMUM_ORDER_NOT_MET',
      'Minimum order value is ₹499. Add ₹0.01 more to create a shipment.',
    );
    expect(error.params).toEqual({ shortfall: '0.01' });
    expect(
      (await itemRows(ids)).map((row) => [row.status, row.userAcceptedAt, row.shipmentId]),
    ).toEqual([
      ['approved', null, null],
      ['approved', null, null],
    ]);
    expect(await shipmentsOf(s.id)).toEqual([]);
  });

  it('accepts exactly ₹499.00: 201, pending_pickup, offerAmount "499.00", items accepted, one history row', async () => {
    const s = await verifiedSeller();
    const ids = await approvedItems(t, s, ['250.00', '249.00']);
    const response = await accept(s.cookie, acceptBody(ids));
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json<Shipment>();
    expect(made).toMatchObject({
      userId: s.id,
      shipmentStatus: 'pending_pickup',
      offerAmount: '499.00',
      itemIds: ids,
      ...PICKUP,
      trackingNumber: null,
      shipmentNotes: null,
      payoutReference: null,
      itemType: 'Denim',
      itemName: "2 items: Levi's Denim, Levi's Denim",
    });
    expect(made.statusHistory).toHaveLength(1);
    expect(made.statusHistory[0]!.shipmentStatus).toBe('pending_pickup');
    expect(Number.isNaN(Date.parse(made.statusHistory[0]!.reachedAt))).toBe(false);

    const stored = await shipmentsOf(s.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: made.id,
      offerAmount: '499.00',
      shipmentStatus: 'pending_pickup',
    });
    expect(byId(stored[0]!.itemIds)).toEqual(byId(ids));

    for (const row of await itemRows(ids)) {
      expect(row.status).toBe('accepted');
      expect(row.userAcceptedAt).toBeInstanceOf(Date);
      expect(row.shipmentId).toBe(made.id);
    }
    expect((await historyOf(made.id)).map((row) => row.shipmentStatus)).toEqual(['pending_pickup']);
  });

  it('counts only the ids sent: other approved items of the seller do not fill the gap', async () => {
    const s = await verifiedSeller();
    const [a, b] = await approvedItems(t, s, ['300.00', '198.99', '900.00']); // 900 not sent
    await expectAcceptRefused(s, [a!, b!], 'MINIMUM_ORDER_NOT_MET', minimumOrder('0.01'));
  });

  it.each([
    [['0.01'], '498.99'],
    [['100.00', '100.00', '100.00'], '199.00'],
    [['498.90'], '0.10'],
  ])('offers %j fall short by ₹%s', async (offers, shortfall) => {
    const ids = await approvedItems(t, owner, offers);
    const error = await expectAcceptRefused(
      owner,
      ids,
      'MINIMUM_ORDER_NOT_MET',
      minimumOrder(shortfall),
    );
    expect(error.params).toEqual({ shortfall });
  });

  // Offers may each be up to the numeric(10,2) ceiling (MAX_PAISE, ₹99,999,999.99), so two of
  // them would overflow the shipment's offerAmount: refused before the insert, not a 500.
  it('a batch whose total exceeds numeric(10,2) is refused with a 4xx, not a 500', async () => {
    const ids = await approvedItems(t, owner, ['99999999.99', '99999999.99']);
    await expectAcceptRefused(owner, ids, 'BATCH_TOO_LARGE', SHIPMENT_MESSAGES.batchTooLarge);
  });

  it('accepts a single offer at the numeric(10,2) ceiling', async () => {
    const s = await verifiedSeller();
    const made = await acceptOk(s, await approvedItems(t, s, ['99999999.99']));
    expect(made.offerAmount).toBe('99999999.99');
  });

  it('sums many small offers exactly (no float drift): ten ₹49.90 are enough', async () => {
    const s = await verifiedSeller();
    const ids = await approvedItems(
      t,
      s,
      Array.from({ length: 10 }, () => '49.90'),
    ); // 499.00
    const made = await acceptOk(s, ids);
    expect(made.offerAmount).toBe('499.00');
    expect(made.itemIds).toHaveLength(10);
  });
});

describe('both verifications are required (SPEC §2 Verification Required)', () => {
  const IDENTITY = 'Verification Required: Aadhar card verification pending';
  const BANK = 'Verification Required: Bank details and payment verification pending';
  it.each([
    ['identity missing (bank details approved only)', 'identity', 'bank-only', IDENTITY],
    ['bank missing (identity only)', 'bank', 'identity', BANK],
    ['bank details still under review', 'bank', 'bank-under-review', BANK],
    [
      'both missing',
      'identity,bank',
      'new',
      'Verification Required: Aadhar card verification pending; Bank details and payment verification pending',
    ],
  ] as const satisfies ReadonlyArray<
    readonly [string, PendingVerification, CustomerState, string]
  >)(
    '%s: 403 naming what is pending (params.pending %j), nothing changed',
    async (_case, pending, state, message) => {
      const s = await newCustomer(t, { state });
      const ids = await approvedItems(t, s, ['600.00']);
      const error = await expectAcceptRefused(s, ids, 'VERIFICATION_REQUIRED', message);
      expect(error.params).toEqual({ pending });
      expect(message).toBe(errorMessage('VERIFICATION_REQUIRED', { pending }));
      for (const step of ['identity', 'bank'] as const) {
        if (pending.includes(step)) expect(message).toContain(VERIFICATION_PENDING[step]);
        else expect(message).not.toContain(VERIFICATION_PENDING[step]);
      }
    },
  );
});

describe('only the caller’s approved items, each once', () => {
  const unavailable = (ids: number[], body?: unknown) =>
    expectAcceptRefused(owner, ids, 'ITEMS_UNAVAILABLE', SHIPMENT_MESSAGES.itemsUnavailable, body);

  it("refuses another seller's approved items (409) and changes nothing", async () => {
    await unavailable(await approvedItems(t, other, ['300.00', '300.00']));
  });

  it.each(['pending', 'rejected', 'accepted', 'shipped', 'paid'] as const)(
    'refuses a batch containing an item that is %s, and leaves the approved ones approved',
    async (status) => {
      const [good] = await approvedItems(t, owner, ['600.00']);
      const ids = [good!, await ITEM_IN[status]()];
      expect((await itemRows(ids)).map((row) => row.status)).toEqual(['approved', status]);
      await unavailable(ids);
    },
  );

  it('refuses a pending item that already has an offer field set (status decides, not the offer)', async () => {
    // No endpoint writes an offer on a pending item: a row edited by hand, or left by an old
    // version, is the only way to have one.
    const { id } = await pendingItem(t, owner);
    await t.db.update(clothingItems).set({ offerAmount: '700.00' }).where(eq(clothingItems.id, id));
    await unavailable([id]);
  });

  it("refuses a mix of own approved items and another seller's item; own items stay approved", async () => {
    const [mine1, mine2] = await approvedItems(t, owner, ['300.00', '300.00']);
    const [theirs] = await approvedItems(t, other, ['300.00']);
    const ids = [mine1!, theirs!, mine2!];
    await unavailable(ids);
    expect((await itemRows(ids)).map((row) => row.status)).toEqual([
      'approved',
      'approved',
      'approved',
    ]);
  });

  it('refuses an id that does not exist', async () => {
    const mine = await approvedItems(t, owner, ['600.00']);
    await unavailable(mine, acceptBody([...mine, 2_000_000_000]));
  });

  it('refuses a second submission of an accepted batch (409): still exactly one shipment', async () => {
    const s = await verifiedSeller();
    const ids = await approvedItems(t, s, ['500.00']);
    const first = await acceptOk(s, ids);
    await expectAcceptRefused(s, ids, 'ITEMS_UNAVAILABLE', SHIPMENT_MESSAGES.itemsUnavailable);
    expect((await shipmentsOf(s.id)).map((row) => row.id)).toEqual([first.id]);
  });

  it.each([
    ['an empty list', []],
    ['no itemIds at all', undefined],
    ['null', null],
  ])('refuses %s with 400 and the no-items message', async (_case, itemIds) => {
    const body = acceptBody(itemIds);
    if (itemIds === undefined) delete body.itemIds;
    const error = await expectAcceptRefused(
      owner,
      [],
      'INVALID_INPUT',
      SHIPMENT_MESSAGES.noItems,
      body,
    );
    expect(error.params).toEqual({ field: 'itemIds', rule: 'shipments.noItems' });
  });

  describe('refuses ids that are not positive integers, nothing changed', () => {
    // Refused before any row is read, so every case can offer the same approved item.
    let id: number;
    beforeAll(async () => {
      [id] = (await approvedItems(t, owner, ['600.00'])) as [number];
    });

    it.each([
      ['a fraction', (n: number) => [n + 0.5]],
      ['a numeric string', (n: number) => [String(n)]],
      ['zero', () => [0]],
      ['a negative id', (n: number) => [-n]],
      ['beyond int4', () => [2_147_483_648]],
      ['null inside the list', (n: number) => [n, null]],
      ['a boolean', () => [true]],
      ['an object', (n: number) => [{ id: n }]],
      ['a comma-separated string', (n: number) => `${n},${n + 1}`],
      ['a single number instead of a list', (n: number) => n],
    ])('%s: 400 with a message', async (_case, makeIds) => {
      await expectAcceptRefused(owner, [id], 'INVALID_INPUT', /\S/, acceptBody(makeIds(id)));
    });
  });

  it('refuses more than 500 ids in one shipment', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => i + 1);
    const error = await expectAcceptRefused(
      owner,
      [],
      'INVALID_INPUT',
      'Too many items in one shipment',
      acceptBody(ids),
    );
    expect(error.params.field).toBe('itemIds');
  });

  // The server de-duplicates the list (accept-batch.ts: new Set) instead of refusing it; what
  // matters is that a repeated id never counts twice toward ₹499 and lands in the shipment once.
  it('a repeated id never counts twice toward ₹499', async () => {
    const [a] = await approvedItems(t, owner, ['250.00']);
    await expectAcceptRefused(
      owner,
      [a!],
      'MINIMUM_ORDER_NOT_MET',
      minimumOrder('249.00'),
      acceptBody([a, a]),
    );
  });

  it('a repeated id lands in the shipment once', async () => {
    const s = await verifiedSeller();
    const [a, b] = await approvedItems(t, s, ['250.00', '250.00']);
    const made = await acceptOk(s, [a!, b!, a!, b!, a!]);
    expect(made.itemIds).toEqual([a, b]);
    expect(made.offerAmount).toBe('500.00');
  });

  it('names the items in the order they were submitted (by id), whatever order the ids came in', async () => {
    const s = await verifiedSeller();
    const first = await approvedItem(s, '250.00', { brand: 'Zara', category: 'dresses' });
    const second = await approvedItem(s, '150.00', { brand: '', category: 'outerwear' });
    const third = await approvedItem(s, '100.00', { brand: 'Levis' });
    const made = await acceptOk(s, [third, first, second]);
    expect(made.itemName).toBe('3 items: Zara Dresses, Outerwear, Levis Denim');
    expect(made.itemType).toBe('Dresses, Outerwear, Denim');
    expect(made.itemIds).toEqual([third, first, second]);
  });

  it.each([
    ['a visitor', () => undefined],
    ['the /superman console session (not a seller)', () => t.admin],
  ])('%s gets 401 and nothing changes', async (_who, cookie) => {
    const ids = await approvedItems(t, owner, ['600.00']);
    const before = await snapshot(ids);
    const response = await accept(cookie(), acceptBody(ids));
    await expectRefused(response, 'UNAUTHENTICATED', 'Unauthorized', before, ids);
  });
});

describe('exactly one shipment, even at the same moment', () => {
  it('20 concurrent accepts of the same batch: one 201, nineteen 409, one shipment, each item once', async () => {
    const s = await verifiedSeller();
    const ids = await approvedItems(t, s, ['200.00', '200.00', '150.00']);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => accept(s.cookie, acceptBody(ids))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(errorBodyOf(response)).toEqual({
        code: 'ITEMS_UNAVAILABLE',
        message: SHIPMENT_MESSAGES.itemsUnavailable,
        params: {},
      });
    }

    const created = responses.find((response) => response.statusCode === 201)!.json<Shipment>();
    const stored = await shipmentsOf(s.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: created.id, offerAmount: '550.00' });
    expect(byId(stored[0]!.itemIds)).toEqual(byId(ids));
    expect(new Set(stored[0]!.itemIds).size).toBe(stored[0]!.itemIds.length);
    for (const row of await itemRows(ids)) {
      expect(row).toMatchObject({ status: 'accepted', shipmentId: created.id });
    }
    expect(await historyOf(created.id)).toHaveLength(1);
  });

  it('two different, disjoint batches of the same seller at once both succeed', async () => {
    const s = await verifiedSeller();
    const first = await approvedItems(t, s, ['499.00', '1.00']);
    const second = await approvedItems(t, s, ['700.00']);
    const [a, b] = await Promise.all([
      accept(s.cookie, acceptBody(first)),
      accept(s.cookie, acceptBody(second, PICKUP, 'flat')),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([201, 201]);
    const stored = await shipmentsOf(s.id);
    expect(stored).toHaveLength(2);
    const byOffer = Object.fromEntries(stored.map((row) => [row.offerAmount, row]));
    expect(byOffer['500.00']!.itemIds).toEqual(first);
    expect(byOffer['700.00']!.itemIds).toEqual(second);
    for (const row of await itemRows([...first, ...second])) {
      const expected = first.includes(row.id) ? byOffer['500.00']!.id : byOffer['700.00']!.id;
      expect(row).toMatchObject({ status: 'accepted', shipmentId: expected });
    }
  });

  it('two overlapping batches at once: one wins, the shared item is shipped once', async () => {
    const s = await verifiedSeller();
    const [x, shared, y] = await approvedItems(t, s, ['300.00', '300.00', '300.00']);
    const responses = await Promise.all([
      accept(s.cookie, acceptBody([x, shared])),
      accept(s.cookie, acceptBody([shared, y])),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const stored = await shipmentsOf(s.id);
    expect(stored).toHaveLength(1);
    const rows = await itemRows([x!, shared!, y!]);
    const accepted = rows.filter((row) => row.status === 'accepted');
    expect(byId(accepted.map((row) => row.id))).toEqual(byId(stored[0]!.itemIds));
    expect(accepted).toHaveLength(2);
    expect(rows.filter((row) => row.status === 'approved')).toHaveLength(1);
  });
});

describe('both request readings (SPEC §7 shipmentData, SPEC §3 fields beside itemIds)', () => {
  it.each(['nested', 'flat'] as const)(
    'the %s reading creates the shipment with the form stored',
    async (reading) => {
      const s = await verifiedSeller();
      const ids = await approvedItems(t, s, ['520.00']);
      const response = await accept(
        s.cookie,
        acceptBody(ids, { ...PICKUP, city: 'Haridwar' }, reading),
      );
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await shipmentsOf(s.id);
      expect(row).toMatchObject({ ...PICKUP, city: 'Haridwar', offerAmount: '520.00' });
    },
  );

  it('shipmentData that is not an object is a form with nothing in it (400, Name is required)', async () => {
    const ids = await approvedItems(t, owner, ['600.00']);
    const error = await expectAcceptRefused(
      owner,
      ids,
      'INVALID_INPUT',
      SHIPMENT_MESSAGES.nameRequired,
      { itemIds: ids, shipmentData: 'Asha' },
    );
    expect(error.params).toEqual({ field: 'userName', rule: 'shipments.nameRequired' });
  });

  it('trims the text fields it stores', async () => {
    const s = await verifiedSeller();
    await acceptOk(s, await approvedItems(t, s, ['520.00']), {
      ...PICKUP,
      userName: '  Asha Verma  ',
      addressLine1: ' 12 Har Ki Pauri Road ',
      pincode: ' 249401 ',
    });
    const [row] = await shipmentsOf(s.id);
    expect(row).toMatchObject({
      userName: 'Asha Verma',
      addressLine1: '12 Har Ki Pauri Road',
      pincode: '249401',
    });
  });
});

describe('pickup form rules and messages (SPEC §5)', () => {
  // [case, field, value (undefined = left out), message]
  const invalid: Array<[string, string, unknown, string]> = [
    ['missing name', 'userName', undefined, 'Name is required'],
    ['blank name', 'userName', '   ', 'Name is required'],
    ['bad email', 'email', 'asha.example.com', 'Valid email is required'],
    ['missing email', 'email', undefined, 'Valid email is required'],
    ['short mobile', 'mobileNumber', '98765', 'Valid mobile number is required'],
    ['letters in mobile', 'mobileNumber', '98765abcde', 'Valid mobile number is required'],
    ['missing mobile', 'mobileNumber', undefined, 'Valid mobile number is required'],
    ['missing address line 1', 'addressLine1', undefined, 'Address line 1 is required'],
    ['blank address line 1', 'addressLine1', '  ', 'Address line 1 is required'],
    ['missing contact name', 'contactName', undefined, 'Contact name is required'],
    ['blank contact name', 'contactName', '', 'Contact name is required'],
    ['5-digit pincode', 'pincode', '12345', 'Valid pincode is required'],
    ['missing pincode', 'pincode', undefined, 'Valid pincode is required'],
    ['letters in pincode', 'pincode', '24940a', 'Valid pincode is required'],
    ['7-digit pincode', 'pincode', '2494011', 'Pincode must be 6 digits'],
    ['short phone', 'phoneNumber', '12345', 'Valid phone number is required'],
    ['missing phone', 'phoneNumber', undefined, 'Valid phone number is required'],
    ['bad alternate phone', 'alternatePhoneNumber', '12345', 'Valid phone number is required'],
    [
      'letters as alternate phone',
      'alternatePhoneNumber',
      'call my son',
      'Valid phone number is required',
    ],
  ];
  const cases = (['nested', 'flat'] as const).flatMap((reading) =>
    invalid.map(
      ([name, field, value, message]) =>
        [`${reading}: ${name}`, reading, field, value, message] as const,
    ),
  );

  // Validation refuses before any row is read, so every case can offer the same approved item.
  let formIds: number[];
  beforeAll(async () => {
    formIds = await approvedItems(t, owner, ['600.00']);
  });

  it.each(cases)(
    '%s -> 400 with the exact message, nothing changed',
    async (_case, reading, field, value, message) => {
      const fields: Record<string, unknown> = { ...PICKUP };
      if (value === undefined) delete fields[field];
      else fields[field] = value;
      const body = acceptBody(formIds, fields, reading);
      const error = await expectAcceptRefused(owner, formIds, 'INVALID_INPUT', message, body);
      expect(error.params.field).toBe(field);
    },
  );

  it.each([
    ['left out (address line 2, pickup address, city, alternate phone)', PICKUP_REQUIRED_ONLY],
    [
      'sent empty or null',
      {
        ...PICKUP_REQUIRED_ONLY,
        addressLine2: '',
        pickupAddress: null,
        alternatePhoneNumber: '  ',
      },
    ],
  ])('the optional fields may be %s: stored as null', async (_case, fields) => {
    const s = await verifiedSeller();
    const made = await acceptOk(s, await approvedItems(t, s, ['520.00']), fields);
    expect(made).toMatchObject({
      addressLine2: null,
      pickupAddress: null,
      city: null,
      alternatePhoneNumber: null,
    });
  });

  it('phone numbers may be written with +91, spaces and dashes', async () => {
    const s = await verifiedSeller();
    const made = await acceptOk(s, await approvedItems(t, s, ['520.00']), {
      ...PICKUP,
      mobileNumber: '+91 98765-43210',
      phoneNumber: '98765 43211',
      alternatePhoneNumber: '0133-2223344',
    });
    expect(made.mobileNumber).toBe('+91 98765-43210');
  });
});

describe('pickup only where the business operates (default SERVICE_PINCODES: Haridwar)', () => {
  it('GET /api/service-area answers Haridwar and the default pincodes to anyone', async () => {
    expect(await callOk(t, shipmentEndpoints.getServiceArea)).toEqual({
      city: 'Haridwar',
      pincodes: HARIDWAR,
    });
  });

  describe('a pincode outside the served area', () => {
    // Refused before any row is read, so every case can offer the same approved item.
    let ids: number[];
    beforeAll(async () => {
      ids = await approvedItems(t, owner, ['600.00']);
    });

    it.each(['110001', '249406', '249409', '249412', '000000'])(
      '%s: 400 naming Haridwar and its pincodes, nothing changed',
      async (pincode) => {
        const error = await expectAcceptRefused(
          owner,
          ids,
          'PINCODE_NOT_SERVED',
          `Sorry, pickup is available only in Haridwar (pincodes ${HARIDWAR.join(', ')}).`,
          acceptBody(ids, { ...PICKUP, pincode }),
        );
        expect(error.params).toEqual({ pincodes: HARIDWAR.join(', ') });
      },
    );
  });

  it('every default Haridwar pincode is served', async () => {
    const s = await verifiedSeller();
    const ids = await approvedItems(
      t,
      s,
      HARIDWAR.map(() => '499.00'),
    );
    for (const [index, pincode] of HARIDWAR.entries()) {
      const response = await accept(
        s.cookie,
        acceptBody([ids[index]], { ...PICKUP, pincode }, 'flat'),
      );
      expect(response.statusCode, `${pincode}: ${response.body}`).toBe(201);
    }
    expect((await shipmentsOf(s.id)).map((row) => row.pincode).sort()).toEqual(HARIDWAR);
  });
});
