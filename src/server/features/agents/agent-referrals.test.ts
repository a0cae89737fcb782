// Referrals (SPEC §4 "Agent's view of a user's verification", §5 verify user, §8 claim messages,
// §9 ₹25 referral bonus; issue 6 "Referrals"): verify-user answers the four states with a masked
// contact only; a claim needs a verified, unclaimed user and credits ₹25 in the same transaction;
// thirty agents racing for one user make exactly one claim and one credit.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MESSAGES, verifyUserResultSchema } from '../../../domain/agents';
import { agentBalanceTransactions, agentReferrals, users } from '../../db/schema';
import {
  createTestApp,
  errorMessageOf,
  newCustomer,
  type TestApp,
} from '../../test-support/test-app';
import { fromPaise } from '../../../domain/money';
import { CONSOLE_ADMIN_ID } from '../admin-auth/console-admin';
import {
  agentRow,
  customerStateColumns,
  expectChained,
  get,
  insertAgent,
  insertCustomer,
  ledgerOf,
  makeVerified,
  post,
  referralsOfUser,
  type CustomerState,
  type FixtureAgent,
} from './agents-test-helpers';


let t: TestApp;
/** Makes the verify-user calls of the state tests (20 a minute per agent: spread over a few). */
let verifiers: FixtureAgent[];
let verifierIndex = 0;

beforeAll(async () => {
  t = await createTestApp();
  verifiers = await Promise.all([insertAgent(t), insertAgent(t), insertAgent(t)]);
});

/** A verifier with calls to spare (each answers at most 20 verify-user calls in this file). */
function verifier(): FixtureAgent {
  verifierIndex += 1;
  return verifiers[Math.floor(verifierIndex / 15) % verifiers.length]!;
}

function verifyUser(agent: FixtureAgent, userId: unknown) {
  return post(t, '/api/agent/verify-user', agent.cookie, { userId });
}

function claim(agent: FixtureAgent, userId: unknown) {
  return post(t, '/api/agent/add-verified-signup', agent.cookie, { userId });
}

async function ledgerCreditsFor(userId: string) {
  return t.db
    .select()
    .from(agentBalanceTransactions)
    .where(sql`${agentBalanceTransactions.description} like ${`%${userId}%`}`);
}

