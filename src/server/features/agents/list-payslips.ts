// An agent's payslips, newest month first (the agent's own list and the admin's dialog), each with
// its latest payout through the gateway (issue 22).
import { desc, eq } from 'drizzle-orm';
import type { Payslip } from '@/domain/agents.schema';
import type { DbOrTx } from '@/server/db/client';
import { agentPayslips } from '@/server/db/schema';
import { latestPayoutsOfPayslips } from '@/server/features/payouts';
import { toPayslip, type PayslipRow } from './payslip-mapper';

/** (agent, year, month) is unique already; the id keeps the order total should that change. */
export async function listPayslips(db: DbOrTx, agentId: number): Promise<Payslip[]> {
  const rows = await db
    .select()
    .from(agentPayslips)
    .where(eq(agentPayslips.agentId, agentId))
    .orderBy(desc(agentPayslips.year), desc(agentPayslips.month), desc(agentPayslips.id));
  return withPayouts(db, rows);
}

/** The payslips as the screens show them, with their latest payouts. */
export async function withPayouts(db: DbOrTx, rows: PayslipRow[]): Promise<Payslip[]> {
  const latest = await latestPayoutsOfPayslips(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPayslip(row, latest.get(row.id) ?? null));
}
