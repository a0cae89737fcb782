// Staff sign-in on /superman (issue 14, decision 0026): a named admin (a user flagged isAdmin)
// with their own email and password, and a second-factor code once theirs is on. The session's
// subject is that person, so every audited action names them.
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import { recordAudit } from '@/server/platform/audit-log';
import type { Config } from '@/server/platform/config';
import { appError } from '@/server/platform/errors';
import type { FieldCipher } from '@/server/platform/field-encryption';
import { verifyPassword } from '@/server/platform/passwords';
import { findUserByEmail } from '@/server/features/auth';
import { CONSOLE_ADMIN_ID } from './console-admin';
import { secondFactorConfirmedAt, useSecondFactorCode } from './second-factor';
import { staffCredential } from './staff-access';

/** The named admin of this email and password: INVALID_CREDENTIALS, or NOT_STAFF once right. */
export async function checkStaffPassword(
  db: Db,
  email: string,
  password: string,
): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const right = await verifyPassword(user?.password ?? null, password);
  // The same answer as customer sign-in for a wrong email or password.
  if (!user || !right || user.deletedAt) throw appError('INVALID_CREDENTIALS');
  if (!user.isAdmin || user.id === CONSOLE_ADMIN_ID) throw appError('NOT_STAFF');
  return user;
}

export interface StaffSignIn {
  adminId: string;
  credential: string;
  secondFactor: boolean;
  next: 'console' | 'enrol';
}

/**
 * The second step, for a named admin whose password was right: their code when their second
 * factor is on (SECOND_FACTOR_NEEDED without one, INVALID_SECOND_FACTOR for a wrong or used one),
 * or straight in; with ADMIN_MFA=required and none set up, in only to set one up. Audited.
 */
export async function logInStaff(
  deps: { db: Db; cipher: FieldCipher; config: Pick<Config, 'adminMfa'> },
  user: UserRow,
  code: string | undefined,
  ip: string,
): Promise<StaffSignIn> {
  const { db, cipher, config } = deps;
  const credential = staffCredential(user.password);
  return db.transaction(async (tx) => {
    const enrolled = (await secondFactorConfirmedAt(tx, user.id)) !== null;
    let used: 'app' | 'recovery' | null = null;
    if (enrolled) {
      if (!code) throw appError('SECOND_FACTOR_NEEDED');
      used = await useSecondFactorCode(tx, cipher, user.id, code);
      if (!used) throw appError('INVALID_SECOND_FACTOR');
    }
    const next = !enrolled && config.adminMfa === 'required' ? 'enrol' : 'console';
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: user.id,
      action: 'admin.login',
      details: {
        ip,
        via: 'staff',
        secondFactor: used ?? 'none',
        ...(next === 'enrol' ? { next } : {}),
      },
    });
    return { adminId: user.id, credential, secondFactor: used !== null, next };
  });
}
