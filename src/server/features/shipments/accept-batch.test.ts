// POST /api/accept-batch-shipment through the real app (SPEC §2 batch card, §4 shipment creation,
// §5 shipment rules, §7, §9 ₹499; issue 5 "Seller side"): the ₹499 minimum to the paisa, both
// verifications, only the caller's approved items, exactly one shipment under concurrency, both
// request readings, the §5 messages for every pickup field and the served pickup area.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SHIPMENT_MESSAGES,
  minimumOrderMessage,
  pincodeNotServedMessage,
  verificationRequiredMessage,
  VERIFICATION_PENDING,
  type Shipment,
} from '../../../domain/shipments';
import { clothingItems, shipments, users } from '../../db/schema';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  type Customer,
  type TestApp,
} from '../../test-support/test-app';
import {
  PICKUP,
  PICKUP_REQUIRED_ONLY,
  accept,
  acceptBody,
  acceptOk,
  historyOf,
  item,
  itemRows,
  items,
  seller,
  shipmentsOf,
  snapshot,
  type Reading,
} from './shipments-test-helpers';

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

let t: TestApp;
/** A verified seller (identity and bank) used by the tests that need no fresh account. */
let owner: Customer;
/** Another verified seller: the owner must never be able to ship these items. */
let other: Customer;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([seller(t), seller(t)]);
});

/** Asserts the response is a refusal with exactly `message` and that nothing changed. */
async function expectRefused(
  response: Awaited<ReturnType<typeof accept>>,
  status: number,
  message: string | RegExp,
  before: Awaited<ReturnType<typeof snapshot>>,
  itemIds: number[],
) {
  expect(response.statusCode, response.body).toBe(status);
  const text = errorMessageOf(response);
  if (typeof message === 'string') expect(text).toBe(message);
  else expect(text).toMatch(message);
  expect(await snapshot(t, itemIds)).toEqual(before);
}

