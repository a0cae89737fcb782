// The one guard of every write that attaches a file or personal data to a customer or an agent
// (issue 28): lock the account's row, then refuse if the account was erased meanwhile.
//
// A request is authenticated when it starts, but an upload stores its files (seconds of decoding)
// before its transaction; the account may be erased in between (privacy/delete-seller-account.ts,
// privacy/erase-agent.ts take the same row lock). Erasure commits with the end of every session of
// the account, so a write that finds the row erased answers as a session that ended: 401
// UNAUTHENTICATED, as a request sent a moment later would. The caller's transaction then rolls
// back and the service deletes the files it stored for the request: nothing is attached to an
// erased account, nothing is left half-written.
import { eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { agents, users, type UserRow } from '@/server/db/schema';
import { appError } from './errors';

type AgentRow = typeof agents.$inferSelect;

/** Whose row: a customer's (users.id) or an agent's (agents.id). */
export type AccountOf = { userId: string } | { agentId: number };

/**
 * Locks the account's row FOR UPDATE for the rest of the transaction and answers it; throws 401
 * UNAUTHENTICATED when there is no such account or it was erased.
 */
export async function lockLiveAccount(tx: Tx, account: { userId: string }): Promise<UserRow>;
export async function lockLiveAccount(tx: Tx, account: { agentId: number }): Promise<AgentRow>;
export async function lockLiveAccount(tx: Tx, account: AccountOf): Promise<UserRow | AgentRow>;
export async function lockLiveAccount(tx: Tx, account: AccountOf): Promise<UserRow | AgentRow> {
  const [row] =
    'agentId' in account
      ? await tx.select().from(agents).where(eq(agents.id, account.agentId)).for('update')
      : await tx.select().from(users).where(eq(users.id, account.userId)).for('update');
  if (!row || row.deletedAt) throw appError('UNAUTHENTICATED');
  return row;
}
