// The /superman password (SPEC §2 admin login): checked, and each successful sign-in audited.
import type { Db } from '@/server/db/client';
import { recordAudit } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { CONSOLE_ADMIN_ID, checkAdminPassword } from './console-admin';

/** The acting admin's id once the password is right; INVALID_ADMIN_PASSWORD otherwise. */
export async function logInAdmin(db: Db, password: string, ip: string): Promise<string> {
  if (!(await checkAdminPassword(db, password))) throw appError('INVALID_ADMIN_PASSWORD');
  await recordAudit(db, {
    actorType: 'admin',
    actorId: CONSOLE_ADMIN_ID,
    action: 'admin.login',
    details: { ip },
  });
  return CONSOLE_ADMIN_ID;
}
