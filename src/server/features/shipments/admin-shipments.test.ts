// Admin Shipments tab through the real app (SPEC §2 admin, §4 shipment statuses, §7; DESIGN §8):
// who may call it, the paginated list newest first with a version ETag (304 on an unchanged
// poll), and the status update that moves item statuses, records the payout UTR, grows the
// seller's earnings, keeps a status history and writes the audit log.
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@/contract/error-codes';
import { shipmentEndpoints as api } from '@/contract/shipments';
import { DEFAULT_PAGE_SIZE, type Page } from '@/domain/pagination';
import { SHIPMENT_MESSAGES } from '@/domain/rule-messages';
import { shipmentSchema, type Shipment } from '@/domain/shipments.schema';
import { clothingItems, shipmentStatusHistory, shipments } from '@/server/db/schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import {
  adminCustomer,
  newAgent,
  newCustomer,
  PICKUP,
  shipment,
  type Customer,
} from '@/server/test-support/factories';
import {
  call,
  callOk,
  errorBodyOf,
  REFUSED_PAGE_QUERIES,
  type InjectResponse,
} from '@/server/test-support/http';
import { auditRows, rowCount } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

/** What a visitor, a customer or an agent reads from an admin route. */
const ADMIN_SIGN_IN_NEEDED = {
  code: 'ADMIN_SIGN_IN_NEEDED',
  message: errorMessage('ADMIN_SIGN_IN_NEEDED', {}),
  params: {},
};

const t = appPerFile({ admin: true });
/** Cookie of a /superman console session. */

const list = (
  cookie: string | undefined,
  query: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) => call(t, api.listShipments, { cookie, query, headers });

const page = (query: Record<string, string | number> = {}) =>
  callOk<Page<Shipment>>(t, api.listShipments, { cookie: t.admin, query });

const earnings = (cookie: string) =>
  callOk<{ totalEarnings: string; deliveredShipments: number }>(t, api.getEarnings, { cookie });

const update = (cookie: string | undefined, id: number | string, body: unknown) =>
  call(t, api.updateShipment, { params: { id }, body, cookie });

const updateOk = (cookie: string, id: number, body: Record<string, unknown>) =>
  callOk<Shipment>(t, api.updateShipment, { params: { id }, body, cookie });

/** A verified seller (or `owner`) with one accepted batch of these offers: pending_pickup. */
async function shipmentOf(
  offers: string[],
  owner?: Customer,
): Promise<{ s: Customer; shipment: Shipment }> {
  const s = owner ?? (await newCustomer(t, { state: 'verified' }));
  return { s, shipment: await shipment(t, s, offers) };
}

async function itemStatuses(ids: number[]) {
  const rows = await t.db
    .select({ status: clothingItems.status })
    .from(clothingItems)
    .where(inArray(clothingItems.id, ids))
    .orderBy(asc(clothingItems.id));
  return rows.map((row) => row.status);
}

const historyOf = (shipmentId: number) =>
  t.db
    .select()
    .from(shipmentStatusHistory)
    .where(eq(shipmentStatusHistory.shipmentId, shipmentId))
    .orderBy(asc(shipmentStatusHistory.id));

const shipmentAudits = (shipmentId: number) =>
  auditRows(t, { targetType: 'shipment', targetId: shipmentId });

const shipmentRow = async (id: number) =>
  (await t.db.select().from(shipments).where(eq(shipments.id, id)))[0];

/** Everything a refused update must leave alone. */
async function state({ s, shipment: made }: { s: Customer; shipment: Shipment }) {
  return {
    row: await shipmentRow(made.id),
    items: await t.db.select().from(clothingItems).where(inArray(clothingItems.id, made.itemIds)),
    history: await historyOf(made.id),
    audits: await shipmentAudits(made.id),
    earnings: await earnings(s.cookie),
  };
}