describe('the ₹499 minimum (SPEC §9), counted in paise', () => {
  it("refuses ₹498.99 with 'Minimum order value is ₹499. Add ₹0.01 more ...' and changes nothing", async () => {
    const s = await seller(t);
    const ids = await items(t, s.id, ['250.00', '248.99']);
    const before = await snapshot(t, ids);
    const response = await accept(t, s.cookie, acceptBody(ids));
    await expectRefused(
      response,
      400,
      'Minimum order value is ₹499. Add ₹0.01 more to create a shipment.',
      before,
      ids,
    );
    expect(before.items.map((row) => [row.status, row.userAcceptedAt, row.shipmentId])).toEqual([
      ['approved', null, null],
      ['approved', null, null],
    ]);
    expect(await shipmentsOf(t, s.id)).toEqual([]);
  });

  it('accepts exactly ₹499.00: 201, pending_pickup, offerAmount "499.00", items accepted, one history row', async () => {
    const s = await seller(t);
    const ids = await items(t, s.id, ['250.00', '249.00']);
    const response = await accept(t, s.cookie, acceptBody(ids));
    expect(response.statusCode, response.body).toBe(201);
    const shipment = response.json<Shipment>();
    expect(shipment).toMatchObject({
      userId: s.id,
      shipmentStatus: 'pending_pickup',
      offerAmount: '499.00',
      itemIds: ids,
      userName: PICKUP.userName,
      email: PICKUP.email,
      mobileNumber: PICKUP.mobileNumber,
      contactName: PICKUP.contactName,
      addressLine1: PICKUP.addressLine1,
      addressLine2: PICKUP.addressLine2,
      pincode: PICKUP.pincode,
      phoneNumber: PICKUP.phoneNumber,
      alternatePhoneNumber: PICKUP.alternatePhoneNumber,
      trackingNumber: null,
      shipmentNotes: null,
      payoutReference: null,
      itemType: 'Denim',
      itemName: '2 items: Levis Denim, Levis Denim',
    });
    expect(shipment.statusHistory).toHaveLength(1);
    expect(shipment.statusHistory[0]!.shipmentStatus).toBe('pending_pickup');
    expect(Number.isNaN(Date.parse(shipment.statusHistory[0]!.reachedAt))).toBe(false);

    const stored = await shipmentsOf(t, s.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: shipment.id,
      offerAmount: '499.00',
      shipmentStatus: 'pending_pickup',
    });
    expect([...stored[0]!.itemIds].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));

    for (const row of await itemRows(t, ids)) {
      expect(row.status).toBe('accepted');
      expect(row.userAcceptedAt).toBeInstanceOf(Date);
      expect(row.shipmentId).toBe(shipment.id);
    }
    const history = await historyOf(t, shipment.id);
    expect(history.map((row) => row.shipmentStatus)).toEqual(['pending_pickup']);
  });

  it('counts only the ids sent: other approved items of the seller do not fill the gap', async () => {
    const s = await seller(t);
    const [a, b] = await items(t, s.id, ['300.00', '198.99']);
    await item(t, s.id, '900.00'); // approved but not in this batch
    const before = await snapshot(t, [a!, b!]);
    const response = await accept(t, s.cookie, acceptBody([a, b]));
    await expectRefused(response, 400, minimumOrderMessage('0.01'), before, [a!, b!]);
  });

  it.each([
    [['0.01'], '498.99'],
    [['100.00', '100.00', '100.00'], '199.00'],
    [['498.90'], '0.10'],
  ])('offers %j fall short by ₹%s', async (offers, shortfall) => {
    const s = await seller(t);
    const ids = await items(t, s.id, offers);
    const before = await snapshot(t, ids);
    const response = await accept(t, s.cookie, acceptBody(ids));
    await expectRefused(response, 400, minimumOrderMessage(shortfall), before, ids);
  });

  // BUG (accept-batch.ts:52-56): the batch total is never checked against the numeric(10,2)
  // ceiling (MAX_PAISE in domain/money.ts, ₹99,999,999.99). Offers may each be up to that ceiling
  // (admin review accepts '99999999.99'), so two of them make the shipments insert overflow
  // ("numeric field overflow") and the seller gets 500 'Something went wrong'. Fix: after the
  // minimum check, `if (totalPaise > MAX_PAISE) throw badRequest('This batch is too large for one
  // shipment. Please accept fewer items at a time.')`. Remove `.fails` once fixed.
  it(
    'a batch whose total exceeds numeric(10,2) is refused with a 4xx, not a 500',
    async () => {
      const s = await seller(t);
      const ids = await items(t, s.id, ['99999999.99', '99999999.99']);
      const before = await snapshot(t, ids);
      const response = await accept(t, s.cookie, acceptBody(ids));
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(errorMessageOf(response)).not.toBe('Something went wrong. Please try again.');
      expect(await snapshot(t, ids)).toEqual(before);
    },
  );

  it('accepts a single offer at the numeric(10,2) ceiling', async () => {
    const s = await seller(t);
    const shipment = await acceptOk(t, s.cookie, await items(t, s.id, ['99999999.99']));
    expect(shipment.offerAmount).toBe('99999999.99');
  });

  it('sums many small offers exactly (no float drift): ten ₹49.90 are enough', async () => {
    const s = await seller(t);
    const offers = Array.from({ length: 10 }, () => '49.90'); // 499.00 in ten parts
    const ids = await items(t, s.id, offers);
    const shipment = await acceptOk(t, s.cookie, ids);
    expect(shipment.offerAmount).toBe('499.00');
    expect(shipment.itemIds).toHaveLength(10);
  });
});

