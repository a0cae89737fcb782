// The seller's own money lists through the real app (SPEC §7): GET /api/approved-items (the batch
// the dashboard card and the wallet show) and GET /api/shipments (the profile Order Status cards
// with their timeline dates). Only ever the caller's rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { itemEndpoints } from '@/contract/items';
import { shipmentEndpoints as api } from '@/contract/shipments';
import { shipmentSchema, type ApprovedItem, type Shipment } from '@/domain/shipments.schema';
import { shipments } from '@/server/db/schema';
import {
  approvedItems,
  newAgent,
  newCustomer,
  pendingItem,
  PICKUP,
  shipment,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { appPerFile } from '@/server/test-support/test-app';

const UNAUTHENTICATED = { code: 'UNAUTHENTICATED', message: 'Unauthorized', params: {} };

const APPROVED_ITEM_FIELDS = [
  'adminNotes',
  'brand',
  'category',
  'condition',
  'id',
  'offerAmount',
  'photos',
  'size',
];

const t = appPerFile({ admin: true });

const seller = () => newCustomer(t, { state: 'verified' });

const approvedList = (cookie: string, query: Record<string, string> = {}) =>
  callOk<ApprovedItem[]>(t, api.listApprovedItems, { cookie, query });

const myShipments = (cookie: string, query: Record<string, string | number> = {}) =>
  callOk<Shipment[]>(t, api.listMyShipments, { cookie, query });

const updateShipment = (id: number, body: Record<string, unknown>) =>
  callOk(t, api.updateShipment, { params: { id }, body, cookie: t.admin });

describe('GET /api/approved-items', () => {
  let s: Customer;
  let older: number;
  let olderPhotos: string[];
  let newer: number;

  beforeAll(async () => {
    s = await seller();
    const review = (id: number, body: Record<string, unknown>) =>
      callOk(t, itemEndpoints.reviewItem, { params: { id }, body, cookie: t.admin });
    const zara = await pendingItem(t, s, { brand: 'Zara', category: 'dresses' });
    await review(zara.id, { status: 'approved', offerAmount: '499', adminNotes: 'Lovely colour' });
    [older, olderPhotos] = [zara.id, zara.photos];
    const plain = await pendingItem(t, s, { brand: '', category: 't-shirts' });
    await review(plain.id, { status: 'approved', offerAmount: '120.50', adminNotes: '' });
    newer = plain.id;
    // Items in every other status: pending, rejected, accepted, shipped and paid.
    await pendingItem(t, s);
    await review((await pendingItem(t, s)).id, { status: 'rejected', adminNotes: 'Torn' });
    const [, shipped, paid] = [
      await shipment(t, s, ['500.00']),
      await shipment(t, s, ['500.00']),
      await shipment(t, s, ['500.00']),
    ];
    await updateShipment(shipped!.id, { shipmentStatus: 'picked_up' });
    await updateShipment(paid!.id, { shipmentStatus: 'delivered', payoutReference: 'UTR1' });
    await approvedItems(t, await seller(), ['999.00']); // someone else's approved item
  });

  it('lists only the caller’s approved items, newest first, with the documented fields', async () => {
    const list = await approvedList(s.cookie);
    expect(list.map((row) => row.id)).toEqual([newer, older]);
    for (const row of list) expect(Object.keys(row).sort()).toEqual(APPROVED_ITEM_FIELDS);
    expect(list[1]).toEqual({
      id: older,
      brand: 'Zara',
      category: 'dresses',
      size: 'M',
      condition: 'very-good',
      adminNotes: 'Lovely colour',
      offerAmount: '499.00',
      photos: olderPhotos,
    });
    expect(list[0]).toMatchObject({
      brand: null,
      category: 't-shirts',
      adminNotes: null,
      offerAmount: '120.50',
    });
  });

  it('is empty for a seller with nothing approved', async () => {
    const fresh = await newCustomer(t);
    expect(await approvedList(fresh.cookie)).toEqual([]);
  });

  it('drops the items of a batch once it is accepted', async () => {
    const x = await seller();
    const [a, b, c] = await approvedItems(t, x, ['300.00', '300.00', '50.00']);
    await callOk(t, api.acceptBatchShipment, {
      cookie: x.cookie,
      body: { itemIds: [a, b], shipmentData: PICKUP },
    });
    expect((await approvedList(x.cookie)).map((row) => row.id)).toEqual([c]);
  });

  it('cannot be pointed at another seller by query string', async () => {
    const fresh = await newCustomer(t);
    expect(await approvedList(fresh.cookie, { userId: s.id })).toEqual([]);
  });
});

describe('GET /api/shipments', () => {
  it('is empty for a seller without orders', async () => {
    const fresh = await newCustomer(t);
    expect(await myShipments(fresh.cookie)).toEqual([]);
  });

  it('lists only the caller’s shipments, newest first, each with its status history', async () => {
    const [a, b] = await Promise.all([seller(), seller()]);
    const first = await shipment(t, a, ['499.00']);
    const second = await shipment(t, a, ['250.00', '250.00']);
    const theirs = await shipment(t, b, ['800.00']);

    const list = await myShipments(a.cookie);
    expect(list.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(list.map((row) => row.offerAmount)).toEqual(['500.00', '499.00']);
    for (const row of list) {
      expect(row.userId).toBe(a.id);
      expect(shipmentSchema.strict().parse(row)).toEqual(row);
      expect(row.statusHistory.map((step) => step.shipmentStatus)).toEqual(['pending_pickup']);
    }
    expect(list.some((row) => row.id === theirs.id)).toBe(false);
    expect((await myShipments(b.cookie)).map((row) => row.id)).toEqual([theirs.id]);
  });

  it("never shows another seller's shipment, whatever the query string says", async () => {
    const [a, b] = await Promise.all([seller(), seller()]);
    const theirs = await shipment(t, b, ['800.00']);
    const queries: Array<Record<string, string | number>> = [
      {},
      { userId: b.id },
      { id: theirs.id },
      { user_id: b.id, all: 'true' },
    ];
    for (const query of queries) {
      expect(await myShipments(a.cookie, query)).toEqual([]);
    }
  });

  it('shows the order card data: pickup form, tracking, notes, UTR and the date each step was reached', async () => {
    const s = await seller();
    const created = await shipment(t, s, ['600.00']);
    const steps = [
      { shipmentStatus: 'picked_up', trackingNumber: 'TRK-1', shipmentNotes: 'Collected at 10am' },
      { shipmentStatus: 'in_transit', trackingNumber: 'TRK-1', shipmentNotes: 'On the way' },
      {
        shipmentStatus: 'delivered',
        trackingNumber: 'TRK-1',
        shipmentNotes: 'Paid',
        payoutReference: 'UTR123456789',
      },
    ];
    for (const step of steps) await updateShipment(created.id, step);
    const [card] = await myShipments(s.cookie);
    expect(card).toMatchObject({
      id: created.id,
      shipmentStatus: 'delivered',
      trackingNumber: 'TRK-1',
      shipmentNotes: 'Paid',
      payoutReference: 'UTR123456789',
      contactName: PICKUP.contactName,
      addressLine1: PICKUP.addressLine1,
      addressLine2: PICKUP.addressLine2,
      pincode: PICKUP.pincode,
      phoneNumber: PICKUP.phoneNumber,
      alternatePhoneNumber: PICKUP.alternatePhoneNumber,
    });
    expect(card!.statusHistory.map((step) => step.shipmentStatus)).toEqual([
      'pending_pickup',
      'picked_up',
      'in_transit',
      'delivered',
    ]);
    const times = card!.statusHistory.map((step) => Date.parse(step.reachedAt));
    for (const time of times) expect(Number.isNaN(time)).toBe(false);
    expect([...times].sort((x, y) => x - y)).toEqual(times);
  });

  it("a payout (delivered, with its UTR: the wallet's history) reaches its seller only, not another customer, an agent, a visitor or the console (issue 28)", async () => {
    const [owner, other, agent] = await Promise.all([seller(), seller(), newAgent(t)]);
    const paid = await shipment(t, owner, ['600.00']);
    await updateShipment(paid.id, { shipmentStatus: 'delivered', payoutReference: 'UTR28PAYOUT1' });
    const [mine] = await myShipments(owner.cookie);
    expect(mine).toMatchObject({
      id: paid.id,
      offerAmount: '600.00',
      shipmentStatus: 'delivered',
      payoutReference: 'UTR28PAYOUT1',
    });
    expect(mine!.statusHistory.at(-1)?.shipmentStatus).toBe('delivered');
    expect(await myShipments(other.cookie)).toEqual([]);
    for (const cookie of [undefined, agent.cookie, t.admin]) {
      const response = await call(t, api.listMyShipments, { cookie });
      expect(errorBodyOf(response)).toEqual(UNAUTHENTICATED);
      expect(response.body).not.toContain('UTR28PAYOUT1');
    }
  });

  it('shows a shipment stored with only a single pickupAddress (older rows) with nulls elsewhere', async () => {
    const s = await newCustomer(t);
    // Rows from before the structured pickup form: no endpoint writes one any more.
    await t.db.insert(shipments).values({
      userId: s.id,
      offerAmount: '510.00',
      pickupAddress: 'House 4, Jwalapur, Haridwar 249407',
      itemIds: [],
    });
    const [card] = await myShipments(s.cookie);
    expect(card).toMatchObject({
      pickupAddress: 'House 4, Jwalapur, Haridwar 249407',
      addressLine1: null,
      contactName: null,
      statusHistory: [],
      itemIds: [],
    });
  });
});

describe.each([
  ['GET /api/approved-items', api.listApprovedItems],
  ['GET /api/shipments', api.listMyShipments],
])('%s', (_route, endpoint) => {
  it.each([
    ['a visitor', () => undefined],
    ['the /superman console session', () => t.admin],
  ])('answers 401 to %s', async (_who, cookie) => {
    expect(errorBodyOf(await call(t, endpoint, { cookie: cookie() }))).toEqual(UNAUTHENTICATED);
  });
});
