// Admin Shipments tab through the real app (SPEC §2 admin, §4 shipment statuses, §7; DESIGN §8;
// issue 5 "Admin Shipments tab"): who may call it, the paginated list newest first with a version
// ETag (304 on an unchanged poll), and the status update that moves item statuses, records the
// payout UTR, grows the seller's earnings, keeps a status history and writes the audit log.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT_MESSAGES, shipmentSchema, type Shipment } from '../../../domain/shipments';
import { DEFAULT_PAGE_SIZE } from '../../../domain/pagination';
import { shipments, users } from '../../db/schema';
import { ADMIN_REQUIRED_MESSAGE } from '../../platform/guards';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  newCustomer,
  signIn,
  type Customer,
  type InjectResponse,
  type TestApp,
} from '../../test-support/test-app';
import { CONSOLE_ADMIN_ID } from '../admin-auth/console-admin';
import { agentCookie } from '../verification/verification-test-helpers';
import {
  PICKUP,
  acceptOk,
  historyOf,
  itemRows,
  items,
  patchShipment,
  seller,
  shipmentAudits,
  shipmentRow,
} from './shipments-test-helpers';

interface ListPage {
  items: Shipment[];
  total: number;
  page: number;
  pageSize: number;
}

let t: TestApp;
/** Cookie of a /superman console session. */
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
});