describe('both verifications are required (SPEC §2 Verification Required)', () => {
  it.each([
    ['identity only missing', { identity: false, bank: true }, [VERIFICATION_PENDING.identity]],
    ['bank only missing', { identity: true, bank: false }, [VERIFICATION_PENDING.bank]],
    [
      'both missing',
      { identity: false, bank: false },
      [VERIFICATION_PENDING.identity, VERIFICATION_PENDING.bank],
    ],
  ] as const)(
    '%s: 403 listing what is pending, nothing changed',
    async (_case, verified, pending) => {
      const s = await seller(t, verified);
      const ids = await items(t, s.id, ['600.00']);
      const before = await snapshot(t, ids);
      const response = await accept(t, s.cookie, acceptBody(ids));
      await expectRefused(response, 403, verificationRequiredMessage(pending), before, ids);
      const message = errorMessageOf(response);
      expect(message.startsWith('Verification Required')).toBe(true);
      for (const line of pending) expect(message).toContain(line);
      if (pending.length === 1) {
        const notPending =
          pending[0] === VERIFICATION_PENDING.identity
            ? VERIFICATION_PENDING.bank
            : VERIFICATION_PENDING.identity;
        expect(message).not.toContain(notPending);
      }
    },
  );

  it('a bank status of under_review is not verified', async () => {
    const s = await seller(t, { identity: true, bank: false });
    await t.db
      .update(users)
      .set({ bankVerificationStatus: 'under_review' })
      .where(eq(users.id, s.id));
    const ids = await items(t, s.id, ['600.00']);
    const before = await snapshot(t, ids);
    const response = await accept(t, s.cookie, acceptBody(ids));
    await expectRefused(
      response,
      403,
      verificationRequiredMessage([VERIFICATION_PENDING.bank]),
      before,
      ids,
    );
  });
});

