import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';

/** For the agent guard: does the agent of a session exist, and may it act? */
export async function agentStatusOf(
  db: Db,
  agentId: number,
): Promise<'active' | 'inactive' | null> {
  const [agent] = await db
    .select({ isActive: agents.isActive })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!agent) return null;
  return agent.isActive ? 'active' : 'inactive';
}
