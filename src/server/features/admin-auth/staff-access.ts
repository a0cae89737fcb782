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
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adminAuthenticators, users, type UserRow } from '@/server/db/schema';
import type { Config } from '@/server/platform/config';
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
