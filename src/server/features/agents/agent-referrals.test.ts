// Referrals (SPEC §4 "Agent's view of a user's verification", §5 verify user, §8 claim messages,
// §9 ₹25 referral bonus): verify-user answers the four states with a masked contact only; a claim
// needs a verified, unclaimed user and credits ₹25 in the same transaction; thirty agents racing
// for one user make exactly one claim and one credit.
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as api } from '@/contract/agents';
import { privacyEndpoints } from '@/contract/privacy';
import { verifyUserResultSchema } from '@/domain/agents.schema';
import { fromPaise } from '@/domain/money';
import { AGENT_MESSAGES } from '@/domain/rule-messages';
import { agentBalanceTransactions, agentReferrals, users } from '@/server/db/schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import {
  claim as claimOk,
  decideBank,
  newAgent,
  newCustomer,
  type Agent,
  type CustomerState,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { agentRow, ledgerOf, rowCount, userRow } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const NOT_VERIFIED = { code: 'CUSTOMER_NOT_VERIFIED', message: AGENT_MESSAGES.notVerified };
const NOT_FOUND = { code: 'CUSTOMER_NOT_FOUND', message: AGENT_MESSAGES.customerNotFound };
const ALREADY_CLAIMED = {
  code: 'ALREADY_CLAIMED',
  message:
    'This user has already been claimed by another agent. Each user can only be claimed once across all agents.',
};

const t = appPerFile();
/** Makes the verify-user calls of the state tests (20 a minute per agent: spread over a few). */
let verifiers: Agent[];
let verifierIndex = 0;

beforeAll(async () => {
  verifiers = await Promise.all([newAgent(t), newAgent(t), newAgent(t)]);
});

/** A verifier with calls to spare (each answers at most 20 verify-user calls in this file). */
function verifier(): Agent {
  verifierIndex += 1;
  return verifiers[Math.floor(verifierIndex / 15) % verifiers.length]!;
}

const verifyUser = (userId: unknown) =>
  call(t, api.verifyUser, { cookie: verifier().cookie, body: { userId } });
const claim = (agent: Agent, userId: unknown) =>
  call(t, api.claimSignup, { cookie: agent.cookie, body: { userId } });
/** Every step done and the identity confirmed by staff (issue 23): claimable. */
const verified = () => newCustomer(t, { state: 'verified', identityConfirmed: true });

const balanceOf = async (agent: Agent) => (await agentRow(t, agent.id)).currentBalance;
/** The agent's ledger as [before, after] steps, in the order it was written. */
const ledgerSteps = async (agent: Agent) =>
  (await ledgerOf(t, agent.id)).map((row) => [row.balanceBefore, row.balanceAfter]);
/** The steps of a ledger that starts with the welcome bonus and then gains ₹25 `claims` times. */
const claimSteps = (claims: number) =>
  Array.from({ length: claims + 1 }, (_, i) =>
    i === 0
      ? ['0.00', '120.00']
      : [fromPaise(12_000 + 2_500 * (i - 1)), fromPaise(12_000 + 2_500 * i)],
  );
const referralsOf = (userId: string) =>
  t.db.select().from(agentReferrals).where(eq(agentReferrals.userId, userId));