function list(cookie: string | undefined, query = '', headers: Record<string, string> = {}) {
  return t.inject({
    method: 'GET',
    url: `/api/admin/shipments${query}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

async function page(query = ''): Promise<ListPage> {
  const response = await list(admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListPage>();
}

async function earnings(cookie: string) {
  const response = await t.inject({ method: 'GET', url: '/api/earnings', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ totalEarnings: string; deliveredShipments: number }>();
}

/** A verified seller with one accepted batch of the given offers (a pending_pickup shipment). */
async function shipmentOf(
  offers: string[],
  owner?: Customer,
): Promise<{ s: Customer; shipment: Shipment }> {
  const s = owner ?? (await seller(t));
  const shipment = await acceptOk(t, s.cookie, await items(t, s.id, offers));
  return { s, shipment };
}

async function patchOk(
  cookie: string,
  id: number,
  body: Record<string, unknown>,
): Promise<Shipment> {
  const response = await patchShipment(t, cookie, id, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Shipment>();
}

async function itemStatuses(ids: number[]) {
  return (await itemRows(t, ids)).map((row) => row.status);
}

/** Everything a refused update must leave alone. */
async function state(shipment: Shipment, s: Customer) {
  return {
    row: await shipmentRow(t, shipment.id),
    items: await itemRows(t, shipment.itemIds),
    history: await historyOf(t, shipment.id),
    audits: await shipmentAudits(t, shipment.id),
    earnings: await earnings(s.cookie),
  };
}

describe('who may use the admin shipment routes', () => {
  let target: { s: Customer; shipment: Shipment };
  beforeAll(async () => {
    target = await shipmentOf(['600.00']);
  });

  const calls: Array<[string, (cookie: string | undefined) => Promise<InjectResponse>]> = [
    ['GET /api/admin/shipments', (cookie) => list(cookie)],
    [
      'PATCH /api/admin/shipments/:id',
      (cookie) =>
        patchShipment(t, cookie, target.shipment.id, {
          shipmentStatus: 'delivered',
          payoutReference: 'UTR-HACK',
        }),
    ],
  ];

  it.each(calls)('a visitor gets 401 on %s and nothing changes', async (_route, call) => {
    const before = await state(target.shipment, target.s);
    const response = await call(undefined);
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe(ADMIN_REQUIRED_MESSAGE);
    expect(await state(target.shipment, target.s)).toEqual(before);
  });

  it.each(calls)(
    'a signed-in customer (even the shipment’s own seller) gets 401 on %s',
    async (_route, call) => {
      const stranger = await newCustomer(t);
      for (const cookie of [stranger.cookie, target.s.cookie]) {
        const before = await state(target.shipment, target.s);
        const response = await call(cookie);
        expect(response.statusCode).toBe(401);
        expect(errorMessageOf(response)).toBe(ADMIN_REQUIRED_MESSAGE);
        expect(await state(target.shipment, target.s)).toEqual(before);
      }
    },
  );

  it.each(calls)('an agent gets 401 on %s', async (_route, call) => {
    const before = await state(target.shipment, target.s);
    const response = await call(await agentCookie(t));
    expect(response.statusCode).toBe(401);
    expect(await state(target.shipment, target.s)).toEqual(before);
  });

  it('a signed-in customer flagged isAdmin may update, and is the one recorded', async () => {
    const staff = await newCustomer(t);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, staff.id));
    const cookie = await signIn(t, staff.email, staff.password);
    const { shipment } = await shipmentOf(['520.00']);
    await patchOk(cookie, shipment.id, {
      shipmentStatus: 'picked_up',
      trackingNumber: 'TRK-STAFF',
    });
    const history = await historyOf(t, shipment.id);
    expect(history.at(-1)).toMatchObject({ shipmentStatus: 'picked_up', changedBy: staff.id });
    const audits = await shipmentAudits(t, shipment.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'shipment.updated',
      actorType: 'admin',
      actorId: staff.id,
    });
    expect((await list(cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/shipments', () => {
  it('pages newest first with total, page and pageSize (default page size)', async () => {
    const s = await newCustomer(t);
    const base = Date.UTC(2040, 0, 1);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const [row] = await t.db
        .insert(shipments)
        .values({
          userId: s.id,
          offerAmount: `${500 + i}.00`,
          itemIds: [],
          createdAt: new Date(base + i * 60_000),
        })
        .returning({ id: shipments.id });
      ids.push(row!.id);
    }
    const [oldest, middle, newest] = ids;

    const first = await page('?page=1&pageSize=2');
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(2);
    expect(first.items.map((row) => row.id)).toEqual([newest, middle]);
    const second = await page('?page=2&pageSize=2');
    expect(second.items[0]!.id).toBe(oldest);
    expect(second.total).toBe(first.total);

    const all = await page();
    expect(all.pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(all.total).toBe((await t.db.select({ id: shipments.id }).from(shipments)).length);
    const times = all.items.map((row) => Date.parse(row.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows the fields of the Shipments tab and the status history', async () => {
    const { s, shipment } = await shipmentOf(['300.00', '200.00']);
    await patchOk(admin, shipment.id, {
      shipmentStatus: 'picked_up',
      trackingNumber: 'TRK-9',
      shipmentNotes: 'Fragile',
    });
    const all = await page('?pageSize=200');
    const row = all.items.find((entry) => entry.id === shipment.id)!;
    expect(shipmentSchema.strict().parse(row)).toEqual(row);
    expect(row).toMatchObject({
      userId: s.id,
      itemName: '2 items: Levis Denim, Levis Denim',
      offerAmount: '500.00',
      shipmentStatus: 'picked_up',
      email: PICKUP.email,
      phoneNumber: PICKUP.phoneNumber,
      alternatePhoneNumber: PICKUP.alternatePhoneNumber,
      contactName: PICKUP.contactName,
      addressLine1: PICKUP.addressLine1,
      addressLine2: PICKUP.addressLine2,
      pincode: PICKUP.pincode,
      trackingNumber: 'TRK-9',
      shipmentNotes: 'Fragile',
    });
    expect(row.statusHistory.map((step) => step.shipmentStatus)).toEqual([
      'pending_pickup',
      'picked_up',
    ]);
  });

  it.each(['?page=0', '?pageSize=0', '?pageSize=201', '?page=abc'])(
    'refuses %s with 400',
    async (query) => {
      const response = await list(admin, query);
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toMatch(/\S/);
    },
  );

  it('answers an unchanged poll with 304 and a changed one with 200 and a new ETag', async () => {
    const { shipment } = await shipmentOf(['600.00']);
    const first = await list(admin);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();

    const unchanged = await list(admin, '', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // A refused update changes nothing, so the poll is still unchanged.
    expect(
      (await patchShipment(t, admin, shipment.id, { shipmentStatus: 'delivered' })).statusCode,
    ).toBe(400);
    expect((await list(admin, '', { 'if-none-match': etag })).statusCode).toBe(304);

    await patchOk(admin, shipment.id, { shipmentStatus: 'in_transit' });
    const changed = await list(admin, '', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    const etag2 = changed.headers.etag as string;
    expect(etag2).not.toBe(etag);
    expect(
      changed.json<ListPage>().items.find((row) => row.id === shipment.id)!.shipmentStatus,
    ).toBe('in_transit');

    await shipmentOf(['499.00']); // a seller accepts a new batch
    const afterAccept = await list(admin, '', { 'if-none-match': etag2 });
    expect(afterAccept.statusCode).toBe(200);
    expect(afterAccept.headers.etag).not.toBe(etag2);
  });

  it('gives each page its own ETag', async () => {
    const one = await list(admin, '?page=1&pageSize=1');
    const two = await list(admin, '?page=2&pageSize=1');
    expect(one.headers.etag).not.toBe(two.headers.etag);
    expect(
      (await list(admin, '?page=2&pageSize=1', { 'if-none-match': one.headers.etag as string }))
        .statusCode,
    ).toBe(200);
  });

  it('is personal data: Cache-Control private, no-cache', async () => {
    const response = await list(admin);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('PATCH /api/admin/shipments/:id: items follow the shipment, earnings follow delivery', () => {
  it('picked_up and in_transit ship the items; delivered needs the UTR, then pays them and grows earnings', async () => {
    const s = await seller(t);
    const { shipment } = await shipmentOf(['300.00', '250.50'], s);
    const { shipment: other } = await shipmentOf(['700.00'], s);
    expect(await earnings(s.cookie)).toEqual({ totalEarnings: '0.00', deliveredShipments: 0 });
    expect(await itemStatuses(shipment.itemIds)).toEqual(['accepted', 'accepted']);

    const picked = await patchOk(admin, shipment.id, {
      shipmentStatus: 'picked_up',
      trackingNumber: 'TRK-100',
      shipmentNotes: 'Collected',
    });
    expect(picked).toMatchObject({
      shipmentStatus: 'picked_up',
      trackingNumber: 'TRK-100',
      shipmentNotes: 'Collected',
    });
    expect(await itemStatuses(shipment.itemIds)).toEqual(['shipped', 'shipped']);
    expect(await earnings(s.cookie)).toEqual({ totalEarnings: '0.00', deliveredShipments: 0 });

    await patchOk(admin, shipment.id, { shipmentStatus: 'in_transit', trackingNumber: 'TRK-100' });
    expect(await itemStatuses(shipment.itemIds)).toEqual(['shipped', 'shipped']);
    expect(await earnings(s.cookie)).toEqual({ totalEarnings: '0.00', deliveredShipments: 0 });

    // Delivered without the payout reference: refused, nothing changed.
    for (const payoutReference of [undefined, '', '   ', null]) {
      const before = await state(shipment, s);
      const refused = await patchShipment(t, admin, shipment.id, {
        shipmentStatus: 'delivered',
        trackingNumber: 'TRK-100',
        ...(payoutReference === undefined ? {} : { payoutReference }),
      });
      expect(refused.statusCode).toBe(400);
      expect(errorMessageOf(refused)).toBe(
        'Please enter the payout reference (UTR) for a delivered shipment.',
      );
      expect(await state(shipment, s)).toEqual(before);
      expect(before.row!.shipmentStatus).toBe('in_transit');
    }

    const delivered = await patchOk(admin, shipment.id, {
      shipmentStatus: 'delivered',
      trackingNumber: 'TRK-100',
      payoutReference: 'UTR401234567890',
    });
    expect(delivered).toMatchObject({
      shipmentStatus: 'delivered',
      payoutReference: 'UTR401234567890',
    });
    expect((await shipmentRow(t, shipment.id))!.payoutReference).toBe('UTR401234567890');
    expect(await itemStatuses(shipment.itemIds)).toEqual(['paid', 'paid']);
    expect(await earnings(s.cookie)).toEqual({ totalEarnings: '550.50', deliveredShipments: 1 });

    // The other shipment in transit does not count; once delivered it does.
    await patchOk(admin, other.id, { shipmentStatus: 'in_transit' });
    expect(await earnings(s.cookie)).toEqual({ totalEarnings: '550.50', deliveredShipments: 1 });
    await patchOk(admin, other.id, { shipmentStatus: 'delivered', payoutReference: 'UTR2' });
    expect(await earnings(s.cookie)).toEqual({ totalEarnings: '1250.50', deliveredShipments: 2 });
    expect(await itemStatuses(other.itemIds)).toEqual(['paid']);
  });

  it('only delivered counts: moving a delivered shipment back takes it out of earnings and un-pays the items', async () => {
    const { s, shipment } = await shipmentOf(['640.00']);
    await patchOk(admin, shipment.id, { shipmentStatus: 'delivered', payoutReference: 'UTR-BACK' });
    expect(await earnings(s.cookie)).toEqual({ totalEarnings: '640.00', deliveredShipments: 1 });
    await patchOk(admin, shipment.id, { shipmentStatus: 'in_transit' });
    expect(await earnings(s.cookie)).toEqual({ totalEarnings: '0.00', deliveredShipments: 0 });
    expect(await itemStatuses(shipment.itemIds)).toEqual(['shipped']);
    await patchOk(admin, shipment.id, { shipmentStatus: 'pending_pickup' });
    expect(await itemStatuses(shipment.itemIds)).toEqual(['accepted']);
  });

  it("never touches another seller's items or earnings", async () => {
    const { s: a, shipment } = await shipmentOf(['600.00']);
    const { s: b, shipment: theirs } = await shipmentOf(['700.00']);
    await patchOk(admin, shipment.id, { shipmentStatus: 'delivered', payoutReference: 'UTR-A' });
    expect(await earnings(a.cookie)).toEqual({ totalEarnings: '600.00', deliveredShipments: 1 });
    expect(await earnings(b.cookie)).toEqual({ totalEarnings: '0.00', deliveredShipments: 0 });
    expect(await itemStatuses(theirs.itemIds)).toEqual(['accepted']);
  });
});

describe('PATCH /api/admin/shipments/:id: history and audit', () => {
  it('adds a dated history row per status change (by the acting admin) and none when the status is unchanged', async () => {
    const { shipment } = await shipmentOf(['600.00']);
    expect((await historyOf(t, shipment.id)).map((row) => row.shipmentStatus)).toEqual([
      'pending_pickup',
    ]);

    await patchOk(admin, shipment.id, { shipmentStatus: 'picked_up', trackingNumber: 'TRK-1' });
    const same = await patchOk(admin, shipment.id, {
      shipmentStatus: 'picked_up',
      trackingNumber: 'TRK-2',
      shipmentNotes: 'Driver changed',
    });
    expect(same).toMatchObject({ trackingNumber: 'TRK-2', shipmentNotes: 'Driver changed' });
    await patchOk(admin, shipment.id, { shipmentStatus: 'in_transit', trackingNumber: 'TRK-2' });

    const history = await historyOf(t, shipment.id);
    expect(history.map((row) => row.shipmentStatus)).toEqual([
      'pending_pickup',
      'picked_up',
      'in_transit',
    ]);
    expect(history.slice(1).map((row) => row.changedBy)).toEqual([
      CONSOLE_ADMIN_ID,
      CONSOLE_ADMIN_ID,
    ]);
    for (const row of history) expect(row.createdAt).toBeInstanceOf(Date);
    const times = history.map((row) => row.createdAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // The response carries the same timeline, dated.
    expect(same.statusHistory.map((step) => step.shipmentStatus)).toEqual([
      'pending_pickup',
      'picked_up',
    ]);
    for (const step of same.statusHistory)
      expect(Number.isNaN(Date.parse(step.reachedAt))).toBe(false);
  });

  it("writes 'shipment.updated' naming the acting admin, for every accepted update", async () => {
    const { shipment } = await shipmentOf(['600.00']);
    await patchOk(admin, shipment.id, { shipmentStatus: 'picked_up', trackingNumber: 'TRK-A' });
    await patchOk(admin, shipment.id, { shipmentStatus: 'picked_up', shipmentNotes: 'note only' });
    await patchOk(admin, shipment.id, {
      shipmentStatus: 'delivered',
      payoutReference: 'UTR-AUDIT',
    });
    const audits = await shipmentAudits(t, shipment.id);
    expect(audits).toHaveLength(3);
    for (const row of audits) {
      expect(row).toMatchObject({
        action: 'shipment.updated',
        actorType: 'admin',
        actorId: CONSOLE_ADMIN_ID,
        targetType: 'shipment',
        targetId: String(shipment.id),
      });
    }
    expect(audits.map((row) => row.details)).toEqual([
      expect.objectContaining({ from: 'pending_pickup', to: 'picked_up', trackingNumber: 'TRK-A' }),
      expect.objectContaining({ from: 'picked_up', to: 'picked_up' }),
      expect.objectContaining({ from: 'picked_up', to: 'delivered', payoutReference: 'UTR-AUDIT' }),
    ]);
  });
});

describe('PATCH /api/admin/shipments/:id: partial updates', () => {
  it('an empty tracking number or note sent explicitly clears it', async () => {
    const { shipment } = await shipmentOf(['600.00']);
    await patchOk(admin, shipment.id, {
      shipmentStatus: 'picked_up',
      trackingNumber: 'TRK-1',
      shipmentNotes: 'n',
    });
    const cleared = await patchOk(admin, shipment.id, {
      shipmentStatus: 'picked_up',
      trackingNumber: '',
      shipmentNotes: '',
    });
    expect(cleared).toMatchObject({ trackingNumber: null, shipmentNotes: null });
  });

  it('a stored payout reference is kept when a later update leaves it out', async () => {
    const { shipment } = await shipmentOf(['600.00']);
    await patchOk(admin, shipment.id, { shipmentStatus: 'delivered', payoutReference: 'UTR-KEEP' });
    const back = await patchOk(admin, shipment.id, { shipmentStatus: 'in_transit' });
    expect(back.payoutReference).toBe('UTR-KEEP');
  });

  // BUG (update-shipment.ts:25-26, with optionalText in domain/shipments.ts:68-76): a PATCH that
  // leaves out trackingNumber or shipmentNotes erases the stored values (undefined is turned into
  // null and written), while a left-out payoutReference is kept (`?? current.payoutReference`).
  // An admin marking a shipment delivered with just the status and the UTR silently loses the
  // tracking number and notes the seller sees on the order card. Fix: keep undefined apart from
  // '' in adminShipmentUpdateSchema (e.g. `.transform((v) => (v === undefined ? undefined : v || null))`)
  // and write `trackingNumber: update.trackingNumber === undefined ? current.trackingNumber :
  // update.trackingNumber` (same for shipmentNotes). Remove `.fails` once fixed.
  it('an update that leaves out trackingNumber and shipmentNotes keeps them', async () => {
    const { shipment } = await shipmentOf(['600.00']);
    await patchOk(admin, shipment.id, {
      shipmentStatus: 'in_transit',
      trackingNumber: 'TRK-77',
      shipmentNotes: 'Fragile',
    });
    await patchOk(admin, shipment.id, { shipmentStatus: 'delivered', payoutReference: 'UTR-77' });
    expect(await shipmentRow(t, shipment.id)).toMatchObject({
      shipmentStatus: 'delivered',
      payoutReference: 'UTR-77',
      trackingNumber: 'TRK-77',
      shipmentNotes: 'Fragile',
    });
  });
});

describe('PATCH /api/admin/shipments/:id: refusals', () => {
  let target: { s: Customer; shipment: Shipment };
  beforeAll(async () => {
    target = await shipmentOf(['600.00']);
  });

  it.each([
    ['shipped (an item status)', { shipmentStatus: 'shipped' }],
    ['pending (display only)', { shipmentStatus: 'pending' }],
    ['upper case', { shipmentStatus: 'DELIVERED', payoutReference: 'UTR' }],
    ['empty', { shipmentStatus: '' }],
    ['a number', { shipmentStatus: 3 }],
    ['missing', { trackingNumber: 'TRK' }],
  ])('an invalid status (%s) is 400 and changes nothing', async (_case, body) => {
    const before = await state(target.shipment, target.s);
    const response = await patchShipment(t, admin, target.shipment.id, body);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('Please choose a valid shipment status');
    expect(await state(target.shipment, target.s)).toEqual(before);
  });

  it('a payout reference longer than 40 characters is 400', async () => {
    const before = await state(target.shipment, target.s);
    const response = await patchShipment(t, admin, target.shipment.id, {
      shipmentStatus: 'delivered',
      payoutReference: 'U'.repeat(41),
    });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toMatch(/40/);
    expect(await state(target.shipment, target.s)).toEqual(before);
  });

  it('an unknown shipment id is 404 Shipment not found', async () => {
    const response = await patchShipment(t, admin, 2_147_483_647, { shipmentStatus: 'picked_up' });
    expect(response.statusCode).toBe(404);
    expect(errorMessageOf(response)).toBe(SHIPMENT_MESSAGES.shipmentNotFound);
  });

  it.each(['2147483648', '99999999999999999999', '1e400', '9'.repeat(90)])(
    'a huge id (%s) is a 4xx with a message, never a 500',
    async (id) => {
      const response = await patchShipment(t, admin, id, { shipmentStatus: 'picked_up' });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(errorMessageOf(response)).toMatch(/\S/);
    },
  );

  it.each(['abc', '0', '-1', '1.5', '%20'])('a malformed id (%j) is 400', async (id) => {
    const response = await patchShipment(t, admin, id, { shipmentStatus: 'picked_up' });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('Shipment id must be a number');
  });
});
