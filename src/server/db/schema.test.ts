// The database guarantees what the rules need (DESIGN §2), on whichever driver runs the tests:
// defaults of SPEC §3, unique emails whatever their case, one referral per user, ledger
// arithmetic, numeric(10,2) money, and the indexes the lists use. Rows are written straight to
// the tables here: the constraints are what is under test, not the API.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '@/test-support/unique';
import { openTestDatabase } from '@/server/test-support/test-app';
import type { Database } from './client';
import {
  agentBalanceTransactions,
  agentPayslips,
  agentReferrals,
  agents,
  appSettings,
  clothingItems,
  shipments,
  users,
} from './schema';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

let counter = 0;
function newId(): string {
  counter += 1;
  return `SCHEMA${String(counter).padStart(4, '0')}`;
}

async function insertUser(email = uniqueEmail('schema')) {
  const [row] = await database.db
    .insert(users)
    .values({ id: newId(), email, password: 'x' })
    .returning();
  return row!;
}

async function insertAgent(overrides: Partial<typeof agents.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(agents)
    .values({
      firstName: 'Agent',
      lastName: 'Smith',
      email: uniqueEmail('agent'),
      mobileNumber: '9876543210',
      agentCode: `AG${String(Date.now()).slice(-6)}${counter++}`,
      hashedPassword: 'x',
      address: '1 Road',
      city: 'Haridwar',
      state: 'Uttarakhand',
      pincode: '249401',
      ...overrides,
    })
    .returning();
  return row!;
}

/** The PostgreSQL error code of a failed statement (drizzle may wrap it in `cause`). */
async function pgCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
    return 'unknown';
  }
  return undefined;
}

describe('migrations', () => {
  it('can be applied again without harm', async () => {
    await database.migrate();
    await database.migrate();
  });

  it('answer ping', async () => {
    await database.ping();
  });
});

describe('users (SPEC §3)', () => {
  it('defaults: not admin, not verified, bank pending, timestamps set', async () => {
    const user = await insertUser();
    expect(user).toMatchObject({
      isAdmin: false,
      isVerified: false,
      isBankVerified: false,
      bankVerificationStatus: 'pending',
      verifiedAt: null,
      bankVerifiedAt: null,
    });
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user.updatedAt).toBeInstanceOf(Date);
  });

  it('refuses a second account with the same email in another case (23505)', async () => {
    const email = uniqueEmail('case');
    await insertUser(email);
    expect(await pgCode(insertUser(email.toUpperCase()))).toBe('23505');
  });

  it('refuses an unknown bank verification status (23514)', async () => {
    const user = await insertUser();
    expect(
      await pgCode(
        database.db
          .update(users)
          .set({ bankVerificationStatus: 'approved' as never })
          .where(eq(users.id, user.id)),
      ),
    ).toBe('23514');
  });
});

describe('clothing_items (SPEC §3)', () => {
  async function insertItem(fields: Partial<typeof clothingItems.$inferInsert> = {}) {
    const user = await insertUser();
    return database.db
      .insert(clothingItems)
      .values({ userId: user.id, category: 'denim', size: 'M', condition: 'good', ...fields })
      .returning();
  }

  it('defaults to status pending with no photos', async () => {
    const [item] = await insertItem();
    expect(item).toMatchObject({ status: 'pending', photos: [], offerAmount: null });
  });

  it.each([
    ['an unknown status (23514)', { status: 'sold' as never }, '23514'],
    ['a non-positive offer (23514)', { offerAmount: '0' }, '23514'],
    ['money beyond numeric(10,2) (22003)', { offerAmount: '100000000.00' }, '22003'],
  ])('refuses %s', async (_what, fields, code) => {
    expect(await pgCode(insertItem(fields))).toBe(code);
  });

  it('stores money as numeric(10,2): "499.5" reads back "499.50"', async () => {
    const [item] = await insertItem({ offerAmount: '499.5' });
    expect(item?.offerAmount).toBe('499.50');
  });
});

describe('shipments (SPEC §3)', () => {
  it('defaults to pending_pickup', async () => {
    const user = await insertUser();
    const [row] = await database.db
      .insert(shipments)
      .values({ userId: user.id, offerAmount: '499.00', itemIds: [1, 2] })
      .returning();
    expect(row).toMatchObject({
      shipmentStatus: 'pending_pickup',
      itemIds: [1, 2],
      offerAmount: '499.00',
    });
  });

  it('refuses an unknown shipment status (23514)', async () => {
    const user = await insertUser();
    expect(
      await pgCode(
        database.db.insert(shipments).values({
          userId: user.id,
          offerAmount: '1.00',
          itemIds: [],
          shipmentStatus: 'lost' as never,
        }),
      ),
    ).toBe('23514');
  });
});

describe('agents (SPEC §3)', () => {
  it('start active with a joining bonus and balance of 120.00', async () => {
    const agent = await insertAgent();
    expect(agent).toMatchObject({
      isActive: true,
      joiningBonus: '120.00',
      currentBalance: '120.00',
    });
  });

  it('refuses a duplicate agent code and a duplicate email in another case (23505)', async () => {
    const agent = await insertAgent();
    expect(await pgCode(insertAgent({ agentCode: agent.agentCode }))).toBe('23505');
    expect(await pgCode(insertAgent({ email: agent.email.toUpperCase() }))).toBe('23505');
  });

  it('refuses an agent code under 6 characters and a negative balance (23514)', async () => {
    expect(await pgCode(insertAgent({ agentCode: 'AB123' }))).toBe('23514');
    expect(await pgCode(insertAgent({ currentBalance: '-0.01' }))).toBe('23514');
  });
});

