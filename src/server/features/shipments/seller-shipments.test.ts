// The seller's own money lists through the real app (SPEC §7; issue 5 "Seller side"):
// GET /api/approved-items (the batch the dashboard card and the wallet show) and GET /api/shipments
// (the profile Order Status cards with their timeline dates). Only ever the caller's rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { shipmentSchema, type ApprovedItem, type Shipment } from '../../../domain/shipments';
import { shipments } from '../../db/schema';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  newCustomer,
  type Customer,
  type TestApp,
} from '../../test-support/test-app';
import { PICKUP, acceptOk, item, items, patchShipment, seller } from './shipments-test-helpers';

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

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
});

function get(url: string, cookie: string | undefined) {
  return t.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function approvedItems(cookie: string): Promise<ApprovedItem[]> {
  const response = await get('/api/approved-items', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApprovedItem[]>();
}

async function myShipments(cookie: string, query = ''): Promise<Shipment[]> {
  const response = await get(`/api/shipments${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Shipment[]>();
}

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, minutes));

describe('GET /api/approved-items', () => {
  let s: Customer;
  let older: number;
  let newer: number;

  beforeAll(async () => {
    s = await seller(t);
    const o = await seller(t);
    older = await item(t, s.id, '499', {
      brand: 'Zara',
      category: 'dresses',
      adminNotes: 'Lovely colour',
      createdAt: at(1),
    });
    newer = await item(t, s.id, '120.50', { brand: null, category: 't-shirts', createdAt: at(2) });
    await item(t, s.id, null, { status: 'pending', createdAt: at(3) });
    await item(t, s.id, null, { status: 'rejected', createdAt: at(4) });
    await item(t, s.id, '300.00', { status: 'accepted', createdAt: at(5) });
    await item(t, s.id, '300.00', { status: 'shipped', createdAt: at(6) });
    await item(t, s.id, '300.00', { status: 'paid', createdAt: at(7) });
    await item(t, o.id, '999.00', { createdAt: at(8) }); // someone else's approved item
  });

  it('lists only the caller’s approved items, newest first, with the documented fields', async () => {
    const list = await approvedItems(s.cookie);
    expect(list.map((row) => row.id)).toEqual([newer, older]);
    for (const row of list) expect(Object.keys(row).sort()).toEqual(APPROVED_ITEM_FIELDS);
    expect(list[1]).toEqual({
      id: older,
      brand: 'Zara',
      category: 'dresses',
      size: 'M',
      condition: 'good',
      adminNotes: 'Lovely colour',
      offerAmount: '499.00',
      photos: ['/photos/fixture.webp'],
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
    expect(await approvedItems(fresh.cookie)).toEqual([]);
  });

  it('drops the items of a batch once it is accepted', async () => {
    const x = await seller(t);
    const [a, b, c] = await items(t, x.id, ['300.00', '300.00', '50.00']);
    await acceptOk(t, x.cookie, [a!, b!]);
    expect((await approvedItems(x.cookie)).map((row) => row.id)).toEqual([c]);
  });

  it('cannot be pointed at another seller by query string', async () => {
    const fresh = await newCustomer(t);
    const list = await approvedItems(fresh.cookie);
    const viaQuery = await get(`/api/approved-items?userId=${s.id}`, fresh.cookie);
    expect(viaQuery.json()).toEqual(list);
    expect(list).toEqual([]);
  });

  it('answers 401 to a visitor and to the /superman console session', async () => {
    for (const cookie of [undefined, admin]) {
      const response = await get('/api/approved-items', cookie);
      expect(response.statusCode).toBe(401);
      expect(errorMessageOf(response)).toBe('Unauthorized');
    }
  });
});

describe('GET /api/shipments', () => {
  it('is empty for a seller without orders', async () => {
    const fresh = await newCustomer(t);
    expect(await myShipments(fresh.cookie)).toEqual([]);
  });

  it('lists only the caller’s shipments, newest first, each with its status history', async () => {
    const a = await seller(t);
    const b = await seller(t);
    const first = await acceptOk(t, a.cookie, await items(t, a.id, ['499.00']));
    const second = await acceptOk(t, a.cookie, await items(t, a.id, ['250.00', '250.00']));
    const theirs = await acceptOk(t, b.cookie, await items(t, b.id, ['800.00']));

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
    const a = await seller(t);
    const b = await seller(t);
    const theirs = await acceptOk(t, b.cookie, await items(t, b.id, ['800.00']));
    for (const query of ['', `?userId=${b.id}`, `?id=${theirs.id}`, `?user_id=${b.id}&all=true`]) {
      expect(await myShipments(a.cookie, query)).toEqual([]);
    }
  });

  it('shows the order card data: pickup form, tracking, notes, UTR and the date each step was reached', async () => {
    const s = await seller(t);
    const created = await acceptOk(t, s.cookie, await items(t, s.id, ['600.00']));
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
    for (const step of steps) {
      const response = await patchShipment(t, admin, created.id, step);
      expect(response.statusCode, response.body).toBe(200);
    }
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

  it('shows a shipment stored with only a single pickupAddress (older rows) with nulls elsewhere', async () => {
    const s = await newCustomer(t);
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

  it('answers 401 to a visitor and to the /superman console session', async () => {
    for (const cookie of [undefined, admin]) {
      const response = await get('/api/shipments', cookie);
      expect(response.statusCode).toBe(401);
      expect(errorMessageOf(response)).toBe('Unauthorized');
    }
  });
});