describe('only the caller’s approved items, each once', () => {
  it("refuses another seller's approved items (409) and changes nothing", async () => {
    const ids = await items(t, other.id, ['300.00', '300.00']);
    const before = await snapshot(t, ids);
    const response = await accept(t, owner.cookie, acceptBody(ids));
    await expectRefused(response, 409, SHIPMENT_MESSAGES.itemsUnavailable, before, ids);
  });

  it.each(['pending', 'rejected', 'accepted', 'shipped', 'paid'] as const)(
    'refuses a batch containing an item that is %s, and leaves the approved ones approved',
    async (status) => {
      const good = await items(t, owner.id, ['600.00']);
      const bad = await item(
        t,
        owner.id,
        status === 'pending' || status === 'rejected' ? null : '100.00',
        {
          status,
        },
      );
      const ids = [...good, bad];
      const before = await snapshot(t, ids);
      const response = await accept(t, owner.cookie, acceptBody(ids));
      await expectRefused(response, 409, SHIPMENT_MESSAGES.itemsUnavailable, before, ids);
      expect(before.items.find((row) => row.id === good[0])!.status).toBe('approved');
    },
  );

  it('refuses a pending item that already has an offer field set (status decides, not the offer)', async () => {
    const pending = await item(t, owner.id, '700.00', { status: 'pending' });
    const before = await snapshot(t, [pending]);
    const response = await accept(t, owner.cookie, acceptBody([pending]));
    await expectRefused(response, 409, SHIPMENT_MESSAGES.itemsUnavailable, before, [pending]);
  });

  it("refuses a mix of own approved items and another seller's item; own items stay approved", async () => {
    const mine = await items(t, owner.id, ['300.00', '300.00']);
    const theirs = await item(t, other.id, '300.00');
    const ids = [mine[0]!, theirs, mine[1]!];
    const before = await snapshot(t, ids);
    const response = await accept(t, owner.cookie, acceptBody(ids));
    await expectRefused(response, 409, SHIPMENT_MESSAGES.itemsUnavailable, before, ids);
    expect(before.items.map((row) => row.status)).toEqual(['approved', 'approved', 'approved']);
  });

  it('refuses an id that does not exist', async () => {
    const mine = await items(t, owner.id, ['600.00']);
    const ids = [...mine, 2_000_000_000];
    const before = await snapshot(t, mine);
    const response = await accept(t, owner.cookie, acceptBody(ids));
    await expectRefused(response, 409, SHIPMENT_MESSAGES.itemsUnavailable, before, mine);
  });

  it('refuses a second submission of an accepted batch (409): still exactly one shipment', async () => {
    const s = await seller(t);
    const ids = await items(t, s.id, ['500.00']);
    const first = await acceptOk(t, s.cookie, ids);
    const before = await snapshot(t, ids);
    const again = await accept(t, s.cookie, acceptBody(ids));
    await expectRefused(again, 409, SHIPMENT_MESSAGES.itemsUnavailable, before, ids);
    const stored = await shipmentsOf(t, s.id);
    expect(stored.map((row) => row.id)).toEqual([first.id]);
  });

  it.each([
    ['an empty list', []],
    ['no itemIds at all', undefined],
    ['null', null],
  ])('refuses %s with 400 and the no-items message', async (_case, itemIds) => {
    const before = await snapshot(t, []);
    const body = acceptBody(itemIds);
    if (itemIds === undefined) delete body.itemIds;
    const response = await accept(t, owner.cookie, body);
    await expectRefused(response, 400, SHIPMENT_MESSAGES.noItems, before, []);
  });

  it.each([
    ['a fraction', (id: number) => [id + 0.5]],
    ['a numeric string', (id: number) => [String(id)]],
    ['zero', () => [0]],
    ['a negative id', (id: number) => [-id]],
    ['beyond int4', () => [2_147_483_648]],
    ['null inside the list', (id: number) => [id, null]],
    ['a boolean', () => [true]],
    ['an object', (id: number) => [{ id }]],
    ['a comma-separated string', (id: number) => `${id},${id + 1}`],
    ['a single number instead of a list', (id: number) => id],
  ])('refuses non-integer ids (%s) with a 400 message, nothing changed', async (_case, makeIds) => {
    const ids = await items(t, owner.id, ['600.00']);
    const before = await snapshot(t, ids);
    const response = await accept(t, owner.cookie, acceptBody(makeIds(ids[0]!)));
    await expectRefused(response, 400, /\S/, before, ids);
  });

  it('refuses more than 500 ids in one shipment', async () => {
    const before = await snapshot(t, []);
    const ids = Array.from({ length: 501 }, (_, i) => i + 1);
    const response = await accept(t, owner.cookie, acceptBody(ids));
    await expectRefused(response, 400, 'Too many items in one shipment', before, []);
  });

  // The server de-duplicates the list (accept-batch.ts: new Set) instead of refusing it; what
  // matters is that a repeated id never counts twice toward ₹499 and lands in the shipment once.
  it('a repeated id never counts twice toward ₹499', async () => {
    const s = await seller(t);
    const [a] = await items(t, s.id, ['250.00']);
    const before = await snapshot(t, [a!]);
    const response = await accept(t, s.cookie, acceptBody([a, a]));
    await expectRefused(response, 400, minimumOrderMessage('249.00'), before, [a!]);
  });

  it('a repeated id lands in the shipment once', async () => {
    const s = await seller(t);
    const [a, b] = await items(t, s.id, ['250.00', '250.00']);
    const shipment = await acceptOk(t, s.cookie, [a!, b!, a!, b!, a!]);
    expect(shipment.itemIds).toEqual([a, b]);
    expect(shipment.offerAmount).toBe('500.00');
  });

  it('a visitor gets 401 and nothing changes', async () => {
    const ids = await items(t, owner.id, ['600.00']);
    const before = await snapshot(t, ids);
    const response = await accept(t, undefined, acceptBody(ids));
    await expectRefused(response, 401, 'Unauthorized', before, ids);
  });

  it('the /superman console session is not a seller: 401', async () => {
    const admin = await adminLogin(t);
    const ids = await items(t, owner.id, ['600.00']);
    const before = await snapshot(t, ids);
    const response = await accept(t, admin, acceptBody(ids));
    await expectRefused(response, 401, 'Unauthorized', before, ids);
  });
});