describe('POST /api/agent/verify-user', () => {
  const RESULT_KEYS = [
    'alreadyClaimed',
    'hasAadhar',
    'hasBankDetails',
    'isPaid',
    'isVerified',
    'user',
  ];
  const USER_KEYS = ['firstName', 'id', 'lastName', 'maskedEmail', 'maskedMobile'];

  it('answers the result shape with a masked contact only: no documents, bank data or password', async () => {
    // A real customer through the API, then verified, so every secret column is filled.
    const customer = await newCustomer(t, {
      firstName: 'Kavya',
      lastName: 'Nair',
      mobileNumber: '9988776655',
    });
    await makeVerified(t, customer.id);
    const row = (await t.db.select().from(users).where(eq(users.id, customer.id)))[0]!;

    const response = await verifyUser(verifier(), customer.id);
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json<Record<string, unknown>>();
    expect(Object.keys(json).sort()).toEqual(RESULT_KEYS);
    expect(Object.keys(json.user as object).sort()).toEqual(USER_KEYS);
    expect(verifyUserResultSchema.parse(json)).toEqual({
      user: {
        id: customer.id,
        firstName: 'Kavya',
        lastName: 'Nair',
        maskedEmail: `${customer.email.slice(0, 2)}***@example.com`,
        maskedMobile: '******6655',
      },
      hasAadhar: true,
      hasBankDetails: true,
      isPaid: true,
      isVerified: true,
      alreadyClaimed: false,
    });

    const body = response.body;
    expect(body).not.toContain(customer.email);
    expect(body).not.toContain(customer.email.split('@')[0]!);
    expect(body).not.toContain('9988776655');
    for (const secret of [
      row.password,
      row.aadharFrontUrl!,
      row.aadharBackUrl!,
      row.bankAccountNumber!,
      row.bankIFSCCode!,
      row.bankAccountHolderName!,
      row.upiAddress!,
      row.transactionId!,
    ]) {
      expect(body).not.toContain(secret);
    }
    for (const field of [
      'password',
      'aadhar',
      'bankAccount',
      'IFSC',
      'upi',
      'transactionId',
      'email"',
      'mobileNumber',
    ]) {
      expect(body).not.toContain(field);
    }
  });

  it.each([
    ['none', { hasAadhar: false, hasBankDetails: false, isPaid: false, isVerified: false }],
    ['aadhar', { hasAadhar: true, hasBankDetails: false, isPaid: false, isVerified: false }],
    ['pending', { hasAadhar: true, hasBankDetails: true, isPaid: false, isVerified: false }],
    ['verified', { hasAadhar: true, hasBankDetails: true, isPaid: true, isVerified: true }],
  ] as const)('the %s state of SPEC §4', async (state, expected) => {
    const customer = await insertCustomer(t, state as CustomerState);
    const response = await verifyUser(verifier(), customer.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...expected, alreadyClaimed: false });
  });

  it('a failed fee payment is not paid; only one Aadhaar side is no Aadhaar', async () => {
    const failed = await insertCustomer(t, 'pending');
    await t.db
      .update(users)
      .set({ bankVerificationStatus: 'failed' })
      .where(eq(users.id, failed.id));
    expect((await verifyUser(verifier(), failed.id)).json()).toMatchObject({
      isPaid: false,
      isVerified: false,
    });

    const halfAadhar = await insertCustomer(t, 'verified');
    await t.db.update(users).set({ aadharBackUrl: null }).where(eq(users.id, halfAadhar.id));
    expect((await verifyUser(verifier(), halfAadhar.id)).json()).toMatchObject({
      hasAadhar: false,
      isVerified: false,
    });
  });

  it('accepts the id in lower case and with spaces around it', async () => {
    const customer = await insertCustomer(t, 'aadhar');
    const response = await verifyUser(verifier(), `  ${customer.id.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: customer.id } });
  });

  it('reports a claimed user as alreadyClaimed', async () => {
    const customer = await insertCustomer(t, 'verified');
    const claimer = await insertAgent(t);
    expect((await claim(claimer, customer.id)).statusCode).toBe(201);
    expect((await verifyUser(verifier(), customer.id)).json()).toMatchObject({
      alreadyClaimed: true,
      isVerified: true,
    });
  });

  it.each([
    ['an unknown id', 'ZZZZZZZZZZ'],
    ['the console admin', CONSOLE_ADMIN_ID.toLowerCase()],
    ['an id of 64+ characters', 'A'.repeat(80)],
  ])('%s: not found, with the message', async (_name, userId) => {
    const response = await verifyUser(verifier(), userId);
    expect([400, 404]).toContain(response.statusCode);
    expect(errorMessageOf(response)).toBe(AGENT_MESSAGES.customerNotFound);
  });

  it.each([[''], ['   '], [undefined], [12345]])(
    'userId %j: 400 "User ID is required"',
    async (userId) => {
      const response = await verifyUser(verifier(), userId);
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toBe('User ID is required');
    },
  );
});

describe('POST /api/agent/add-verified-signup', () => {
  it.each(['none', 'aadhar', 'pending'] as const)(
    'a user in state %s: 409 with the notVerified message, nothing claimed, balance unchanged',
    async (state) => {
      const agent = await insertAgent(t);
      const customer = await insertCustomer(t, state);
      const response = await claim(agent, customer.id);
      expect(response.statusCode).toBe(409);
      expect(errorMessageOf(response)).toBe(AGENT_MESSAGES.notVerified);
      expect((await agentRow(t, agent.id)).currentBalance).toBe('120.00');
      expect(await ledgerOf(t, agent.id)).toHaveLength(1);
      expect(await referralsOfUser(t, customer.id)).toEqual([]);
    },
  );

  it('an unknown user: 404, nothing moves; an empty id: 400', async () => {
    const agent = await insertAgent(t);
    const unknown = await claim(agent, 'ZZZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(errorMessageOf(unknown)).toBe(AGENT_MESSAGES.customerNotFound);
    const empty = await claim(agent, '');
    expect(empty.statusCode).toBe(400);
    expect(errorMessageOf(empty)).toBe('User ID is required');
    expect((await agentRow(t, agent.id)).currentBalance).toBe('120.00');
    expect(await ledgerOf(t, agent.id)).toHaveLength(1);
  });

  it('claims a verified user: 201, ₹25 credited in a ledger row 120.00 -> 145.00', async () => {
    const agent = await insertAgent(t);
    const customer = await insertCustomer(t, 'verified');
    const response = await claim(agent, customer.id.toLowerCase());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: 'Verified signup added', currentBalance: '145.00' });

    expect((await agentRow(t, agent.id)).currentBalance).toBe('145.00');
    const ledger = await ledgerOf(t, agent.id);
    expect(ledger).toHaveLength(2);
    expect(ledger[1]).toMatchObject({
      transactionType: 'add',
      amount: '25.00',
      balanceBefore: '120.00',
      balanceAfter: '145.00',
      adminId: null,
    });
    expect(expectChained(ledger)).toBe('145.00');
    const referrals = await referralsOfUser(t, customer.id);
    expect(referrals).toHaveLength(1);
    expect(referrals[0]!.agentId).toBe(agent.id);

    const profile = await get(t, '/api/agent/profile', agent.cookie);
    expect(profile.json()).toMatchObject({ currentBalance: '145.00', verifiedSignupsCount: 1 });
  });

  it('claiming a claimed user again, by the same or another agent: 409 and no money moves', async () => {
    const first = await insertAgent(t);
    const second = await insertAgent(t);
    const customer = await insertCustomer(t, 'verified');
    expect((await claim(first, customer.id)).statusCode).toBe(201);

    for (const agent of [first, second]) {
      const response = await claim(agent, customer.id);
      expect(response.statusCode).toBe(409);
      const message = errorMessageOf(response);
      expect(message).toContain('This user has already been claimed by another agent');
      expect(message).toContain('Each user can only be claimed once across all agents');
    }
    expect((await agentRow(t, first.id)).currentBalance).toBe('145.00');
    expect((await agentRow(t, second.id)).currentBalance).toBe('120.00');
    expect(await ledgerOf(t, first.id)).toHaveLength(2);
    expect(await ledgerOf(t, second.id)).toHaveLength(1);
    expect(await referralsOfUser(t, customer.id)).toHaveLength(1);
  });

  it('30 different agents claiming one user at once: exactly one claim and one ₹25 credit', async () => {
    const racers = await Promise.all(Array.from({ length: 30 }, () => insertAgent(t)));
    const customer = await insertCustomer(t, 'verified');
    const creditsBefore = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(agentBalanceTransactions)
      .where(eq(agentBalanceTransactions.amount, '25.00'));

    const responses = await Promise.all(racers.map((agent) => claim(agent, customer.id)));

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(errorMessageOf(response)).toContain(AGENT_MESSAGES.alreadyClaimed);
    }
    const winner = racers[statuses.indexOf(201)]!;
    const referrals = await referralsOfUser(t, customer.id);
    expect(referrals).toHaveLength(1);
    expect(referrals[0]!.agentId).toBe(winner.id);

    // Exactly one ₹25 credit in the whole ledger, to the winner.
    const creditsAfter = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(agentBalanceTransactions)
      .where(eq(agentBalanceTransactions.amount, '25.00'));
    expect(creditsAfter[0]!.n - creditsBefore[0]!.n).toBe(1);
    const credits = await ledgerCreditsFor(customer.id);
    expect(credits).toHaveLength(1);
    expect(credits[0]!.agentId).toBe(winner.id);
    for (const agent of racers) {
      const row = await agentRow(t, agent.id);
      expect(row.currentBalance).toBe(agent.id === winner.id ? '145.00' : '120.00');
    }
  });

  it('one agent claiming the same user five times at once: one claim, one credit', async () => {
    const agent = await insertAgent(t);
    const customer = await insertCustomer(t, 'verified');
    const responses = await Promise.all(Array.from({ length: 5 }, () => claim(agent, customer.id)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await agentRow(t, agent.id)).currentBalance).toBe('145.00');
    expect(expectChained(await ledgerOf(t, agent.id))).toBe('145.00');
  });

  it(
    'an agent claiming several users at once: every claim lands, the ledger chains',
    async () => {
      const agent = await insertAgent(t);
      let expectedPaise = 12_000;
      for (let round = 0; round < 3; round += 1) {
        const customers = await Promise.all(
          Array.from({ length: 8 }, () => insertCustomer(t, 'verified')),
        );
        const responses = await Promise.all(customers.map((c) => claim(agent, c.id)));
        expect(responses.map((r) => `${r.statusCode} ${r.body}`)).toEqual(
          customers.map(() => expect.stringMatching(/^201 /)),
        );
        expectedPaise += 8 * 2_500;
        const ledger = await ledgerOf(t, agent.id);
        expect(expectChained(ledger)).toBe(fromPaise(expectedPaise));
        expect((await agentRow(t, agent.id)).currentBalance).toBe(fromPaise(expectedPaise));
      }
    },
  );
});

describe('GET /api/agent/verified-signups', () => {
  it("lists the claimed users' firstName, lastName, email and createdAt, newest first", async () => {
    const agent = await insertAgent(t);
    const older = await insertCustomer(t, 'verified');
    const newer = await insertCustomer(t, 'verified');
    await t.db
      .update(users)
      .set({ firstName: 'Older', lastName: 'One' })
      .where(eq(users.id, older.id));
    expect((await claim(agent, older.id)).statusCode).toBe(201);
    await t.db
      .update(agentReferrals)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(agentReferrals.userId, older.id));
    expect((await claim(agent, newer.id)).statusCode).toBe(201);

    const response = await get(t, '/api/agent/verified-signups', agent.cookie);
    expect(response.statusCode).toBe(200);
    const rows = response.json<Array<Record<string, unknown>>>();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      userId: newer.id,
      firstName: 'Meera',
      lastName: 'Sharma',
      email: newer.email,
    });
    expect(rows[1]).toMatchObject({
      userId: older.id,
      firstName: 'Older',
      lastName: 'One',
      email: older.email,
    });
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'createdAt',
        'email',
        'firstName',
        'lastName',
        'userId',
      ]);
      expect(new Date(row.createdAt as string).toISOString()).toBe(row.createdAt);
    }
  });

  it('is empty for an agent without claims', async () => {
    const agent = await insertAgent(t);
    expect((await get(t, '/api/agent/verified-signups', agent.cookie)).json()).toEqual([]);
  });
});

it('fixture sanity: the verified state is exactly what the claim rule needs', () => {
  const columns: Record<string, unknown> = customerStateColumns('verified');
  expect(columns).toMatchObject({ isBankVerified: true, bankVerificationStatus: 'verified' });
  for (const column of ['aadharFrontUrl', 'aadharBackUrl', 'bankAccountNumber', 'bankIFSCCode']) {
    expect(columns[column], column).toBeTruthy();
  }
});
