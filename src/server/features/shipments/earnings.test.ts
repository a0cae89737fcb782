// GET /api/earnings (SPEC §7, DESIGN §8): the offers of the caller's delivered shipments, summed
// in SQL as a decimal string, and the number of delivered shipments. Only for the caller.
import { describe, expect, it } from 'vitest';
import { shipmentEndpoints as api } from '@/contract/shipments';
import type { ShipmentStatus } from '@/domain/shipment-status';
import { newCustomer, shipment, type Customer } from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { appPerFile } from '@/server/test-support/test-app';

const UNAUTHENTICATED = { code: 'UNAUTHENTICATED', message: 'Unauthorized', params: {} };

const t = appPerFile({ admin: true });

const seller = () => newCustomer(t, { state: 'verified' });

/** A shipment of `who`'s items with these offers, moved by the admin to `status`. */
async function ship(who: Customer, offers: string[], status: ShipmentStatus): Promise<void> {
  const made = await shipment(t, who, offers);
  if (status === 'pending_pickup') return;
  await callOk(t, api.updateShipment, {
    params: { id: made.id },
    body:
      status === 'delivered'
        ? { shipmentStatus: status, payoutReference: 'UTR1' }
        : { shipmentStatus: status },
    cookie: t.admin,
  });
}

const earnings = (cookie: string, query: Record<string, string> = {}) =>
  callOk<{ totalEarnings: string; deliveredShipments: number }>(t, api.getEarnings, {
    cookie,
    query,
  });

describe('GET /api/earnings', () => {
  it('is ₹0.00 and 0 shipments for a new seller', async () => {
    const fresh = await newCustomer(t);
    expect(await earnings(fresh.cookie)).toEqual({ totalEarnings: '0.00', deliveredShipments: 0 });
  });

  it('sums delivered shipments only, to the paisa', async () => {
    const s = await seller();
    await ship(s, ['499.50'], 'delivered');
    await ship(s, ['400.25', '100.00'], 'delivered');
    await ship(s, ['499.10'], 'delivered');
    await ship(s, ['1000.00'], 'in_transit');
    await ship(s, ['700.00'], 'picked_up');
    await ship(s, ['550.00'], 'pending_pickup');
    expect(await earnings(s.cookie)).toEqual({ totalEarnings: '1498.85', deliveredShipments: 3 });
  });

  it('adds large amounts exactly (beyond one numeric(10,2) row)', async () => {
    const s = await seller();
    await ship(s, ['99999999.99'], 'delivered');
    await ship(s, ['99999999.99'], 'delivered');
    expect(await earnings(s.cookie)).toEqual({
      totalEarnings: '199999999.98',
      deliveredShipments: 2,
    });
  });

  it("answers only for the caller: another seller's shipments never count", async () => {
    const [a, b] = await Promise.all([seller(), seller()]);
    await ship(b, ['777.00'], 'delivered');
    await ship(a, ['510.00'], 'delivered');
    expect(await earnings(a.cookie)).toEqual({ totalEarnings: '510.00', deliveredShipments: 1 });
    expect(await earnings(b.cookie)).toEqual({ totalEarnings: '777.00', deliveredShipments: 1 });
  });

  it('cannot be pointed at another seller by query string', async () => {
    const [a, b] = await Promise.all([newCustomer(t), seller()]);
    await ship(b, ['521.00'], 'delivered');
    expect(await earnings(a.cookie, { userId: b.id, id: b.id })).toEqual({
      totalEarnings: '0.00',
      deliveredShipments: 0,
    });
  });

  it.each([
    ['signed out', () => undefined],
    ['the admin console session (it is not a seller)', () => t.admin],
  ])('answers 401 UNAUTHENTICATED when %s', async (_who, cookie) => {
    expect(errorBodyOf(await call(t, api.getEarnings, { cookie: cookie() }))).toEqual(
      UNAUTHENTICATED,
    );
  });
});