describe('agent_referrals: one claim per user across all agents (SPEC §4)', () => {
  it('refuses a second referral of the same user, even by another agent (23505)', async () => {
    const user = await insertUser();
    const first = await insertAgent();
    const second = await insertAgent();
    await database.db.insert(agentReferrals).values({ agentId: first.id, userId: user.id });
    expect(
      await pgCode(
        database.db.insert(agentReferrals).values({ agentId: second.id, userId: user.id }),
      ),
    ).toBe('23505');
  });
});

describe('agent_balance_transactions: balanceAfter = balanceBefore ± amount (DESIGN §2)', () => {
  it('accepts a consistent add and a consistent subtract', async () => {
    const agent = await insertAgent();
    await database.db.insert(agentBalanceTransactions).values([
      {
        agentId: agent.id,
        transactionType: 'add',
        kind: 'welcome_bonus',
        amount: '25.00',
        balanceBefore: '120.00',
        balanceAfter: '145.00',
      },
      {
        agentId: agent.id,
        transactionType: 'subtract',
        kind: 'adjustment',
        amount: '45.00',
        balanceBefore: '145.00',
        balanceAfter: '100.00',
      },
    ]);
  });

  it('refuses an inconsistent balance, a zero amount, an unknown type or kind (23514)', async () => {
    const agent = await insertAgent();
    const base = { agentId: agent.id, kind: 'adjustment', balanceBefore: '120.00' };
    const insert = (values: Record<string, unknown>) =>
      database.db.insert(agentBalanceTransactions).values({ ...base, ...values } as never);
    expect(
      await pgCode(insert({ transactionType: 'add', amount: '25.00', balanceAfter: '150.00' })),
    ).toBe('23514');
    expect(
      await pgCode(insert({ transactionType: 'add', amount: '0', balanceAfter: '120.00' })),
    ).toBe('23514');
    expect(
      await pgCode(insert({ transactionType: 'reduce', amount: '1.00', balanceAfter: '119.00' })),
    ).toBe('23514');
    expect(
      await pgCode(
        insert({ transactionType: 'add', kind: 'gift', amount: '1.00', balanceAfter: '121.00' }),
      ),
    ).toBe('23514');
  });
});

describe('agent_payslips (SPEC §3)', () => {
  it('default to pending with zero bonuses; one per agent and month; months 1-12', async () => {
    const agent = await insertAgent();
    const payslip = (month: number, totalAmount: string) =>
      database.db
        .insert(agentPayslips)
        .values({ agentId: agent.id, month, year: 2025, totalAmount })
        .returning();
    const [slip] = await payslip(1, '120.00');
    expect(slip).toMatchObject({
      paymentStatus: 'pending',
      joiningBonus: '0.00',
      referralBonus: '0.00',
      verifiedSignupsCount: 0,
    });
    expect(await pgCode(payslip(1, '1.00'))).toBe('23505');
    expect(await pgCode(payslip(13, '1.00'))).toBe('23514');
  });
});

describe('indexes for every list the app shows', () => {
  it.each([
    'users_email_lower_unique',
    'sessions_expire_idx',
    'clothing_items_user_created_idx',
    'clothing_items_status_created_idx',
    'shipments_user_created_idx',
    'agents_agent_code_unique',
    'agent_referrals_user_unique',
    'audit_log_created_idx',
  ])('%s exists', async (name) => {
    const result = await database.db.execute(
      sql`select 1 from pg_indexes where indexname = ${name}`,
    );
    const rows = (result as unknown as { rows: unknown[] }).rows;
    expect(rows).toHaveLength(1);
  });
});

describe('jsonb columns', () => {
  // Both drivers parse jsonb already; drizzle's own column parsed a string a second time, so a
  // string that reads as JSON came back as something else (the all-digits key fingerprint).
  it.each([
    ['a string of digits', '3067848158722024'],
    ['a string that reads as true', 'true'],
    ['a string that reads as null', 'null'],
    ['a string holding JSON', '{"a":1}'],
    ['an object', { a: 1, nested: ['x', 2] }],
    ['a number', 42],
    ['an array', ['3067848158722024', 1]],
  ])('%s reads back as it was written', async (_label, value) => {
    const key = `jsonb-${newId()}`;
    await database.db.insert(appSettings).values({ key, value });
    const [row] = await database.db.select().from(appSettings).where(eq(appSettings.key, key));
    expect(row?.value).toEqual(value);
    // Stored as the JSON value itself, not as a string holding it.
    const [stored] = await database.db
      .select({ type: sql<string>`jsonb_typeof(${appSettings.value})` })
      .from(appSettings)
      .where(eq(appSettings.key, key));
    expect(stored?.type).toBe(Array.isArray(value) ? 'array' : typeof value);
  });
});
