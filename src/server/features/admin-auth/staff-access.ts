// Who may act in the console, checked on every admin request (platform/guards.ts calls these).
//
// - The shared console session (CONSOLE-ADMIN): while ADMIN_PASSWORD_LOGIN is on and the password
//   it signed in with is still the stored one.
// - A named admin's session (staff sign-in): while the person is still flagged isAdmin, still has
//   the password they signed in with, and, once their second factor is on, only if the session
//   was started with a code (or turned it on). With ADMIN_MFA=required, a named admin without a
//   second factor may only set one up ('enrol').
// - A signed-in customer flagged isAdmin (the old way in): only while they have no second factor
//   and ADMIN_MFA is optional; a second factor is worth nothing if a customer session skips it.
//
// And what an admin may do to accounts that are, or are being made, staff (issue 28, decision
// 0026's amendment): mayActOnStaffAccount.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/server/db/client';
import { adminAuthenticators, users, type UserRow } from '@/server/db/schema';
import type { Config } from '@/server/platform/config';
import { appError } from '@/server/platform/errors';
import type { AdminSessionState } from '@/server/platform/guards';
import { sha256 } from '@/server/platform/ids';
import type { SessionData } from '@/server/platform/sessions';
import { CONSOLE_ADMIN_ID, consoleCredential } from './console-admin';
import { secondFactorConfirmedAt } from './second-factor';

/** What a named admin's session is bound to: a digest of their password hash (changes with it). */
export function staffCredential(passwordHash: string): string {
  return sha256(`staff-password:${passwordHash}`);
}

export async function adminSessionState(
  db: Db,
  config: Pick<Config, 'adminMfa' | 'adminPasswordLogin'>,
  session: SessionData,
): Promise<AdminSessionState> {
  if (!session.credential) return null;
  if (session.subjectId === CONSOLE_ADMIN_ID) {
    if (!config.adminPasswordLogin) return null;
    return session.credential === (await consoleCredential(db)) ? 'live' : null;
  }
  const [row] = await db
    .select({
      password: users.password,
      isAdmin: users.isAdmin,
      deletedAt: users.deletedAt,
      confirmedAt: adminAuthenticators.confirmedAt,
    })
    .from(users)
    .leftJoin(adminAuthenticators, eq(adminAuthenticators.userId, users.id))
    .where(eq(users.id, session.subjectId))
    .limit(1);
  if (!row || !row.isAdmin || row.deletedAt) return null;
  if (session.credential !== staffCredential(row.password)) return null;
  if (row.confirmedAt) return session.secondFactor ? 'live' : null;
  return config.adminMfa === 'required' ? 'enrol' : 'live';
}

export async function customerActsAsAdmin(
  db: Db,
  config: Pick<Config, 'adminMfa'>,
  customer: UserRow,
): Promise<boolean> {
  if (!customer.isAdmin || config.adminMfa === 'required') return false;
  return (await secondFactorConfirmedAt(db, customer.id)) === null;
}

/** Who acts on an admin request, as the guard saw it (bind-endpoint's admin caller). */
export interface AdminActor {
  adminId: string;
  /** The session gave a second factor (staff sign-in with a code, or turning it on). */
  secondFactor: boolean;
}

/**
 * Refuses (403) a change to `targetId`'s account, or making them admin, that the acting session is
 * not strong enough for (decision 0026, amendment of 2026-11-28). Strength is whether a second
 * factor stands behind the session: the acting admin's own factor, still on, proved by it.
 * - An account with a second factor (a protected admin) is changed (password, admin flag) only
 *   from such a session: a password alone must not take over what a code protects.
 * - Making someone an admin hands them what any admin may reach: they can turn a second factor on
 *   and then act over the protected admins. So once any admin has a second factor, only such a
 *   session makes admins. While none has, a password is the strongest standing there is, and the
 *   shared console password makes the first admins (SPEC §6), under ADMIN_MFA=required too.
 * Called inside the caller's transaction, before it writes.
 */
export async function mayActOnStaffAccount(
  tx: DbOrTx,
  actor: AdminActor,
  targetId: string,
  change: 'account' | 'make-admin',
): Promise<void> {
  if (actor.secondFactor && (await secondFactorConfirmedAt(tx, actor.adminId)) !== null) return;
  if ((await secondFactorConfirmedAt(tx, targetId)) !== null) {
    throw appError('ADMIN_ACCOUNT_NEEDS_SECOND_FACTOR');
  }
  if (change === 'make-admin' && (await anyAdminHasSecondFactor(tx))) {
    throw appError('ADMIN_GRANT_NEEDS_SECOND_FACTOR');
  }
}

async function anyAdminHasSecondFactor(tx: DbOrTx): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(adminAuthenticators)
    .innerJoin(users, eq(users.id, adminAuthenticators.userId))
    .where(
      and(
        isNotNull(adminAuthenticators.confirmedAt),
        eq(users.isAdmin, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
