// Small queries over shipments and their status history, each taking the database or an open
// transaction. A shipment always travels with its history: the timeline shows when each status
// was reached.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { shipmentStatusHistory, shipments } from '@/server/db/schema';
import type { PagedSource } from '@/server/platform/paged-list';

export type ShipmentRow = typeof shipments.$inferSelect;
export type StatusHistoryRow = typeof shipmentStatusHistory.$inferSelect;

/** A shipment and the statuses it went through, in the order they were set. */
export interface ShipmentRecord {
  shipment: ShipmentRow;
  history: StatusHistoryRow[];
}

/** The history of every given shipment in one query. */
export async function withStatusHistory(
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
  return rows.map((shipment) => ({
    shipment,
    history: history.filter((step) => step.shipmentId === shipment.id),
  }));
}

/** A seller's shipments, newest first (the profile's Order Status). */
export async function shipmentsOfSeller(db: DbOrTx, userId: string): Promise<ShipmentRecord[]> {
  const rows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.userId, userId))
    .orderBy(desc(shipments.createdAt), desc(shipments.id));
  return withStatusHistory(db, rows);
}

/** Every shipment, newest first (the admin Shipments tab), with their histories. */
export function shipmentsNewestFirst(db: DbOrTx): PagedSource<ShipmentRecord> {
  return {
    rows: async (limit, offset) =>
      withStatusHistory(
        db,
        await db
          .select()
          .from(shipments)
          .orderBy(desc(shipments.createdAt), desc(shipments.id))
          .limit(limit)
          .offset(offset),
      ),
    total: async () => {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(shipments);
      return row?.total ?? 0;
    },
  };
}
