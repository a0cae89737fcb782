// Helpers for the agents API tests (issue 6): agent signup through the real multipart route,
// agent fixtures written straight into the tables (with their welcome-bonus ledger row and a live
// session, so tests that need thirty agents do not hash thirty passwords), customers in each of
// the four verification states of SPEC §4, what the ledger holds, and India-time calendar maths.
import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { AGENT_WELCOME_BONUS } from '../../../domain/constants';
import { fromPaise, toPaise } from '../../../domain/money';
import {
  agentBalanceTransactions,
  agentPayslips,
  agentReferrals,
  agents,
  auditLog,
  sessions,
  users,
} from '../../db/schema';
import { hashPassword } from '../../platform/passwords';
import { newSessionToken, newUserId, sha256 } from '../../platform/ids';
import {
  cookieOf,
  uniqueEmail,
  type InjectResponse,
  type TestApp,
} from '../../test-support/test-app';
import { multipartBody, type FilePart } from '../items/items-test-helpers';
import { changeBalance } from './ledger';

export const AGENT_PASSWORD = 'agent-secret-pass';

// ---------------------------------------------------------------------------------------------
// Requests

/** The text fields of a valid agent signup (SPEC §7 agent). */
export function agentFields(
  overrides: Record<string, string | undefined> = {},
): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: uniqueEmail('agent'),
    mobileNumber: '9876543210',
    password: AGENT_PASSWORD,
    address: '12 Har Ki Pauri Road',
    city: 'Haridwar',
    state: 'Uttarakhand',
    pincode: '249401',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** POST /api/agent/signup as multipart: the text fields, then the photo (if any) as profilePhoto. */
