// GET /api/shipments (SPEC §2 profile Order Status): only ever the caller's own shipments.
import type { Shipment } from '@/domain/shipments.schema';
import type { DbOrTx } from '@/server/db/client';
import { toShipment } from './shipment-mapper';
import { shipmentsOfSeller } from './shipment-repository';

/** The seller's shipments, newest first, each with its status dates. */
export async function listSellerShipments(db: DbOrTx, userId: string): Promise<Shipment[]> {
  return (await shipmentsOfSeller(db, userId)).map(toShipment);
}
