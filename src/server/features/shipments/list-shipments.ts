// The admin Shipments tab (SPEC §2 admin, issue 14), polled every 5 s: a page of shipments,
// searched, filtered and sorted, and the tag that lets an unchanged poll be answered 304 before
// any list query runs (docs/decisions/0006).
import type { ShipmentsQuery } from '@/domain/admin-lists.schema';
import type { Page } from '@/domain/pagination';
import type { Shipment } from '@/domain/shipments.schema';
import type { DbOrTx } from '@/server/db/client';
import { queryFingerprint } from '@/server/platform/list-filters';
import { pageFrom, tableVersion } from '@/server/platform/paged-list';
import { toShipment } from './shipment-mapper';
import { shipmentsListed } from './shipment-repository';

/** Changes with every write to shipments (a trigger bumps the version), and per query and page. */
export async function shipmentsPageTag(db: DbOrTx, query: ShipmentsQuery) {
  const version = await tableVersion(db, 'shipments');
  return `W/"shipments-${queryFingerprint(query)}-${version}"`;
}

export function listShipments(db: DbOrTx, query: ShipmentsQuery): Promise<Page<Shipment>> {
  return pageFrom(query, shipmentsListed(db, query), toShipment);
}
