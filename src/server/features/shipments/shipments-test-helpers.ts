// Helpers for the shipments API tests: verified sellers, approved items with offers inserted
// straight into clothing_items, a valid pickup form, the accept and admin-update calls, and a
// snapshot of everything an accept could touch (to prove a refusal changed nothing).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Shipment } from '../../../domain/shipments';
import type { ItemStatus } from '../../../domain/item-status';
import {
  auditLog,
  clothingItems,
  shipmentStatusHistory,
  shipments,
  tableVersions,
  users,
} from '../../db/schema';
import {
  newCustomer,
  type Customer,
  type InjectResponse,
  type TestApp,
} from '../../test-support/test-app';

/** A valid pickup form (SPEC §2 pickup form, §5 rules) in the default served area (Haridwar). */
export const PICKUP = {
  userName: 'Asha Verma',
  email: 'asha.pickup@example.com',
  mobileNumber: '9876543210',
  contactName: 'Asha Verma',
  addressLine1: '12 Har Ki Pauri Road',
  addressLine2: 'Near the ghat',
  pincode: '249401',
  phoneNumber: '9876543211',
  alternatePhoneNumber: '9876543212',
} as const;

/** The pickup form with only the required fields (no addressLine2, alternate phone, city...). */
export const PICKUP_REQUIRED_ONLY = {
  userName: PICKUP.userName,
  email: PICKUP.email,
  mobileNumber: PICKUP.mobileNumber,
  contactName: PICKUP.contactName,
  addressLine1: PICKUP.addressLine1,
  pincode: PICKUP.pincode,
  phoneNumber: PICKUP.phoneNumber,
} as const;

/** A signed-in customer whose identity and bank verifications are as given (both by default). */
export async function seller(
  t: TestApp,
  verified: { identity?: boolean; bank?: boolean } = {},
): Promise<Customer> {
  const customer = await newCustomer(t);
  const identity = verified.identity ?? true;
  const bank = verified.bank ?? true;
  await t.db
    .update(users)
    .set({
      isVerified: identity,
      verifiedAt: identity ? new Date() : null,
      isBankVerified: bank,
      bankVerificationStatus: bank ? 'verified' : 'pending',
      bankVerifiedAt: bank ? new Date() : null,
    })
    .where(eq(users.id, customer.id));
  return customer;
}

export interface ItemFixture {
  status?: ItemStatus;
  brand?: string | null;
  category?: string;
  adminNotes?: string | null;
  createdAt?: Date;
}

/** Inserts one of the seller's items (approved by default) with the given offer; returns its id. */
export async function item(
  t: TestApp,
  userId: string,
  offerAmount: string | null,
  fields: ItemFixture = {},
): Promise<number> {
  const [row] = await t.db
    .insert(clothingItems)
    .values({
      userId,
      brand: fields.brand === undefined ? 'Levis' : fields.brand,
      category: fields.category ?? 'denim',
      size: 'M',
      condition: 'good',
      description: 'fixture',
      photos: ['/photos/fixture.webp'],
      status: fields.status ?? 'approved',
      offerAmount,
      adminNotes: fields.adminNotes ?? null,
      reviewedAt: fields.status === 'pending' ? null : new Date(),
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning({ id: clothingItems.id });
  return row!.id;
}

/** Several approved items, one per offer. */
export async function items(t: TestApp, userId: string, offers: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const offer of offers) ids.push(await item(t, userId, offer));
  return ids;
}

export type Reading = 'nested' | 'flat';

/** The request body in either reading (SPEC §7 shipmentData, or the fields beside itemIds). */
export function acceptBody(
  itemIds: unknown,
  fields: Record<string, unknown> = PICKUP,
  reading: Reading = 'nested',
): Record<string, unknown> {
  return reading === 'nested' ? { itemIds, shipmentData: fields } : { itemIds, ...fields };
}

export function accept(
  t: TestApp,
  cookie: string | undefined,
  payload: unknown,
): Promise<InjectResponse> {
  return t.inject({
    method: 'POST',
    url: '/api/accept-batch-shipment',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

/** Accepts a batch with the valid pickup form; throws unless 201. */
export async function acceptOk(
  t: TestApp,
  cookie: string,
  itemIds: number[],
  fields: Record<string, unknown> = PICKUP,
): Promise<Shipment> {
  const response = await accept(t, cookie, acceptBody(itemIds, fields));
  if (response.statusCode !== 201) {
    throw new Error(`accept-batch answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<Shipment>();
}

export function patchShipment(
  t: TestApp,
  cookie: string | undefined,
  id: number | string,
  payload: unknown,
): Promise<InjectResponse> {
  return t.inject({
    method: 'PATCH',
    url: `/api/admin/shipments/${id}`,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

// ---------------------------------------------------------------------------------------------
// Rows

export async function itemRows(t: TestApp, ids: number[]) {
  if (ids.length === 0) return [];
  return t.db
    .select()
    .from(clothingItems)
    .where(inArray(clothingItems.id, ids))
    .orderBy(asc(clothingItems.id));
}

export async function shipmentRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(shipments).where(eq(shipments.id, id));
  return row;
}

export async function shipmentsOf(t: TestApp, userId: string) {
  return t.db
    .select()
    .from(shipments)
    .where(eq(shipments.userId, userId))
    .orderBy(asc(shipments.id));
}

export async function historyOf(t: TestApp, shipmentId: number) {
  return t.db
    .select()
    .from(shipmentStatusHistory)
    .where(eq(shipmentStatusHistory.shipmentId, shipmentId))
    .orderBy(asc(shipmentStatusHistory.id));
}

export async function shipmentAudits(t: TestApp, shipmentId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      sql`${auditLog.targetType} = 'shipment' and ${auditLog.targetId} = ${String(shipmentId)}`,
    )
    .orderBy(asc(auditLog.id));
}

export async function shipmentsVersion(t: TestApp): Promise<number> {
  const [row] = await t.db
    .select({ version: tableVersions.version })
    .from(tableVersions)
    .where(eq(tableVersions.tableName, 'shipments'));
  return row?.version ?? 0;
}

/**
 * Everything an accept could change, for "refused and nothing changed": the given items (status,
 * acceptance, shipment link, updatedAt), all shipments rows and history rows, the version counter.
 */
export async function snapshot(t: TestApp, itemIds: number[]) {
  const [counts] = await t.db
    .select({
      shipments: sql<number>`(select count(*)::int from shipments)`,
      history: sql<number>`(select count(*)::int from shipment_status_history)`,
    })
    .from(sql`(select 1) as one`);
  const rows = await itemRows(t, itemIds);
  return {
    counts,
    version: await shipmentsVersion(t),
    items: rows.map((row) => ({
      id: row.id,
      status: row.status,
      userAcceptedAt: row.userAcceptedAt,
      shipmentId: row.shipmentId,
      updatedAt: row.updatedAt,
    })),
  };
}
