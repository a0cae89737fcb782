// The admin Shipments tab (SPEC §2 admin), polled every 5 s: a page of shipments, newest first,
// and the tag that lets an unchanged poll be answered 304 before any list query runs
// (docs/decisions/0006).
import type { Page, PageQuery } from '@/domain/pagination';
import type { Shipment } from '@/domain/shipments';
import type { DbOrTx } from '@/server/db/client';
import { pageFrom, tableVersion } from '@/server/platform/paged-list';
import { toShipment } from './shipment-mapper';
import { shipmentsNewestFirst } from './shipment-repository';

/** Changes with every write to shipments (a trigger bumps the version), and per page. */
export async function shipmentsPageTag(db: DbOrTx, { page, pageSize }: PageQuery) {
  return `W/"shipments-${page}-${pageSize}-${await tableVersion(db, 'shipments')}"`;
}

export function listShipments(db: DbOrTx, query: PageQuery): Promise<Page<Shipment>> {
  return pageFrom(query, shipmentsNewestFirst(db), toShipment);
}