describe('POST /api/agent/verify-user', () => {
  const RESULT_KEYS = [
    'alreadyClaimed',
    'hasAadhar',
    'hasBankDetails',
    'identityProven',
    'isPaid',
    'isVerified',
    'user',
  ];
  const USER_KEYS = ['firstName', 'id', 'lastName', 'maskedEmail', 'maskedMobile'];

  it('answers the result shape with a masked contact only: no documents, bank data or password', async () => {
    // Verified through the API, so every secret column is filled (the images wait for staff).
    const customer = await newCustomer(t, {
      firstName: 'Kavya',
      lastName: 'Nair',
      mobileNumber: '9988776655',
      state: 'verified',
    });
    const row = await userRow(t, customer.id);

    const response = await verifyUser(customer.id);
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
      identityProven: false,
      isVerified: false,
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

  const not = { identityProven: false, isVerified: false };
  it.each([
    ['new', false, { hasAadhar: false, hasBankDetails: false, isPaid: false, ...not }],
    ['identity', false, { hasAadhar: true, hasBankDetails: false, isPaid: false, ...not }],
    ['bank-under-review', false, { hasAadhar: true, hasBankDetails: true, isPaid: false, ...not }],
    // Every SPEC step, the images waiting for staff (issue 23): not yet claimable.
    ['verified', false, { hasAadhar: true, hasBankDetails: true, isPaid: true, ...not }],
    [
      'verified',
      true,
      {
        hasAadhar: true,
        hasBankDetails: true,
        isPaid: true,
        identityProven: true,
        isVerified: true,
      },
    ],
    [
      'identity',
      true,
      {
        hasAadhar: true,
        hasBankDetails: false,
        isPaid: false,
        identityProven: true,
        isVerified: false,
      },
    ],
  ] as const)(
    'a %s customer, identity confirmed by staff: %s (the states of SPEC §4)',
    async (state, identityConfirmed, expected) => {
      const customer = await newCustomer(t, { state: state as CustomerState, identityConfirmed });
      const response = await verifyUser(customer.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ...expected, alreadyClaimed: false });
    },
  );

  it('a fee payment the admin rejected is not paid', async () => {
    const rejected = await newCustomer(t, { state: 'bank-under-review' });
    await decideBank(t, rejected.id, 'failed');
    expect((await verifyUser(rejected.id)).json()).toMatchObject({
      isPaid: false,
      isVerified: false,
    });
  });

  it('only one Aadhaar side is no Aadhaar', async () => {
    // No endpoint stores one side alone: a row damaged by hand (or by an old version) is the only
    // way to have one.
    const halfAadhar = await newCustomer(t, { state: 'verified' });
    await t.db.update(users).set({ aadharBackUrl: null }).where(eq(users.id, halfAadhar.id));
    expect((await verifyUser(halfAadhar.id)).json()).toMatchObject({
      hasAadhar: false,
      isVerified: false,
    });
  });

  it('accepts the id in lower case and with spaces around it', async () => {
    const customer = await newCustomer(t, { state: 'identity' });
    const response = await verifyUser(`  ${customer.id.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: customer.id } });
  });

  it('reports a claimed user as alreadyClaimed', async () => {
    const [customer, claimer] = await Promise.all([verified(), newAgent(t)]);
    await claimOk(t, claimer, customer.id);
    expect((await verifyUser(customer.id)).json()).toMatchObject({
      alreadyClaimed: true,
      isVerified: true,
    });
  });

  it.each([
    ['an unknown id', 'ZZZZZZZZZZ', NOT_FOUND],
    ['the console admin', CONSOLE_ADMIN_ID.toLowerCase(), NOT_FOUND],
    // Longer than any id: refused by the schema, with the same words.
    [
      'an id of 64+ characters',
      'A'.repeat(80),
      { code: 'INVALID_INPUT', message: AGENT_MESSAGES.customerNotFound },
    ],
  ])('%s: not found, with the message', async (_name, userId, refusal) => {
    expect(errorBodyOf(await verifyUser(userId))).toMatchObject(refusal);
  });

  it.each([[''], ['   '], [undefined], [12345]])(
    'userId %j: 400 "User ID is required"',
    async (userId) => {
      expect(errorBodyOf(await verifyUser(userId))).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'User ID is required',
      });
    },
  );
});

describe('POST /api/agent/add-verified-signup', () => {
  it.each(['new', 'identity', 'bank-under-review', 'verified'] as const)(
    'a %s customer whose identity nobody proved: 409 with the notVerified message, nothing claimed, balance unchanged',
    async (state) => {
      const [agent, customer] = await Promise.all([newAgent(t), newCustomer(t, { state })]);
      expect(errorBodyOf(await claim(agent, customer.id))).toMatchObject(NOT_VERIFIED);
      expect(await ledgerSteps(agent)).toEqual(claimSteps(0));
      expect(await balanceOf(agent)).toBe('120.00');
      expect(await referralsOf(customer.id)).toEqual([]);
    },
  );

  it('an unknown user: 404, nothing moves; an empty id: 400', async () => {
    const agent = await newAgent(t);
    expect(errorBodyOf(await claim(agent, 'ZZZZZZZZZZ'))).toMatchObject(NOT_FOUND);
    expect(errorBodyOf(await claim(agent, ''))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'User ID is required',
    });
    expect(await balanceOf(agent)).toBe('120.00');
    expect(await ledgerSteps(agent)).toEqual(claimSteps(0));
  });

  it('claims a verified user: 201, ₹25 credited in a ledger row 120.00 -> 145.00', async () => {
    const [agent, customer] = await Promise.all([newAgent(t), verified()]);
    const response = await claim(agent, customer.id.toLowerCase());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: 'Verified signup added', currentBalance: '145.00' });

    expect(await balanceOf(agent)).toBe('145.00');
    expect(await ledgerSteps(agent)).toEqual(claimSteps(1));
    // The credit is the programme's, not an admin's adjustment.
    const credit = await t.db
      .select()
      .from(agentBalanceTransactions)
      .where(like(agentBalanceTransactions.description, `%${customer.id}%`));
    expect(credit).toMatchObject([
      { agentId: agent.id, transactionType: 'add', amount: '25.00', adminId: null },
    ]);
    const referrals = await referralsOf(customer.id);
    expect(referrals).toHaveLength(1);
    expect(referrals[0]!.agentId).toBe(agent.id);

    expect(await callOk(t, api.profile, { cookie: agent.cookie })).toMatchObject({
      currentBalance: '145.00',
      verifiedSignupsCount: 1,
    });
  });

  it('claiming a claimed user again: the same agent gets the same success, another agent 409; no money moves', async () => {
    const [first, second, customer] = await Promise.all([newAgent(t), newAgent(t), verified()]);
    await claimOk(t, first, customer.id);

    const repeat = await claim(first, customer.id);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual({ message: 'Verified signup added', currentBalance: '145.00' });
    expect(errorBodyOf(await claim(second, customer.id))).toMatchObject(ALREADY_CLAIMED);

    expect(await balanceOf(first)).toBe('145.00');
    expect(await balanceOf(second)).toBe('120.00');
    expect(await ledgerSteps(first)).toEqual(claimSteps(1));
    expect(await ledgerSteps(second)).toEqual(claimSteps(0));
    expect(await referralsOf(customer.id)).toHaveLength(1);
  });

  it('30 different agents claiming one user at once: exactly one claim and one ₹25 credit', async () => {
    const [customer, ...racers] = await Promise.all([
      verified(),
      ...Array.from({ length: 30 }, () => newAgent(t)),
    ]);
    const credits = () =>
      t.db
        .select()
        .from(agentBalanceTransactions)
        .where(like(agentBalanceTransactions.description, `%${customer!.id}%`));
    const allCredits = () =>
      rowCount(t, agentBalanceTransactions, eq(agentBalanceTransactions.amount, '25.00'));
    const creditsBefore = await allCredits();

    const responses = await Promise.all(
      (racers as Agent[]).map((agent) => claim(agent, customer!.id)),
    );

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(errorBodyOf(response)).toMatchObject(ALREADY_CLAIMED);
    }
    const winner = (racers as Agent[])[statuses.indexOf(201)]!;
    const referrals = await referralsOf(customer!.id);
    expect(referrals).toHaveLength(1);
    expect(referrals[0]!.agentId).toBe(winner.id);

    // Exactly one ₹25 credit in the whole ledger, to the winner, for this user.
    expect((await allCredits()) - creditsBefore).toBe(1);
    expect((await credits()).map((row) => [row.agentId, row.amount])).toEqual([
      [winner.id, '25.00'],
    ]);
    for (const agent of racers as Agent[]) {
      expect(await balanceOf(agent)).toBe(agent.id === winner.id ? '145.00' : '120.00');
    }
  });

  it('one agent claiming the same user five times at once (a double tap): five successes, one claim, one credit', async () => {
    const [agent, customer] = await Promise.all([newAgent(t), verified()]);
    const responses = await Promise.all(Array.from({ length: 5 }, () => claim(agent, customer.id)));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    for (const response of responses) expect(response.json().currentBalance).toBe('145.00');
    expect(await referralsOf(customer.id)).toHaveLength(1);
    expect(await balanceOf(agent)).toBe('145.00');
    expect(await ledgerSteps(agent)).toEqual(claimSteps(1));
  });

  it('an agent claiming several users at once: every claim lands, the ledger chains', async () => {
    const [agent, ...customers] = await Promise.all([
      newAgent(t),
      ...Array.from({ length: 24 }, () => verified()),
    ]);
    for (let round = 0; round < 3; round += 1) {
      const batch = customers.slice(round * 8, round * 8 + 8);
      const responses = await Promise.all(batch.map((c) => claim(agent as Agent, c.id)));
      expect(responses.map((r) => `${r.statusCode} ${r.body}`)).toEqual(
        batch.map(() => expect.stringMatching(/^201 /)),
      );
      const claims = 8 * (round + 1);
      expect(await ledgerSteps(agent as Agent)).toEqual(claimSteps(claims));
      expect(await balanceOf(agent as Agent)).toBe(fromPaise(12_000 + 2_500 * claims));
    }
  });
});

describe('GET /api/agent/verified-signups', () => {
  it("lists the claimed users' firstName, lastName, email and createdAt, newest first", async () => {
    const [agent, older, newer] = await Promise.all([
      newAgent(t),
      newCustomer(t, {
        firstName: 'Older',
        lastName: 'One',
        state: 'verified',
        identityConfirmed: true,
      }),
      verified(),
    ]);
    await claimOk(t, agent, older.id);
    await claimOk(t, agent, newer.id);

    const rows = await callOk<Array<Record<string, unknown>>>(t, api.listVerifiedSignups, {
      cookie: agent.cookie,
    });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      userId: newer.id,
      firstName: 'Asha',
      lastName: 'Verma',
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
        'erased',
        'firstName',
        'lastName',
        'userId',
      ]);
      expect(row.erased).toBe(false);
      expect(new Date(row.createdAt as string).toISOString()).toBe(row.createdAt);
    }
  });

  it('a seller who erased their account shows as erased, without name or pseudonymous email; the claim and its ₹25 stay (issue 28)', async () => {
    const [agent, kept, leaving] = await Promise.all([
      newAgent(t),
      verified(),
      newCustomer(t, {
        firstName: 'Leaving',
        lastName: 'Seller',
        state: 'verified',
        identityConfirmed: true,
      }),
    ]);
    await claimOk(t, agent, leaving.id);
    await claimOk(t, agent, kept.id);
    const ledgerBefore = await ledgerSteps(agent);
    const erase = await call(t, privacyEndpoints.sellerDelete, {
      cookie: leaving.cookie,
      body: { password: leaving.password },
    });
    expect(erase.statusCode).toBe(200);

    const response = await call(t, api.listVerifiedSignups, { cookie: agent.cookie });
    expect(response.statusCode).toBe(200);
    // Nothing of the pseudonym reaches the agent: not the erased.invalid address, not a name.
    expect(response.body).not.toContain('erased.invalid');
    expect(response.body).not.toContain('Leaving');
    const rows = response.json<Array<Record<string, unknown>>>();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ userId: kept.id, email: kept.email, erased: false });
    expect(rows[1]).toEqual({
      userId: leaving.id,
      firstName: null,
      lastName: null,
      email: null,
      erased: true,
      createdAt: expect.any(String) as unknown,
    });
    // The money records stay (docs/privacy.md): the claim still counts and the bonus rows are whole.
    expect(await ledgerSteps(agent)).toEqual(ledgerBefore);
    expect(ledgerBefore).toEqual(claimSteps(2));
    const profile = await callOk<{ verifiedSignupsCount: number }>(t, api.profile, {
      cookie: agent.cookie,
    });
    expect(profile.verifiedSignupsCount).toBe(2);
  });

  it('is empty for an agent without claims', async () => {
    const agent = await newAgent(t);
    expect(await callOk(t, api.listVerifiedSignups, { cookie: agent.cookie })).toEqual([]);
  });
});

it('a verified customer made through the API has exactly what the claim rule needs', async () => {
  const row = await userRow(t, (await verified()).id);
  expect(row).toMatchObject({
    isVerified: true,
    identityCheck: 'staff',
    isBankVerified: true,
    bankVerificationStatus: 'verified',
  });
  // Staff confirmed the images, so they are deleted (issue 23); the deletion is what stays.
  for (const column of ['aadharDeletedAt', 'bankAccountNumber', 'bankIFSCCode']) {
    expect(row[column as keyof typeof row], column).toBeTruthy();
  }
});
