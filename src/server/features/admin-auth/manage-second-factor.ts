// A named admin sets up, turns on and turns off their own second factor (issue 14, decision
// 0026). The shared console login has no person behind it, so it has none.
import { eq, isNull } from 'drizzle-orm';
import type { SecondFactorEnrolment, SecondFactorStatus } from '@/contract/admin-auth';
import type { Db } from '@/server/db/client';
import { adminAuthenticators, adminRecoveryCodes } from '@/server/db/schema';
import { recordAdminAction } from '@/server/platform/audit-log';
import type { Config } from '@/server/platform/config';
import { appError } from '@/server/platform/errors';
import type { FieldCipher } from '@/server/platform/field-encryption';
import { findUserById } from '@/server/features/auth';
import { CONSOLE_ADMIN_ID } from './console-admin';
import {
  lockedAuthenticator,
  matchingStep,
  newAuthenticator,
  newRecoveryCodes,
  recoveryCodeHash,
  recoveryCodesLeft,
  secondFactorConfirmedAt,
  useSecondFactorCode,
} from './second-factor';

interface Deps {
  db: Db;
  cipher: FieldCipher;
}

function namedOnly(adminId: string): void {
  if (adminId === CONSOLE_ADMIN_ID) throw appError('SECOND_FACTOR_NAMED_ONLY');
}

export async function secondFactorStatus(
  db: Db,
  config: Pick<Config, 'adminMfa'>,
  adminId: string,
): Promise<SecondFactorStatus> {
  const named = adminId !== CONSOLE_ADMIN_ID;
  const confirmedAt = named ? await secondFactorConfirmedAt(db, adminId) : null;
  return {
    canEnrol: named,
    enabled: confirmedAt !== null,
    confirmedAt: confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: confirmedAt ? await recoveryCodesLeft(db, adminId) : 0,
    required: named && config.adminMfa === 'required',
  };
}

/** A new secret for the admin's app, replacing one not confirmed yet; refused once it is on. */
export async function startSecondFactor(
  { db, cipher }: Deps,
  adminId: string,
): Promise<SecondFactorEnrolment> {
  namedOnly(adminId);
  const user = await findUserById(db, adminId);
  if (!user) throw appError('ADMIN_SIGN_IN_NEEDED');
  const fresh = await newAuthenticator(user.email);
  const secretEncrypted = cipher.encryptText(fresh.secret);
  const stored = await db
    .insert(adminAuthenticators)
    .values({ userId: adminId, secretEncrypted })
    .onConflictDoUpdate({
      target: adminAuthenticators.userId,
      set: { secretEncrypted, lastUsedStep: null, createdAt: new Date() },
      // An authenticator already on is never replaced this way (turn it off first).
      setWhere: isNull(adminAuthenticators.confirmedAt),
    })
    .returning({ userId: adminAuthenticators.userId });
  if (stored.length === 0) throw appError('SECOND_FACTOR_ALREADY_ON');
  return fresh;
}

/** Turns the second factor on with a first code from the app; the new recovery codes (once). */
export async function confirmSecondFactor(
  { db, cipher }: Deps,
  adminId: string,
  code: string,
): Promise<string[]> {
  namedOnly(adminId);
  return db.transaction(async (tx) => {
    const authenticator = await lockedAuthenticator(tx, cipher, adminId);
    if (!authenticator) throw appError('SECOND_FACTOR_NOT_STARTED');
    if (authenticator.confirmedAt) throw appError('SECOND_FACTOR_ALREADY_ON');
    const step = await matchingStep(authenticator.secret, code, authenticator.lastUsedStep);
    if (step === null) throw appError('INVALID_SECOND_FACTOR');
    await tx
      .update(adminAuthenticators)
      .set({ confirmedAt: new Date(), lastUsedStep: step })
      .where(eq(adminAuthenticators.userId, adminId));
    const codes = newRecoveryCodes();
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, adminId));
    await tx
      .insert(adminRecoveryCodes)
      .values(codes.map((c) => ({ userId: adminId, codeHash: recoveryCodeHash(c) })));
    await recordAdminAction(tx, adminId, 'admin.second_factor_on', { type: 'user', id: adminId });
    return codes;
  });
}

/** Turns the second factor off with a current app code or an unused recovery code. */
export async function disableSecondFactor(
  { db, cipher }: Deps,
  adminId: string,
  code: string,
): Promise<void> {
  namedOnly(adminId);
  await db.transaction(async (tx) => {
    if (!(await secondFactorConfirmedAt(tx, adminId))) throw appError('SECOND_FACTOR_NOT_STARTED');
    const used = await useSecondFactorCode(tx, cipher, adminId, code);
    if (!used) throw appError('INVALID_SECOND_FACTOR');
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, adminId));
    await tx.delete(adminAuthenticators).where(eq(adminAuthenticators.userId, adminId));
    await recordAdminAction(
      tx,
      adminId,
      'admin.second_factor_off',
      { type: 'user', id: adminId },
      { with: used },
    );
  });
}
