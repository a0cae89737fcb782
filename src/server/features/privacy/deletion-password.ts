// Erasing one's own account asks for its password again (docs/privacy.md): the same check for a
// customer and an agent. It runs before the erasure's transaction: argon2 takes a while, and no
// row lock should wait on it.
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { agents, users } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import type { AccountOf } from '@/server/platform/live-account';
import { verifyPassword } from '@/server/platform/passwords';

/** Throws DELETE_PASSWORD_WRONG unless `password` is the account's own. */
export async function confirmDeletionPassword(
  db: Db,
  account: AccountOf,
  password: string,
): Promise<void> {
  const [stored] =
    'agentId' in account
      ? await db
          .select({ password: agents.hashedPassword })
          .from(agents)
          .where(eq(agents.id, account.agentId))
      : await db
          .select({ password: users.password })
          .from(users)
          .where(eq(users.id, account.userId));
  if (!(await verifyPassword(stored?.password ?? null, password))) {
    throw appError('DELETE_PASSWORD_WRONG');
  }
}
