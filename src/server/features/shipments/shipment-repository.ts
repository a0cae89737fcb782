// Small queries over shipments and their status history, each taking the database or an open
// transaction. A shipment always travels with its history (the timeline shows when each status
// was reached) and its latest automatic payout (issue 22).
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { payouts, shipmentStatusHistory, shipments } from '@/server/db/schema';
import type { ShipmentsQuery } from '@/domain/admin-lists.schema';
import { type PagedSource, countColumns, totalOf } from '@/server/platform/paged-list';
import {
  allOf,
  listOrder,
  pageOfRows,
  searchedId,
  userIdStartsWith,
  startsWith,
  withinDays,
} from '@/server/platform/list-filters';

export type ShipmentRow = typeof shipments.$inferSelect;
export type StatusHistoryRow = typeof shipmentStatusHistory.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

/** A shipment, the statuses it went through in the order they were set, and its latest payout. */
export interface ShipmentRecord {
  shipment: ShipmentRow;
  history: StatusHistoryRow[];
  payout: PayoutRow | null;
}

/** The history and latest payout of every given shipment, in one query each. */
export async function shipmentRecords(
  db: DbOrTx,
  rows: readonly ShipmentRow[],
): Promise<ShipmentRecord[]> {
  if (rows.length === 0) return [];
  const history = await db
    .select()
    .from(shipmentStatusHistory)
    .where(
      inArray(
        shipmentStatusHistory.shipmentId,
        rows.map((row) => row.id),
      ),
    )
    // In the order the steps were written (the id), not by time: two updates racing on one
    // shipment are serialised by its row lock, and the id follows that order.
    .orderBy(asc(shipmentStatusHistory.id));
  const latestPayouts = await db
    .selectDistinctOn([payouts.shipmentId])
    .from(payouts)
    .where(
      inArray(
        payouts.shipmentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(payouts.shipmentId, desc(payouts.attempt));
  return rows.map((shipment) => ({
    shipment,
    history: history.filter((step) => step.shipmentId === shipment.id),
    payout: latestPayouts.find((payout) => payout.shipmentId === shipment.id) ?? null,
  }));
}

/** A seller's shipments, newest first (the profile's Order Status). */
export async function shipmentsOfSeller(db: DbOrTx, userId: string): Promise<ShipmentRecord[]> {
  const rows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.userId, userId))
    .orderBy(desc(shipments.createdAt), desc(shipments.id));
  return shipmentRecords(db, rows);
}

/**
 * The admin Shipments tab, with their histories: searched by shipment id (or #id), or the start of
 * the seller id, the email, name, pincode, tracking number or UTR (each an index, decision 0023), filtered by
 * status and dates, newest first unless asked.
 */
export function shipmentsListed(db: DbOrTx, query: ShipmentsQuery): PagedSource<ShipmentRecord> {
  const q = query.q;
  const id = q ? searchedId(q) : null;
  const prefix = q ? startsWith(q) : '';
  const idPrefix = q ? userIdStartsWith(q) : null;
  const where = allOf([
    query.status && sql`${shipments.shipmentStatus} = ${query.status}`,
    withinDays(sql`${shipments.createdAt}`, query.from, query.to),
    // Each way of finding a shipment is one index lookup, gathered once (= any(array(...))): as
    // one OR the planner would walk the newest-first index hoping to meet a page of matches soon.
    q &&
      sql`${shipments.id} = any(array(${sql.join(
        [
          id !== null && sql`select id from shipments where id = ${id}`,
          idPrefix !== null &&
            sql`select id from shipments where user_id = any(array(select id from users where id like ${idPrefix}))`,
          sql`select id from shipments where lower(email) like ${prefix}`,
          sql`select id from shipments where lower(user_name) like ${prefix}`,
          sql`select id from shipments where pincode like ${prefix}`,
          sql`select id from shipments where lower(tracking_number) like ${prefix}`,
          sql`select id from shipments where lower(payout_reference) like ${prefix}`,
        ].filter((way): way is SQL => Boolean(way)),
        sql` union `,
      )}))`,
  ]);
  const order = listOrder(query, shipments.id, {
    created: sql`${shipments.createdAt}`,
    status: sql`${shipments.shipmentStatus}`,
    pincode: sql`${shipments.pincode}`,
  });
  return {
    rows: async (limit, offset) =>
      shipmentRecords(
        db,
        await pageOfRows(db.select().from(shipments).$dynamic(), { where, order, limit, offset }),
      ),
    total: () => totalOf(db.select(countColumns()).from(shipments).where(where)),
  };
}
