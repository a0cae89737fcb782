// The /superman password (SPEC §2 admin login): checked, and each successful sign-in audited.
import type { Db } from '@/server/db/client';
import { recordAudit } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { CONSOLE_ADMIN_ID, checkAdminPassword } from './console-admin';

/**
 * The acting admin's id and the password fingerprint to bind the session to, once the password
 * is right; INVALID_ADMIN_PASSWORD otherwise.
 */
export async function logInAdmin(
  db: Db,
  password: string,
  ip: string,
): Promise<{ adminId: string; credential: string }> {
  const credential = await checkAdminPassword(db, password);
  if (!credential) throw appError('INVALID_ADMIN_PASSWORD');
  await recordAudit(db, {
    actorType: 'admin',
    actorId: CONSOLE_ADMIN_ID,
    action: 'admin.login',
    details: { ip },
  });
  return { adminId: CONSOLE_ADMIN_ID, credential };
}
