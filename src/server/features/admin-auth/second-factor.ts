// A named admin's second factor (issue 14, decision 0026): a TOTP authenticator app (RFC 6238,
// 30-second steps, 6 digits, SHA-1: what every app reads from a QR code) and one-time recovery
// codes. The secret is sealed with the data key like bank account numbers; recovery codes are
// kept as SHA-256 digests (they are random, 50 bits each, so a slow hash adds nothing).
//
// A code is accepted once: the time step it matched is stored, and a code of that step or an
// earlier one is refused afterwards (a code seen over someone's shoulder cannot be replayed).
import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { DbOrTx, Tx } from '@/server/db/client';
import { adminAuthenticators, adminRecoveryCodes } from '@/server/db/schema';
import type { FieldCipher } from '@/server/platform/field-encryption';
import { sha256 } from '@/server/platform/ids';

export const TOTP_ISSUER = 'Haridwar Resale';
export const RECOVERY_CODE_COUNT = 10;
/** One step either side of now: a phone clock 30 s off, or a code typed as it changes. */
const TOLERANCE_SECONDS = 30;
/** Letters and digits that cannot be read as one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface NewAuthenticator {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/** A fresh secret (160 bits), its otpauth:// URI labelled with the admin's email, and its QR. */
export async function newAuthenticator(email: string): Promise<NewAuthenticator> {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const svg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { secret, otpauthUri, qrCode };
}

/** The time step a 6-digit code matches for this secret, later than `after`; null otherwise. */
export async function matchingStep(
  secret: string,
  code: string,
  after: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(Date.now() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(after === null ? {} : { afterTimeStep: after }),
  });
  // A TOTP answer carries the step it matched (the HOTP one of the union does not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten new recovery codes as shown to the admin ('abcde-fghij'). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored digest of a recovery code, however it was typed (dash, case, spaces). */
export function recoveryCodeHash(code: string): string {
  return sha256(`admin-recovery-code:${code.replace(/[\s-]+/g, '').toLowerCase()}`);
}

export interface AuthenticatorRow {
  secret: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
}

/** The admin's authenticator (secret opened), locked for the rest of the transaction. */
export async function lockedAuthenticator(
  tx: Tx,
  cipher: FieldCipher,
  userId: string,
): Promise<AuthenticatorRow | null> {
  const [row] = await tx
    .select()
    .from(adminAuthenticators)
    .where(eq(adminAuthenticators.userId, userId))
    .for('update');
  if (!row) return null;
  return {
    secret: cipher.decryptText(row.secretEncrypted),
    confirmedAt: row.confirmedAt,
    lastUsedStep: row.lastUsedStep,
  };
}

/** When the admin's second factor was turned on, or null while it is off. */
export async function secondFactorConfirmedAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ confirmedAt: adminAuthenticators.confirmedAt })
    .from(adminAuthenticators)
    .where(and(eq(adminAuthenticators.userId, userId), isNotNull(adminAuthenticators.confirmedAt)))
    .limit(1);
  return row?.confirmedAt ?? null;
}

/**
 * Uses one code of an admin whose second factor is on, inside the caller's transaction: an app
 * code (its step remembered) or an unused recovery code (marked used). What was used, or null.
 */
export async function useSecondFactorCode(
  tx: Tx,
  cipher: FieldCipher,
  userId: string,
  code: string,
): Promise<'app' | 'recovery' | null> {
  if (/^\d{6}$/.test(code)) {
    const authenticator = await lockedAuthenticator(tx, cipher, userId);
    if (!authenticator?.confirmedAt) return null;
    const step = await matchingStep(authenticator.secret, code, authenticator.lastUsedStep);
    if (step === null) return null;
    await tx
      .update(adminAuthenticators)
      .set({ lastUsedStep: step })
      .where(eq(adminAuthenticators.userId, userId));
    return 'app';
  }
  const used = await tx
    .update(adminRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0 ? 'recovery' : null;
}

/** Recovery codes not used yet. */
export async function recoveryCodesLeft(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}
