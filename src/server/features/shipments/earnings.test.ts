// GET /api/earnings (SPEC §7, DESIGN §8): the offers of the caller's delivered shipments, summed
// in SQL as a decimal string, and the number of delivered shipments. Only for the caller.
import { beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../../db/schema';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  newCustomer,
  type TestApp,
} from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

type Status = 'pending_pickup' | 'picked_up' | 'in_transit' | 'delivered';

async function ship(userId: string, offerAmount: string, shipmentStatus: Status) {
  await t.db.insert(shipments).values({ userId, offerAmount, shipmentStatus, itemIds: [] });
}

async function earnings(cookie: string) {
  const response = await t.inject({ method: 'GET', url: '/api/earnings', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ totalEarnings: string; deliveredShipments: number }>();
}

describe('GET /api/earnings', () => {
  it('is ₹0.00 and 0 shipments for a new seller', async () => {
    const seller = await newCustomer(t);
    expect(await earnings(seller.cookie)).toEqual({ totalEarnings: '0.00', deliveredShipments: 0 });
  });

  it('sums delivered shipments only, to the paisa', async () => {
    const seller = await newCustomer(t);
    await ship(seller.id, '499.50', 'delivered');
    await ship(seller.id, '100.25', 'delivered');
    await ship(seller.id, '0.10', 'delivered');
    await ship(seller.id, '1000.00', 'in_transit');
    await ship(seller.id, '700.00', 'picked_up');
    await ship(seller.id, '50.00', 'pending_pickup');
    expect(await earnings(seller.cookie)).toEqual({ totalEarnings: '599.85', deliveredShipments: 3 });
  });

  it('adds large amounts exactly (beyond one numeric(10,2) row)', async () => {
    const seller = await newCustomer(t);
    await ship(seller.id, '99999999.99', 'delivered');
    await ship(seller.id, '99999999.99', 'delivered');
    expect(await earnings(seller.cookie)).toEqual({
      totalEarnings: '199999999.98',
      deliveredShipments: 2,
    });
  });

  it("answers only for the caller: another seller's shipments never count", async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    await ship(b.id, '777.00', 'delivered');
    await ship(a.id, '10.00', 'delivered');
    expect(await earnings(a.cookie)).toEqual({ totalEarnings: '10.00', deliveredShipments: 1 });
    expect(await earnings(b.cookie)).toEqual({ totalEarnings: '777.00', deliveredShipments: 1 });
  });

  it('cannot be pointed at another seller by query string', async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    await ship(b.id, '321.00', 'delivered');
    const response = await t.inject({
      method: 'GET',
      url: `/api/earnings?userId=${b.id}&id=${b.id}`,
      headers: { cookie: a.cookie },
    });
    expect(response.json()).toEqual({ totalEarnings: '0.00', deliveredShipments: 0 });
  });

  it('answers 401 {message} when signed out', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/earnings' });
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe('Unauthorized');
  });

  it('answers 401 for the admin console session (it is not a seller)', async () => {
    const admin = await adminLogin(t);
    const response = await t.inject({ method: 'GET', url: '/api/earnings', headers: { cookie: admin } });
    expect(response.statusCode).toBe(401);
  });
});
