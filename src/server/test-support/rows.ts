// What the database and DATA_DIR hold after a call, for tests that assert it: user, agent, item,
// ledger, fee, photo and session rows, audit rows, the stored files and the app's own cipher.
// Readers only: the states themselves are made through the API (factories.ts).
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  agentBalanceTransactions,
  agents,
  auditLog,
  clothingItems,
  feePayments,
  payouts,
  photoUploads,
  sessions,
  users,
} from '@/server/db/schema';
import {
  createFieldCipher,
  loadDataKey,
  type FieldCipher,
} from '@/server/platform/field-encryption';
import { sha256 } from '@/server/platform/ids';
import type { TestApp } from './test-app';

/** A user row's or fee order's bank details when it holds none (never given, erased, cleared). */
export const NO_BANK_DETAILS = {
  bankAccountHolderName: null,
  bankAccountNumber: null,
  bankAccountLast4: null,
  bankIFSCCode: null,
  upiAddress: null,
} as const;

/** How many rows a table holds (all of them, or those `where` picks). */
export async function rowCount(t: TestApp, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row!.n;
}

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

export async function itemRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(clothingItems).where(eq(clothingItems.id, id));
  if (!row) throw new Error(`no item ${id}`);
  return row;
}

export async function agentRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(agents).where(eq(agents.id, id));
  if (!row) throw new Error(`no agent ${id}`);
  return row;
}

/** An agent's balance ledger in the order it was written (by id). */
export async function ledgerOf(t: TestApp, agentId: number) {
  return t.db
    .select()
    .from(agentBalanceTransactions)
    .where(eq(agentBalanceTransactions.agentId, agentId))
    .orderBy(asc(agentBalanceTransactions.id));
}

/** The ₹299 fee rows of a user, or of a transaction number, oldest first. */
export async function feePaymentsOf(
  t: TestApp,
  of: { userId: string } | { transactionId: string },
) {
  return t.db
    .select()
    .from(feePayments)
    .where(
      'userId' in of
        ? eq(feePayments.userId, of.userId)
        : eq(feePayments.transactionId, of.transactionId),
    )
    .orderBy(asc(feePayments.id));
}

/** The payouts of a shipment or of an agent's payslip (issue 22), first attempt first. */
export async function payoutRowsOf(
  t: TestApp,
  of: { shipmentId: number } | { payslipId: number } | { balanceOfAgentId: number },
) {
  const paid =
    'shipmentId' in of
      ? eq(payouts.shipmentId, of.shipmentId)
      : 'payslipId' in of
        ? eq(payouts.agentPayslipId, of.payslipId)
        : and(
            eq(payouts.agentId, of.balanceOfAgentId),
            isNotNull(payouts.agentBalanceTransactionId),
          );
  return t.db.select().from(payouts).where(paid).orderBy(asc(payouts.attempt), asc(payouts.id));
}

/** The photos a user uploaded (attached to an item or not). */
export async function photoRowsOf(t: TestApp, userId: string) {
  return t.db.select().from(photoUploads).where(eq(photoUploads.userId, userId));
}

export interface AuditFilter {
  action?: string;
  actorType?: 'customer' | 'admin' | 'agent' | 'system';
  actorId?: string;
  targetType?: string;
  targetId?: string | number;
}

/** The audit_log rows that match every field given, oldest first. */
export async function auditRows(t: TestApp, filter: AuditFilter) {
  const conditions = [
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.actorType === undefined ? undefined : eq(auditLog.actorType, filter.actorType),
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.targetType === undefined ? undefined : eq(auditLog.targetType, filter.targetType),
    filter.targetId === undefined ? undefined : eq(auditLog.targetId, String(filter.targetId)),
  ];
  return t.db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(asc(auditLog.id));
}

/** The sessions.sid of a Cookie header value ('sid=...', 'admin_sid=...'): its SHA-256. */
export function sessionIdOf(cookie: string): string {
  return sha256(cookie.slice(cookie.indexOf('=') + 1));
}

/** The session row behind a Cookie header value, or undefined once it is gone. */
export async function sessionRowOf(t: TestApp, cookie: string) {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.sid, sessionIdOf(cookie)));
  return row;
}

/**
 * Every file under DATA_DIR/uploads (or one folder of it: photos, avatars, documents) as storage
 * keys ('photos/<name>.webp'), sorted.
 */
export function storedFiles(t: TestApp, folder?: 'photos' | 'avatars' | 'documents'): string[] {
  const root = path.join(t.config.dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((key) => !folder || key.startsWith(`${folder}/`))
    .sort();
}

/** The bytes stored under a storage key, as they are on disk. */
export function storedBytes(t: TestApp, key: string): Buffer {
  return fs.readFileSync(path.join(t.config.dataDir, 'uploads', key));
}

/** The app's own cipher, from the key it generated into DATA_DIR/data.key on first start. */
export function appCipher(t: TestApp): FieldCipher {
  if (!fs.existsSync(path.join(t.config.dataDir, 'data.key'))) {
    throw new Error('the app did not generate DATA_DIR/data.key');
  }
  return createFieldCipher(loadDataKey(undefined, t.config.dataDir));
}

/**
 * Moves a row's timestamps into the past ('2025-03-02T10:00:00+05:30'), for tests of what is
 * counted per day: the API only ever writes now(). Rows are picked by a column's value (id).
 */
export async function backdate(
  t: TestApp,
  table: string,
  where: { column: string; value: string | number },
  times: Record<string, string>,
): Promise<void> {
  const assignments = sql.join(
    Object.entries(times).map(
      ([column, at]) => sql`${sql.identifier(column)} = ${at}::timestamptz`,
    ),
    sql`, `,
  );
  await t.db.execute(
    sql`update ${sql.identifier(table)} set ${assignments} where ${sql.identifier(where.column)} = ${where.value}`,
  );
}
