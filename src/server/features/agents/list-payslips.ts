// An agent's payslips, newest month first (the agent's own list and the admin's dialog).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { agentPayslips } from '@/server/db/schema';
import type { PayslipRow } from './payslip-mapper';

/** (agent, year, month) is unique already; the id keeps the order total should that change. */
export async function listPayslips(db: Db, agentId: number): Promise<PayslipRow[]> {
  return db
    .select()
    .from(agentPayslips)
    .where(eq(agentPayslips.agentId, agentId))
    .orderBy(desc(agentPayslips.year), desc(agentPayslips.month), desc(agentPayslips.id));
}