describe('who may use the admin shipment routes', () => {
  let target: { s: Customer; shipment: Shipment };
  let stranger: Customer;
  let agentCookie: string;
  beforeAll(async () => {
    target = await shipmentOf(['600.00']);
    stranger = await newCustomer(t);
    agentCookie = (await newAgent(t)).cookie;
  });

  const calls: Array<[string, (cookie: string | undefined) => Promise<InjectResponse>]> = [
    ['GET /api/admin/shipments', (cookie) => list(cookie)],
    [
      'PATCH /api/admin/shipments/:id',
      (cookie) =>
        update(cookie, target.shipment.id, {
          shipmentStatus: 'delivered',
          payoutReference: 'UTR-HACK',
        }),
    ],
  ];
  const callers: Array<[string, () => string | undefined]> = [
    ['a visitor', () => undefined],
    ['a signed-in customer', () => stranger.cookie],
    ['the shipment’s own seller', () => target.s.cookie],
    ['an agent', () => agentCookie],
  ];

  it.each(
    callers.flatMap(([who, cookie]) =>
      calls.map(([route, send]) => [who, route, cookie, send] as const),
    ),
  )('%s gets 401 on %s and nothing changes', async (_who, _route, cookie, send) => {
    const before = await state(target);
    const response = await send(cookie());
    expect(errorBodyOf(response)).toEqual(ADMIN_SIGN_IN_NEEDED);
    expect(await state(target)).toEqual(before);
  });

  it('a signed-in customer flagged isAdmin may update, and is the one recorded', async () => {
    const staff = await adminCustomer(t);
    const { shipment: made } = await shipmentOf(['520.00']);
    await updateOk(staff.cookie, made.id, {
      shipmentStatus: 'picked_up',
      trackingNumber: 'TRK-STAFF',
    });
    const history = await historyOf(made.id);
    expect(history.at(-1)).toMatchObject({ shipmentStatus: 'picked_up', changedBy: staff.id });
    const audits = await shipmentAudits(made.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'shipment.updated',
      actorType: 'admin',
      actorId: staff.id,
    });
    expect((await list(staff.cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/shipments', () => {
  it('pages newest first with total, page and pageSize (default page size)', async () => {
    const s = await newCustomer(t, { state: 'verified' });
    const [oldest, middle, newest] = [
      await shipment(t, s, ['500.00']),
      await shipment(t, s, ['501.00']),
      await shipment(t, s, ['502.00']),
    ].map((made) => made.id);

    const first = await page({ page: 1, pageSize: 2 });
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(2);
    expect(first.items.map((row) => row.id)).toEqual([newest, middle]);
    const second = await page({ page: 2, pageSize: 2 });
    expect(second.items[0]!.id).toBe(oldest);
    expect(second.total).toBe(first.total);

    const all = await page();
    expect(all.pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(all.total).toBe(await rowCount(t, shipments));
    const times = all.items.map((row) => Date.parse(row.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows the fields of the Shipments tab and the status history', async () => {
    const { s, shipment: made } = await shipmentOf(['300.00', '200.00']);
    await updateOk(t.admin, made.id, {
      shipmentStatus: 'picked_up',
      trackingNumber: 'TRK-9',
      shipmentNotes: 'Fragile',
    });
    const row = (await page({ pageSize: 200 })).items.find((entry) => entry.id === made.id)!;
    expect(shipmentSchema.strict().parse(row)).toEqual(row);
    expect(row).toMatchObject({
      userId: s.id,
      itemName: "2 items: Levi's Denim, Levi's Denim",
      offerAmount: '500.00',
      shipmentStatus: 'picked_up',
      ...PICKUP,
      trackingNumber: 'TRK-9',
      shipmentNotes: 'Fragile',
    });
    expect(row.statusHistory.map((step) => step.shipmentStatus)).toEqual([
      'pending_pickup',
      'picked_up',
    ]);
  });

  it.each(REFUSED_PAGE_QUERIES)(
    'refuses %j with 400 and the paging message',
    async (query, message) => {
      expect(errorBodyOf(await list(t.admin, query))).toMatchObject({
        code: 'INVALID_INPUT',
        message,
      });
    },
  );

  it('answers an unchanged poll with 304 and a changed one with 200 and a new ETag', async () => {
    const { shipment: made } = await shipmentOf(['600.00']);
    const first = await list(t.admin);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();

    const unchanged = await list(t.admin, {}, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // A refused update changes nothing, so the poll is still unchanged.
    const refused = await update(t.admin, made.id, { shipmentStatus: 'delivered' });
    expect(errorBodyOf(refused)).toMatchObject({
      code: 'PAYOUT_REFERENCE_MISSING',
      message: SHIPMENT_MESSAGES.payoutReferenceMissing,
    });
    expect((await list(t.admin, {}, { 'if-none-match': etag })).statusCode).toBe(304);

    await updateOk(t.admin, made.id, { shipmentStatus: 'in_transit' });
    const changed = await list(t.admin, {}, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    const etag2 = changed.headers.etag as string;
    expect(etag2).not.toBe(etag);
    const listed = changed.json<Page<Shipment>>().items.find((row) => row.id === made.id);
    expect(listed!.shipmentStatus).toBe('in_transit');

    await shipmentOf(['499.00']); // a seller accepts a new batch
    const afterAccept = await list(t.admin, {}, { 'if-none-match': etag2 });
    expect(afterAccept.statusCode).toBe(200);
    expect(afterAccept.headers.etag).not.toBe(etag2);
  });

  it('gives each page its own ETag', async () => {
    const one = await list(t.admin, { page: 1, pageSize: 1 });
    const two = await list(t.admin, { page: 2, pageSize: 1 });
    expect(one.headers.etag).not.toBe(two.headers.etag);
    const asked = await list(
      t.admin,
      { page: 2, pageSize: 1 },
      {
        'if-none-match': one.headers.etag as string,
      },
    );
    expect(asked.statusCode).toBe(200);
  });

  it('is personal data: Cache-Control private, no-cache', async () => {
    expect((await list(t.admin)).headers['cache-control']).toBe('private, no-cache');
  });
});

describe('PATCH /api/admin/shipments/:id: items follow the shipment, earnings follow delivery', () => {
  const NOTHING = { totalEarnings: '0.00', deliveredShipments: 0 };

  it('picked_up and in_transit ship the items; delivered needs the UTR, then pays them and grows earnings', async () => {
    const s = await newCustomer(t, { state: 'verified' });
    const target = await shipmentOf(['300.00', '250.50'], s);
    const { shipment: made } = target;
    const { shipment: other } = await shipmentOf(['700.00'], s);
    expect(await earnings(s.cookie)).toEqual(NOTHING);
    expect(await itemStatuses(made.itemIds)).toEqual(['accepted', 'accepted']);

    const picked = {
      shipmentStatus: 'picked_up',
      trackingNumber: 'TRK-100',
      shipmentNotes: 'Collected',
    };
    expect(await updateOk(t.admin, made.id, picked)).toMatchObject(picked);
    expect(await itemStatuses(made.itemIds)).toEqual(['shipped', 'shipped']);
    expect(await earnings(s.cookie)).toEqual(NOTHING);

    await updateOk(t.admin, made.id, { shipmentStatus: 'in_transit', trackingNumber: 'TRK-100' });
    expect(await itemStatuses(made.itemIds)).toEqual(['shipped', 'shipped']);
    expect(await earnings(s.cookie)).toEqual(NOTHING);

    // Delivered without the payout reference, with payouts off: refused, nothing changed. Left
    // out or sent empty, the service finds no reference to keep: the SPEC text either way.
    for (const payoutReference of [undefined, '', '   ', null]) {
      const before = await state(target);
      const refused = await update(t.admin, made.id, {
        shipmentStatus: 'delivered',
        trackingNumber: 'TRK-100',
        ...(payoutReference === undefined ? {} : { payoutReference }),
      });
      expect(errorBodyOf(refused)).toEqual({
        code: 'PAYOUT_REFERENCE_MISSING',
        message: 'Please enter the payout reference (UTR) for a delivered shipment.',
        params: {},
      });
      expect(await state(target)).toEqual(before);
      expect(before.row!.shipmentStatus).toBe('in_transit');
    }

    const delivered = {
      shipmentStatus: 'delivered',
      trackingNumber: 'TRK-100',
      payoutReference: 'UTR401234567890',
    };
    expect(await updateOk(t.admin, made.id, delivered)).toMatchObject(delivered);
    expect((await shipmentRow(made.id))!.payoutReference).toBe('UTR401234567890');
    expect(await itemStatuses(made.itemIds)).toEqual(['paid', 'paid']);
    expect(await earnings(s.cookie)).toEqual({ totalEarnings: '550.50', deliveredShipments: 1 });

    // The other shipment in transit does not count; once delivered it does.
    await updateOk(t.admin, other.id, { shipmentStatus: 'in_transit' });
    expect(await earnings(s.cookie)).toEqual({ totalEarnings: '550.50', deliveredShipments: 1 });
    await updateOk(t.admin, other.id, { shipmentStatus: 'delivered', payoutReference: 'UTR2' });
    expect(await earnings(s.cookie)).toEqual({ totalEarnings: '1250.50', deliveredShipments: 2 });
    expect(await itemStatuses(other.itemIds)).toEqual(['paid']);
  });

  it('only delivered counts: moving a delivered shipment back takes it out of earnings and un-pays the items', async () => {
    const { s, shipment: made } = await shipmentOf(['640.00']);
    await updateOk(t.admin, made.id, { shipmentStatus: 'delivered', payoutReference: 'UTR-BACK' });
    expect(await earnings(s.cookie)).toEqual({ totalEarnings: '640.00', deliveredShipments: 1 });
    await updateOk(t.admin, made.id, { shipmentStatus: 'in_transit' });
    expect(await earnings(s.cookie)).toEqual(NOTHING);
    expect(await itemStatuses(made.itemIds)).toEqual(['shipped']);
    await updateOk(t.admin, made.id, { shipmentStatus: 'pending_pickup' });
    expect(await itemStatuses(made.itemIds)).toEqual(['accepted']);
  });

  it("never touches another seller's items or earnings", async () => {
    const { s: a, shipment: made } = await shipmentOf(['600.00']);
    const { s: b, shipment: theirs } = await shipmentOf(['700.00']);
    await updateOk(t.admin, made.id, { shipmentStatus: 'delivered', payoutReference: 'UTR-A' });
    expect(await earnings(a.cookie)).toEqual({ totalEarnings: '600.00', deliveredShipments: 1 });
    expect(await earnings(b.cookie)).toEqual(NOTHING);
    expect(await itemStatuses(theirs.itemIds)).toEqual(['accepted']);
  });
});

describe('PATCH /api/admin/shipments/:id: history and audit', () => {
  it('adds a dated history row per status change (by the acting admin) and none when the status is unchanged', async () => {
    const { shipment: made } = await shipmentOf(['600.00']);
    expect((await historyOf(made.id)).map((row) => row.shipmentStatus)).toEqual(['pending_pickup']);

    await updateOk(t.admin, made.id, { shipmentStatus: 'picked_up', trackingNumber: 'TRK-1' });
    const same = await updateOk(t.admin, made.id, {
      shipmentStatus: 'picked_up',
      trackingNumber: 'TRK-2',
      shipmentNotes: 'Driver changed',
    });
    expect(same).toMatchObject({ trackingNumber: 'TRK-2', shipmentNotes: 'Driver changed' });
    await updateOk(t.admin, made.id, { shipmentStatus: 'in_transit', trackingNumber: 'TRK-2' });

    const history = await historyOf(made.id);
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
    const { shipment: made } = await shipmentOf(['600.00']);
    await updateOk(t.admin, made.id, { shipmentStatus: 'picked_up', trackingNumber: 'TRK-A' });
    await updateOk(t.admin, made.id, { shipmentStatus: 'picked_up', shipmentNotes: 'note only' });
    await updateOk(t.admin, made.id, { shipmentStatus: 'delivered', payoutReference: 'UTR-AUDIT' });
    const audits = await shipmentAudits(made.id);
    expect(audits).toHaveLength(3);
    for (const row of audits) {
      expect(row).toMatchObject({
        action: 'shipment.updated',
        actorType: 'admin',
        actorId: CONSOLE_ADMIN_ID,
        targetType: 'shipment',
        targetId: String(made.id),
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
  // An admin marking a shipment delivered with just the status and the UTR must not lose the
  // tracking number and notes the seller sees on the order card.
  it.each([
    [
      'an empty tracking number or note sent explicitly clears it',
      { shipmentStatus: 'picked_up', trackingNumber: 'TRK-1', shipmentNotes: 'n' },
      { shipmentStatus: 'picked_up', trackingNumber: '', shipmentNotes: '' },
      { trackingNumber: null, shipmentNotes: null },
    ],
    [
      'a stored payout reference is kept when a later update leaves it out',
      { shipmentStatus: 'delivered', payoutReference: 'UTR-KEEP' },
      { shipmentStatus: 'in_transit' },
      { shipmentStatus: 'in_transit', payoutReference: 'UTR-KEEP' },
    ],
    [
      'an update that leaves out trackingNumber and shipmentNotes keeps them',
      { shipmentStatus: 'in_transit', trackingNumber: 'TRK-77', shipmentNotes: 'Fragile' },
      { shipmentStatus: 'delivered', payoutReference: 'UTR-77' },
      {
        shipmentStatus: 'delivered',
        payoutReference: 'UTR-77',
        trackingNumber: 'TRK-77',
        shipmentNotes: 'Fragile',
      },
    ],
  ])('%s', async (_case, first, second, expected) => {
    const { shipment: made } = await shipmentOf(['600.00']);
    await updateOk(t.admin, made.id, first);
    expect(await updateOk(t.admin, made.id, second)).toMatchObject(expected);
    expect(await shipmentRow(made.id)).toMatchObject(expected);
  });
});

describe('PATCH /api/admin/shipments/:id: refusals', () => {
  let target: { s: Customer; shipment: Shipment };
  beforeAll(async () => {
    target = await shipmentOf(['600.00']);
  });

  const BAD_STATUS = {
    message: 'Please choose a valid shipment status',
    params: { field: 'shipmentStatus', rule: 'shipments.shipmentStatus' },
  };
  it.each([
    ['shipped (an item status)', { shipmentStatus: 'shipped' }, BAD_STATUS],
    ['pending (display only)', { shipmentStatus: 'pending' }, BAD_STATUS],
    ['upper case', { shipmentStatus: 'DELIVERED', payoutReference: 'UTR' }, BAD_STATUS],
    ['empty', { shipmentStatus: '' }, BAD_STATUS],
    ['a number', { shipmentStatus: 3 }, BAD_STATUS],
    ['missing', { trackingNumber: 'TRK' }, BAD_STATUS],
    [
      'a payout reference longer than 40 characters',
      { shipmentStatus: 'delivered', payoutReference: 'U'.repeat(41) },
      {
        message: 'Must be at most 40 characters',
        params: { field: 'payoutReference', rule: 'lengths.max40' },
      },
    ],
  ])('%s: 400 with the rule’s message, nothing changed', async (_case, body, refusal) => {
    const before = await state(target);
    const response = await update(t.admin, target.shipment.id, body);
    expect(errorBodyOf(response)).toEqual({ code: 'INVALID_INPUT', ...refusal });
    expect(await state(target)).toEqual(before);
  });

  it('an unknown shipment id is 404 Shipment not found', async () => {
    const response = await update(t.admin, 2_147_483_647, { shipmentStatus: 'picked_up' });
    expect(errorBodyOf(response)).toEqual({
      code: 'SHIPMENT_NOT_FOUND',
      message: SHIPMENT_MESSAGES.shipmentNotFound,
      params: {},
    });
  });

  it.each(['2147483648', '99999999999999999999', '1e400', '9'.repeat(90)])(
    'a huge id (%s) is a 4xx with a message, never a 500',
    async (id) => {
      const response = await update(t.admin, id, { shipmentStatus: 'picked_up' });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(errorBodyOf(response).message).toMatch(/\S/);
    },
  );

  it.each(['abc', '0', '-1', '1.5', ' '])('a malformed id (%j) is 400', async (id) => {
    const response = await update(t.admin, id, { shipmentStatus: 'picked_up' });
    expect(errorBodyOf(response)).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Shipment id must be a number',
      params: { field: 'id' },
    });
  });
});
