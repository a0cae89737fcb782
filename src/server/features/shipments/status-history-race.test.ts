// Status updates racing on one shipment. Each PATCH locks the shipment's row,
// so they are applied one after another; the history must follow that order (by id, with the
// statement's time), and the seller's timeline must end on the shipment's current status. On
// PostgreSQL (TEST_DATABASE_URL) the updates really overlap; on PGlite they queue.
import { beforeAll, describe, expect, it } from 'vitest';
import { shipmentEndpoints as api } from '@/contract/shipments';
import type { ShipmentStatus } from '@/domain/shipment-status';
import type { Shipment } from '@/domain/shipments.schema';
import { newCustomer, shipment, type Customer } from '@/server/test-support/factories';
import { call, callOk } from '@/server/test-support/http';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile({ admin: true });
let seller: Customer;

beforeAll(async () => {
  seller = await newCustomer(t, { state: 'verified' });
});

// Every step differs from the one before, so every update that lands after its neighbour writes
// a history row.
const STEPS: ShipmentStatus[] = [
  'picked_up',
  'in_transit',
  'pending_pickup',
  'in_transit',
  'picked_up',
  'delivered',
  'in_transit',
  'pending_pickup',
  'picked_up',
  'in_transit',
];

const mine = async (id: number) =>
  (await callOk<Shipment[]>(t, api.listMyShipments, { cookie: seller.cookie })).find(
    (s) => s.id === id,
  )!;

describe('concurrent shipment status updates', () => {
  it('10 parallel PATCHes: the timeline ends on the current status, in time order', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id } = await shipment(t, seller);
      const responses = await Promise.all(
        STEPS.map((shipmentStatus, index) =>
          call(t, api.updateShipment, {
            params: { id },
            cookie: t.admin,
            body: { shipmentStatus, payoutReference: `UTR-${round}-${index}` },
          }),
        ),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);

      const mineNow = await mine(id);
      const history = mineNow.statusHistory;
      expect(history[0]?.shipmentStatus).toBe('pending_pickup');
      expect(history.at(-1)?.shipmentStatus).toBe(mineNow.shipmentStatus);
      // No step follows one of the same status, and the dates never go back.
      for (let i = 1; i < history.length; i += 1) {
        expect(history[i]!.shipmentStatus).not.toBe(history[i - 1]!.shipmentStatus);
        expect(Date.parse(history[i]!.reachedAt)).toBeGreaterThanOrEqual(
          Date.parse(history[i - 1]!.reachedAt),
        );
      }
      // The admin list reads the same history.
      const admins = await callOk<{ items: Shipment[] }>(t, api.listShipments, {
        cookie: t.admin,
      });
      expect(admins.items.find((s) => s.id === id)?.statusHistory).toEqual(history);
    }
  });
});