export async function postAgentSignup(
  t: TestApp,
  fields: Record<string, string>,
  photo: Buffer | null,
  photoPart: Partial<FilePart> = {},
  headers: Record<string, string> = {},
  remoteAddress?: string,
): Promise<InjectResponse> {
  const files: FilePart[] = photo
    ? [{ field: 'profilePhoto', name: 'me.jpg', type: 'image/jpeg', bytes: photo, ...photoPart }]
    : [];
  const body = await multipartBody(files, fields);
  return t.inject({
    method: 'POST',
    url: '/api/agent/signup',
    headers: { ...body.headers, ...headers },
    payload: body.payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function postAgentSignin(
  t: TestApp,
  email: string,
  password: string,
  remoteAddress?: string,
): Promise<InjectResponse> {
  return t.inject({
    method: 'POST',
    url: '/api/agent/signin',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The 'agent_sid=...' Cookie header value a sign-in answered with. */
export function agentCookieFrom(response: InjectResponse): string {
  const token = cookieOf(response, 'agent_sid');
  if (!token) throw new Error(`no agent_sid cookie: ${response.statusCode} ${response.body}`);
  return `agent_sid=${token}`;
}

export function get(t: TestApp, url: string, cookie?: string): Promise<InjectResponse> {
  return t.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

export function post(
  t: TestApp,
  url: string,
  cookie: string | undefined,
  payload: unknown = {},
): Promise<InjectResponse> {
  return t.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}

export function patch(
  t: TestApp,
  url: string,
  cookie: string | undefined,
  payload: unknown = {},
): Promise<InjectResponse> {
  return t.inject({
    method: 'PATCH',
    url,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}

export interface ApiAgent {
  id: number;
  email: string;
  password: string;
  agentCode: string;
  cookie: string;
}

/** Signs an agent up through the API (photo required) and signs it in; throws on any failure. */
export async function newApiAgent(
  t: TestApp,
  photo: Buffer,
  overrides: Record<string, string> = {},
): Promise<ApiAgent> {
  const fields = agentFields(overrides);
  const signup = await postAgentSignup(t, fields, photo);
  if (signup.statusCode !== 201)
    throw new Error(`agent signup answered ${signup.statusCode}: ${signup.body}`);
  const { agent } = signup.json<{ agent: { id: number; agentCode: string; email: string } }>();
  const signin = await postAgentSignin(t, fields.email!, fields.password!);
  if (signin.statusCode !== 200)
    throw new Error(`agent signin answered ${signin.statusCode}: ${signin.body}`);
  return {
    id: agent.id,
    email: agent.email,
    password: fields.password!,
    agentCode: agent.agentCode,
    cookie: agentCookieFrom(signin),
  };
}

// ---------------------------------------------------------------------------------------------
// Fixtures written straight into the tables

let passwordHash: Promise<string> | undefined;
/** One argon2id hash of AGENT_PASSWORD per test file. */
export function agentPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(AGENT_PASSWORD);
  return passwordHash;
}

export interface FixtureAgent {
  id: number;
  email: string;
  agentCode: string;
  /** Cookie header value of a live agent session ('agent_sid=...'). */
  cookie: string;
}

/** A live agent session for an agent id, made the way sign-in makes one. */
export async function agentSessionFor(t: TestApp, agentId: number): Promise<string> {
  const token = newSessionToken();
  const now = Date.now();
  await t.db.insert(sessions).values({
    sid: sha256(token),
    sess: { kind: 'agent', subjectId: String(agentId), createdAt: now, lastSeenAt: now },
    expire: new Date(now + 24 * 3600_000),
  });
  return `agent_sid=${token}`;
}

/**
 * An agent as signup leaves it (balance 120.00 with the welcome-bonus ledger row 0.00 -> 120.00),
 * created `createdAt` (default now), signed in, password AGENT_PASSWORD.
 */
export async function insertAgent(
  t: TestApp,
  options: { createdAt?: Date; isActive?: boolean; firstName?: string; lastName?: string } = {},
): Promise<FixtureAgent> {
  const code = `AG${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
  const email = uniqueEmail('fixture-agent');
  const [agent] = await t.db
    .insert(agents)
    .values({
      firstName: options.firstName ?? 'Fixture',
      lastName: options.lastName ?? 'Agent',
      email,
      mobileNumber: '9876500000',
      agentCode: code,
      hashedPassword: await agentPasswordHash(),
      isActive: options.isActive ?? true,
      address: '1 Main Road',
      city: 'Haridwar',
      state: 'Uttarakhand',
      pincode: '249401',
      currentBalance: AGENT_WELCOME_BONUS,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  await t.db.insert(agentBalanceTransactions).values({
    agentId: agent!.id,
    transactionType: 'add',
    amount: AGENT_WELCOME_BONUS,
    description: 'Welcome bonus',
    balanceBefore: '0.00',
    balanceAfter: AGENT_WELCOME_BONUS,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  return { id: agent!.id, email, agentCode: code, cookie: await agentSessionFor(t, agent!.id) };
}

export type CustomerState = 'none' | 'aadhar' | 'pending' | 'verified';

export interface FixtureCustomer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
}

const fakeDocumentKey = () => `documents/${crypto.randomBytes(16).toString('hex')}.bin`;

/** The users columns of each verification state an agent can see (SPEC §4). */
export function customerStateColumns(state: CustomerState) {
  const aadhar = {
    aadharFrontUrl: fakeDocumentKey(),
    aadharBackUrl: fakeDocumentKey(),
    isVerified: true,
    verifiedAt: new Date(),
  };
  const bank = {
    bankAccountNumber: 'v1:sealed-account-number',
    bankAccountLast4: '5501',
    bankIFSCCode: 'SBIN0001234',
    bankAccountHolderName: 'Asha Verma',
    upiAddress: 'asha@ybl',
    transactionId: String(crypto.randomInt(100_000_000_000, 999_999_999_999)),
  };
  switch (state) {
    case 'none':
      return {};
    case 'aadhar':
      return aadhar;
    case 'pending':
      return { ...aadhar, ...bank, bankVerificationStatus: 'under_review' as const };
    case 'verified':
      return {
        ...aadhar,
        ...bank,
        bankVerificationStatus: 'verified' as const,
        isBankVerified: true,
        bankVerifiedAt: new Date(),
      };
  }
}

/** A customer row in the given verification state (it cannot sign in: tests do not need it to). */
export async function insertCustomer(
  t: TestApp,
  state: CustomerState = 'verified',
): Promise<FixtureCustomer> {
  const customer = {
    id: newUserId(),
    email: uniqueEmail('customer'),
    firstName: 'Meera',
    lastName: 'Sharma',
    mobileNumber: '9123456780',
  };
  await t.db
    .insert(users)
    .values({ ...customer, password: '!disabled', ...customerStateColumns(state) });
  return customer;
}

/** Makes an existing customer fully verified (both Aadhaar sides, bank details, fee paid). */
export async function makeVerified(t: TestApp, userId: string): Promise<void> {
  await t.db.update(users).set(customerStateColumns('verified')).where(eq(users.id, userId));
}

/**
 * A claim as add-verified-signup makes it (referral row plus the ₹25 ledger credit), then moved to
 * `at` (referral and ledger row) for the calendar tests.
 */
export async function insertClaim(
  t: TestApp,
  agentId: number,
  userId: string,
  at?: Date,
): Promise<void> {
  await t.db.transaction(async (tx) => {
    const [referral] = await tx.insert(agentReferrals).values({ agentId, userId }).returning();
    const entry = await changeBalance(tx, agentId, {
      type: 'add',
      amount: '25.00',
      description: `Referral bonus: verified signup ${userId}`,
    });
    if (at) {
      await tx
        .update(agentReferrals)
        .set({ createdAt: at })
        .where(eq(agentReferrals.id, referral!.id));
      await tx
        .update(agentBalanceTransactions)
        .set({ createdAt: at })
        .where(eq(agentBalanceTransactions.id, entry.id));
    }
  });
}

// ---------------------------------------------------------------------------------------------
// What the database holds

export async function agentRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(agents).where(eq(agents.id, id));
  if (!row) throw new Error(`no agent ${id}`);
  return row;
}

export async function agentByEmail(t: TestApp, email: string) {
  const [row] = await t.db
    .select()
    .from(agents)
    .where(sql`lower(${agents.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function count(
  t: TestApp,
  table:
    | typeof agents
    | typeof agentReferrals
    | typeof agentBalanceTransactions
    | typeof agentPayslips
    | typeof sessions,
): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

/** An agent's ledger in the order it was written (by id). */
export async function ledgerOf(t: TestApp, agentId: number) {
  return t.db
    .select()
    .from(agentBalanceTransactions)
    .where(eq(agentBalanceTransactions.agentId, agentId))
    .orderBy(asc(agentBalanceTransactions.id));
}

export async function referralsOfUser(t: TestApp, userId: string) {
  return t.db.select().from(agentReferrals).where(eq(agentReferrals.userId, userId));
}

export async function payslipsOf(t: TestApp, agentId: number) {
  return t.db
    .select()
    .from(agentPayslips)
    .where(eq(agentPayslips.agentId, agentId))
    .orderBy(asc(agentPayslips.year), asc(agentPayslips.month));
}

export async function agentAudit(t: TestApp, agentId: number, action?: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'agent'),
        eq(auditLog.targetId, String(agentId)),
        ...(action ? [eq(auditLog.action, action)] : []),
      ),
    )
    .orderBy(asc(auditLog.id));
}

/**
 * Asserts the ledger rows (in id order) chain without a gap: the first starts at 0.00, each
 * balanceBefore is the previous balanceAfter, each after = before ± amount; returns the last after.
 */
export function expectChained(
  rows: Array<{
    transactionType: string;
    amount: string;
    balanceBefore: string;
    balanceAfter: string;
  }>,
): string {
  let previous = '0.00';
  rows.forEach((row, index) => {
    expect(row.balanceBefore, `row ${index} starts where row ${index - 1} ended`).toBe(previous);
    const before = toPaise(row.balanceBefore)!;
    const amount = toPaise(row.amount)!;
    const after = row.transactionType === 'add' ? before + amount : before - amount;
    expect(row.balanceAfter, `row ${index} after = before ± amount`).toBe(fromPaise(after));
    previous = row.balanceAfter;
  });
  return previous;
}

// ---------------------------------------------------------------------------------------------
// Images

/** A buffer that starts like a JPEG and is `size` bytes long (a file over the 5 MB limit). */
export function oversizedJpegLike(size = 6 * 1024 * 1024): Buffer {
  const bytes = crypto.randomBytes(size);
  bytes[0] = 0xff;
  bytes[1] = 0xd8;
  bytes[2] = 0xff;
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// India time (the programme's days and months, SPEC §9; programme-queries.ts)

const IST_OFFSET_MS = 330 * 60_000;

/** Year, month (1-12) and day of a moment in India. */
export function istParts(date: Date): { year: number; month: number; day: number } {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** The moment of a wall-clock time in India; month may run outside 1-12 (Date.UTC normalises). */
export function istDate(year: number, month: number, day: number, hour = 12, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - IST_OFFSET_MS);
}

/** The Indian calendar month `k` months before this one. */
export function istMonthAgo(k: number): { year: number; month: number } {
  const now = istParts(new Date());
  const d = new Date(Date.UTC(now.year, now.month - 1 - k, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** Start of the current Indian day, month or year, as a moment. */
export function istPeriodStart(period: 'day' | 'month' | 'year', now = new Date()): Date {
  const p = istParts(now);
  if (period === 'day') return istDate(p.year, p.month, p.day, 0, 0);
  if (period === 'month') return istDate(p.year, p.month, 1, 0, 0);
  return istDate(p.year, 1, 1, 0, 0);
}
