// The /superman console (SPEC §2, DESIGN §8): one password, and a built-in admin identity (a users
// row flagged isAdmin) so reviewedBy, adminId and the audit log always name someone.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/client';
import { appSettings, users } from '@/server/db/schema';
import { hashPassword, UNUSABLE_PASSWORD, verifyPassword } from '@/server/platform/passwords';

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
      await storePasswordHash(db, await hashPassword(adminPassword));
      log.info('admin password set from ADMIN_PASSWORD');
    }
    return;
  }
  if (stored) return;
  const generated = crypto.randomBytes(15).toString('base64url');
  await storePasswordHash(db, await hashPassword(generated));
  // Printed exactly once, on the start that generated it (DESIGN §4). Set ADMIN_PASSWORD to choose.
  log.warn(
    { adminPassword: generated },
    'generated the /superman admin password; it is shown only this once',
  );
}

export async function checkAdminPassword(db: Db, password: string): Promise<boolean> {
  return verifyPassword(await readPasswordHash(db), password);
}

async function readPasswordHash(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, PASSWORD_SETTING))
    .limit(1);
  return typeof row?.value === 'string' ? row.value : null;
}

async function storePasswordHash(db: Db, hash: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: PASSWORD_SETTING, value: hash })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: hash, updatedAt: new Date() } });
}
