// The /superman console (SPEC §2, DESIGN §8): one password, and a built-in admin identity (a users
// row flagged isAdmin) so reviewedBy, adminId and the audit log always name someone.
//
// Console sessions are bound to the password: each holds a fingerprint of the hash it signed in
// with, and the guard refuses it once the stored hash is another. A new
// ADMIN_PASSWORD at start-up, or any other change, ends every console session at once.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '@/server/db/client';
import { appSettings, users } from '@/server/db/schema';
import { sha256 } from '@/server/platform/ids';
import { hashPassword, UNUSABLE_PASSWORD, verifyPassword } from '@/server/platform/passwords';
import { destroySessionsOf } from '@/server/platform/sessions';

/** Not a readable code (it has a dash), so no signup can ever be given this id. */
export const CONSOLE_ADMIN_ID = 'CONSOLE-ADMIN';
export const CONSOLE_ADMIN_EMAIL = 'console-admin@superman.invalid';
const PASSWORD_SETTING = 'admin_password_hash';

export async function ensureConsoleAdmin(
  db: Db,
  adminPassword: string | undefined,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<void> {
  await db
    .insert(users)
    .values({
      id: CONSOLE_ADMIN_ID,
      email: CONSOLE_ADMIN_EMAIL,
      firstName: 'Console',
      lastName: 'Admin',
      password: UNUSABLE_PASSWORD,
      isAdmin: true,
    })
    .onConflictDoNothing();

  const stored = await readPasswordHash(db);
  if (adminPassword) {
    if (!stored || !(await verifyPassword(stored, adminPassword))) {
      const ended = await setConsolePassword(db, adminPassword);
      log.info({ endedSessions: ended }, 'admin password set from ADMIN_PASSWORD');
    }
    return;
  }
  if (stored) return;
  const generated = crypto.randomBytes(15).toString('base64url');
  await setConsolePassword(db, generated);
  // Printed exactly once, on the start that generated it (DESIGN §4). Set ADMIN_PASSWORD to choose.
  log.warn(
    { adminPassword: generated },
    'generated the /superman admin password; it is shown only this once',
  );
}

/**
 * Stores a new console password and ends every console session with it (one transaction); the
 * number of sessions ended.
 */
export async function setConsolePassword(db: Db, password: string): Promise<number> {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await storePasswordHash(tx, hash);
    return destroySessionsOf(tx, 'admin');
  });
}

/** The fingerprint of the stored password to bind a console session to, if the password is right. */
export async function checkAdminPassword(db: Db, password: string): Promise<string | null> {
  const stored = await readPasswordHash(db);
  // Verified even when nothing is stored (a dummy hash), so the answer takes the same time.
  const right = await verifyPassword(stored, password);
  return right && stored ? credentialOf(stored) : null;
}

/** The fingerprint a live console session must hold: of the password hash stored now. */
export async function consoleCredential(db: DbOrTx): Promise<string | null> {
  const stored = await readPasswordHash(db);
  return stored ? credentialOf(stored) : null;
}

/** Not the hash itself (sessions are readable rows), a digest of it: it changes with the salt. */
function credentialOf(hash: string): string {
  return sha256(`console-password:${hash}`);
}

async function readPasswordHash(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, PASSWORD_SETTING))
    .limit(1);
  return typeof row?.value === 'string' ? row.value : null;
}

async function storePasswordHash(db: DbOrTx, hash: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: PASSWORD_SETTING, value: hash })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: hash, updatedAt: new Date() } });
}
