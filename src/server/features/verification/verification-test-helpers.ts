// Helpers for the verification API tests: Aadhaar uploads, bank submissions with one-use
// transaction numbers, what the database and DATA_DIR hold afterwards, and an agent session.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { agents, auditLog, feePayments, sessions, users } from '../../db/schema';
import { createFieldCipher, loadDataKey, type FieldCipher } from '../../platform/field-encryption';
import { newSessionToken, sha256 } from '../../platform/ids';
import type { InjectResponse, TestApp } from '../../test-support/test-app';
import { multipartBody, type FilePart } from '../items/items-test-helpers';

// ---------------------------------------------------------------------------------------------
// Bank details

export const VALID_BANK = {
  bankAccountHolderName: 'Asha Verma',
  bankAccountNumber: '918273645501',
  bankIFSCCode: 'SBIN0001234',
  upiAddress: 'asha.verma@ybl',
} as const;

// A random 5-digit prefix per test file plus a counter: unique within a file (each file has its
// own database) and unlikely to collide anywhere else.
const TXN_PREFIX = String(crypto.randomInt(10_000, 99_999));
let txnCounter = 0;

/** A 12-digit UPI transaction number no other submission in this file has used. */
export function newTransactionId(): string {
  txnCounter += 1;
  return `${TXN_PREFIX}${String(txnCounter).padStart(7, '0')}`;
}

export function bankBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...VALID_BANK, transactionId: newTransactionId(), ...overrides };
}

export function submitBank(
  t: TestApp,
  cookie: string | undefined,
  body: Record<string, unknown>,
): Promise<InjectResponse> {
  return t.inject({
    method: 'POST',
    url: '/api/profile/bank',
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

/** Submits valid bank details (fresh transaction number unless given); throws unless 200. */
export async function submitBankOk(
  t: TestApp,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const body = bankBody(overrides);
  const response = await submitBank(t, cookie, body);
  if (response.statusCode !== 200)
    throw new Error(`bank answered ${response.statusCode}: ${response.body}`);
  return body;
}

export function decideBank(
  t: TestApp,
  cookie: string | undefined,
  userId: string,
  body: Record<string, unknown>,
): Promise<InjectResponse> {
  return t.inject({
    method: 'POST',
    url: `/api/admin/verify-bank/${encodeURIComponent(userId)}`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

export async function feePaymentsOf(t: TestApp, userId: string) {
  return t.db
    .select()
    .from(feePayments)
    .where(eq(feePayments.userId, userId))
    .orderBy(asc(feePayments.id));
}

export async function feePaymentByTransaction(t: TestApp, transactionId: string) {
  const rows = await t.db
    .select()
    .from(feePayments)
    .where(eq(feePayments.transactionId, transactionId));
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Aadhaar documents

export function aadharParts(
  front: Buffer | null,
  back: Buffer | null,
  type = 'image/jpeg',
): FilePart[] {
  const parts: FilePart[] = [];
  if (front) parts.push({ field: 'aadharFront', name: 'front.jpg', type, bytes: front });
  if (back) parts.push({ field: 'aadharBack', name: 'back.jpg', type, bytes: back });
  return parts;
}

export async function postMultipart(
  t: TestApp,
  url: string,
  cookie: string | undefined,
  parts: FilePart[],
  fields: Record<string, string> = {},
): Promise<InjectResponse> {
  const body = await multipartBody(parts, fields);
  return t.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

export function submitAadhar(
  t: TestApp,
  cookie: string | undefined,
  front: Buffer | null,
  back: Buffer | null,
  type = 'image/jpeg',
): Promise<InjectResponse> {
  return postMultipart(t, '/api/profile/aadhar', cookie, aadharParts(front, back, type));
}

/** Uploads both sides; throws unless 200. */
export async function submitAadharOk(
  t: TestApp,
  cookie: string,
  front: Buffer,
  back: Buffer,
): Promise<void> {
  const response = await submitAadhar(t, cookie, front, back);
  if (response.statusCode !== 200)
    throw new Error(`aadhar answered ${response.statusCode}: ${response.body}`);
}

/** Stored document files (DATA_DIR/uploads/documents), as storage keys 'documents/<name>'. */
export function documentFiles(t: TestApp): string[] {
  const folder = path.join(t.config.dataDir, 'uploads', 'documents');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .map((name) => `documents/${name}`)
    .sort();
}

export function storedBytes(t: TestApp, key: string): Buffer {
  return fs.readFileSync(path.join(t.config.dataDir, 'uploads', key));
}

/** The app's own cipher, from the key it generated into DATA_DIR/data.key on first start. */
export function appCipher(t: TestApp): FieldCipher {
  const keyFile = path.join(t.config.dataDir, 'data.key');
  expect(fs.existsSync(keyFile), 'the app generated DATA_DIR/data.key').toBe(true);
  return createFieldCipher(loadDataKey(undefined, t.config.dataDir));
}

// ---------------------------------------------------------------------------------------------
// Rows

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

export async function auditRowsFor(t: TestApp, targetId: string, action?: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'user'),
        eq(auditLog.targetId, targetId),
        ...(action ? [eq(auditLog.action, action)] : []),
      ),
    )
    .orderBy(asc(auditLog.id));
}

// ---------------------------------------------------------------------------------------------
// An agent (the agents feature has no sign-in route yet: its session is made the way it would be)

export async function agentCookie(t: TestApp): Promise<string> {
  const code = crypto.randomBytes(4).toString('hex').toUpperCase();
  const [agent] = await t.db
    .insert(agents)
    .values({
      firstName: 'Ravi',
      lastName: 'Agent',
      email: `agent.${code.toLowerCase()}@example.com`,
      mobileNumber: '9876500000',
      agentCode: `AG${code}`,
      hashedPassword: 'not-a-real-hash',
      address: '1 Main Road',
      city: 'Haridwar',
      state: 'Uttarakhand',
      pincode: '249401',
    })
    .returning();
  const token = newSessionToken();
  const now = Date.now();
  await t.db.insert(sessions).values({
    sid: sha256(token),
    sess: { kind: 'agent', subjectId: String(agent!.id), createdAt: now, lastSeenAt: now },
    expire: new Date(now + 24 * 3600_000),
  });
  return `agent_sid=${token}`;
}
