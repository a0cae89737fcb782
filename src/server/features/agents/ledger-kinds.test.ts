// What each ledger entry is (issue 28 #9): GET /api/agent/balance-transactions answers the kind of
// every entry with the parameters its text needs (the referred customer, the payslip's month), so
// the screens word it in the reader's language; description keeps the stored English (SPEC §3).
// Migration 0014 gives rows written before it their kind from that English.
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as api } from '@/contract/agents';
import { balanceTransactionSchema, type BalanceTransaction } from '@/domain/agents.schema';
import { migrationsFolder } from '@/server/db/migrate';
import { agentBalanceTransactions, agentPayslips, agents } from '@/server/db/schema';
import { claim, newAgent, newCustomer, type Agent } from '@/server/test-support/factories';
import { callOk } from '@/server/test-support/http';
import { appPerFile } from '@/server/test-support/test-app';
import { generateClosedMonthPayslips } from './programme-queries';

const t = appPerFile({ admin: true });
let agent: Agent;
let customerId: string;
let payslip: { id: number; month: number; year: number };

const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  agent = await newAgent(t);
  // Joined 40 days ago, so a closed month has a payslip with the ₹120 joining bonus in it.
  const joinedAt = new Date(Date.now() - 40 * DAY_MS);
  await t.db.update(agents).set({ createdAt: joinedAt }).where(eq(agents.id, agent.id));
  await t.db
    .update(agentBalanceTransactions)
    .set({ createdAt: joinedAt })
    .where(eq(agentBalanceTransactions.agentId, agent.id));
  const customer = await newCustomer(t, { state: 'verified', identityConfirmed: true });
  customerId = customer.id;
  await claim(t, agent, customerId);
  await generateClosedMonthPayslips(t.db);
  const [slip] = await t.db
    .select()
    .from(agentPayslips)
    .where(eq(agentPayslips.agentId, agent.id))
    .orderBy(asc(agentPayslips.year), asc(agentPayslips.month));
  expect(slip?.totalAmount).toBe('120.00');
  payslip = { id: slip!.id, month: slip!.month, year: slip!.year };
  await callOk(t, api.payPayslip, {
    params: { id: agent.id, payslipId: payslip.id },
    body: { utrNumber: 'UTR-KIND-PAY' },
    cookie: t.admin,
  });
  // An admin's note that reads like a bonus is still the admin's adjustment.
  await callOk(t, api.adjustBalance, {
    params: { id: agent.id },
    body: {
      transactionType: 'add',
      amount: '5',
      utrNumber: 'UTR-KIND-ADJ',
      description: 'Welcome bonus',
    },
    cookie: t.admin,
  });
});

const ledgerView = async () =>
  (await callOk<unknown[]>(t, api.listBalanceTransactions, { cookie: agent.cookie })).map((row) =>
    balanceTransactionSchema.parse(row),
  );

const KIND_FIELDS = (row: BalanceTransaction) => ({
  kind: row.kind,
  referredUserId: row.referredUserId,
  payslip: row.payslip,
  description: row.description,
});

/** The four entries, newest first, as the API must answer them. */
const expected = () => [
  { kind: 'adjustment', referredUserId: null, payslip: null, description: 'Welcome bonus' },
  {
    kind: 'payslip_paid',
    referredUserId: null,
    payslip,
    description: `Payslip ${String(payslip.month).padStart(2, '0')}/${payslip.year} paid`,
  },
  {
    kind: 'referral_bonus',
    referredUserId: customerId,
    payslip: null,
    description: `Referral bonus: verified signup ${customerId}`,
  },
  { kind: 'welcome_bonus', referredUserId: null, payslip: null, description: 'Welcome bonus' },
];

describe('GET /api/agent/balance-transactions', () => {
  it('names the kind of each entry with its parameters, and keeps the English description', async () => {
    expect((await ledgerView()).map(KIND_FIELDS)).toEqual(expected());
  });
});

describe('migration 0014 (ledger entry kinds)', () => {
  /** The statements of the migration file, found by name so a renumbering does not matter. */
  function migrationStatements(): string[] {
    const folder = migrationsFolder();
    const file = fs.readdirSync(folder).find((name) => name.endsWith('_ledger_entry_kinds.sql'));
    expect(file).toBeDefined();
    return fs
      .readFileSync(path.join(folder, file!), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
  }

  it('gives rows written before it (English description only) their kind and parameters', async () => {
    // Back to the table as it was before 0014: the rows keep only what the old code wrote.
    await t.database.exec(
      `ALTER TABLE "agent_balance_transactions" DROP COLUMN "kind", DROP COLUMN "referred_user_id", DROP COLUMN "payslip_id"`,
    );
    for (const statement of migrationStatements()) await t.database.exec(statement);
    expect((await ledgerView()).map(KIND_FIELDS)).toEqual(expected());
  });
});