describe('exactly one shipment, even at the same moment', () => {
  it('20 concurrent accepts of the same batch: one 201, nineteen 409, one shipment, each item once', async () => {
    const s = await seller(t);
    const ids = await items(t, s.id, ['200.00', '200.00', '150.00']);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => accept(t, s.cookie, acceptBody(ids))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(errorMessageOf(response)).toBe(SHIPMENT_MESSAGES.itemsUnavailable);
    }

    const created = responses.find((response) => response.statusCode === 201)!.json<Shipment>();
    const stored = await shipmentsOf(t, s.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe(created.id);
    expect(stored[0]!.offerAmount).toBe('550.00');
    expect([...stored[0]!.itemIds].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(stored[0]!.itemIds).size).toBe(stored[0]!.itemIds.length);
    for (const row of await itemRows(t, ids)) {
      expect(row).toMatchObject({ status: 'accepted', shipmentId: created.id });
    }
    expect(await historyOf(t, created.id)).toHaveLength(1);
  });

  it('two different, disjoint batches of the same seller at once both succeed', async () => {
    const s = await seller(t);
    const first = await items(t, s.id, ['499.00', '1.00']);
    const second = await items(t, s.id, ['700.00']);
    const [a, b] = await Promise.all([
      accept(t, s.cookie, acceptBody(first)),
      accept(t, s.cookie, acceptBody(second, PICKUP, 'flat')),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([201, 201]);
    const stored = await shipmentsOf(t, s.id);
    expect(stored).toHaveLength(2);
    const byOffer = Object.fromEntries(stored.map((row) => [row.offerAmount, row]));
    expect(byOffer['500.00']!.itemIds).toEqual(first);
    expect(byOffer['700.00']!.itemIds).toEqual(second);
    for (const row of await itemRows(t, [...first, ...second])) {
      const expected = first.includes(row.id) ? byOffer['500.00']!.id : byOffer['700.00']!.id;
      expect(row).toMatchObject({ status: 'accepted', shipmentId: expected });
    }
  });

  it('two overlapping batches at once: one wins, the shared item is shipped once', async () => {
    const s = await seller(t);
    const [x, shared, y] = await items(t, s.id, ['300.00', '300.00', '300.00']);
    const responses = await Promise.all([
      accept(t, s.cookie, acceptBody([x, shared])),
      accept(t, s.cookie, acceptBody([shared, y])),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const stored = await shipmentsOf(t, s.id);
    expect(stored).toHaveLength(1);
    const rows = await t.db.select().from(clothingItems).where(eq(clothingItems.userId, s.id));
    const accepted = rows.filter((row) => row.status === 'accepted');
    expect(accepted).toHaveLength(2);
    expect(accepted.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [...stored[0]!.itemIds].sort((a, b) => a - b),
    );
    expect(rows.filter((row) => row.status === 'approved')).toHaveLength(1);
  });
});

describe('both request readings (SPEC §7 shipmentData, SPEC §3 fields beside itemIds)', () => {
  it.each(['nested', 'flat'] as const)(
    'the %s reading creates the shipment with the form stored',
    async (reading) => {
      const s = await seller(t);
      const ids = await items(t, s.id, ['520.00']);
      const response = await accept(
        t,
        s.cookie,
        acceptBody(ids, { ...PICKUP, city: 'Haridwar' }, reading),
      );
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await shipmentsOf(t, s.id);
      expect(row).toMatchObject({
        userName: PICKUP.userName,
        email: PICKUP.email,
        mobileNumber: PICKUP.mobileNumber,
        contactName: PICKUP.contactName,
        addressLine1: PICKUP.addressLine1,
        addressLine2: PICKUP.addressLine2,
        pincode: PICKUP.pincode,
        city: 'Haridwar',
        phoneNumber: PICKUP.phoneNumber,
        alternatePhoneNumber: PICKUP.alternatePhoneNumber,
        offerAmount: '520.00',
      });
    },
  );

  it('shipmentData that is not an object is a form with nothing in it (400, Name is required)', async () => {
    const ids = await items(t, owner.id, ['600.00']);
    const before = await snapshot(t, ids);
    const response = await accept(t, owner.cookie, { itemIds: ids, shipmentData: 'Asha' });
    await expectRefused(response, 400, SHIPMENT_MESSAGES.nameRequired, before, ids);
  });

  it('trims the text fields it stores', async () => {
    const s = await seller(t);
    const ids = await items(t, s.id, ['520.00']);
    await acceptOk(t, s.cookie, ids, {
      ...PICKUP,
      userName: '  Asha Verma  ',
      addressLine1: ' 12 Har Ki Pauri Road ',
      pincode: ' 249401 ',
    });
    const [row] = await shipmentsOf(t, s.id);
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
    formIds = await items(t, owner.id, ['600.00']);
  });

  it.each(cases)(
    '%s -> 400 with the exact message, nothing changed',
    async (_case, reading, field, value, message) => {
      const ids = formIds;
      const fields: Record<string, unknown> = { ...PICKUP };
      if (value === undefined) delete fields[field];
      else fields[field] = value;
      const before = await snapshot(t, ids);
      const response = await accept(t, owner.cookie, acceptBody(ids, fields, reading as Reading));
      await expectRefused(response, 400, message, before, ids);
    },
  );

  it('a 7-digit pincode is refused (400, 6 digits), nothing changed', async () => {
    const ids = await items(t, owner.id, ['600.00']);
    const before = await snapshot(t, ids);
    const response = await accept(
      t,
      owner.cookie,
      acceptBody(ids, { ...PICKUP, pincode: '2494011' }),
    );
    await expectRefused(response, 400, 'Pincode must be 6 digits', before, ids);
  });

  it('the optional fields may be left out (address line 2, pickup address, city, alternate phone)', async () => {
    const s = await seller(t);
    const ids = await items(t, s.id, ['520.00']);
    const shipment = await acceptOk(t, s.cookie, ids, { ...PICKUP_REQUIRED_ONLY });
    expect(shipment).toMatchObject({
      addressLine2: null,
      pickupAddress: null,
      city: null,
      alternatePhoneNumber: null,
    });
  });

  it('optional fields sent empty or null are stored as null', async () => {
    const s = await seller(t);
    const ids = await items(t, s.id, ['520.00']);
    const shipment = await acceptOk(t, s.cookie, ids, {
      ...PICKUP_REQUIRED_ONLY,
      addressLine2: '',
      pickupAddress: null,
      alternatePhoneNumber: '  ',
    });
    expect(shipment).toMatchObject({
      addressLine2: null,
      pickupAddress: null,
      alternatePhoneNumber: null,
    });
  });

  it('phone numbers may be written with +91, spaces and dashes', async () => {
    const s = await seller(t);
    const ids = await items(t, s.id, ['520.00']);
    const shipment = await acceptOk(t, s.cookie, ids, {
      ...PICKUP,
      mobileNumber: '+91 98765-43210',
      phoneNumber: '98765 43211',
      alternatePhoneNumber: '0133-2223344',
    });
    expect(shipment.mobileNumber).toBe('+91 98765-43210');
  });
});

describe('pickup only where the business operates (default SERVICE_PINCODES: Haridwar)', () => {
  it('GET /api/service-area answers Haridwar and the default pincodes to anyone', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/service-area' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ city: 'Haridwar', pincodes: HARIDWAR });
  });

  it.each(['110001', '249406', '249409', '249412', '000000'])(
    'pincode %s is outside the served area: 400 naming Haridwar and its pincodes, nothing changed',
    async (pincode) => {
      const ids = await items(t, owner.id, ['600.00']);
      const before = await snapshot(t, ids);
      const response = await accept(t, owner.cookie, acceptBody(ids, { ...PICKUP, pincode }));
      await expectRefused(response, 400, pincodeNotServedMessage(HARIDWAR), before, ids);
      expect(errorMessageOf(response)).toContain('Haridwar');
      expect(errorMessageOf(response)).toContain('249401');
    },
  );

  it('every default Haridwar pincode is served', async () => {
    const s = await seller(t);
    for (const pincode of HARIDWAR) {
      const ids = await items(t, s.id, ['499.00']);
      const response = await accept(t, s.cookie, acceptBody(ids, { ...PICKUP, pincode }, 'flat'));
      expect(response.statusCode, `${pincode}: ${response.body}`).toBe(201);
    }
    const stored = await t.db
      .select({ pincode: shipments.pincode })
      .from(shipments)
      .where(eq(shipments.userId, s.id));
    expect(stored.map((row) => row.pincode).sort()).toEqual(HARIDWAR);
  });
});
