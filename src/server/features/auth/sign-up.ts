import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { signupRequestSchema } from '@/domain/auth.schema';
import { CONSENT_VERSION } from '@/domain/privacy.schema';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import { appError, isUniqueViolation } from '@/server/platform/errors';
import { newUserId } from '@/server/platform/ids';
import { hashPassword } from '@/server/platform/passwords';

export async function signUp(
  db: Db,
  input: z.output<typeof signupRequestSchema>,
): Promise<UserRow> {
  const password = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        id: newUserId(),
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        mobileNumber: input.mobileNumber,
        password,
        // The language on screen at signup: notifications speak it from the first one on.
        language: input.language,
        // The signup screen says creating an account accepts these terms (issue 15).
        consentVersion: CONSENT_VERSION,
        consentedAt: sql`now()`,
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    return user;
  } catch (error) {
    // The unique index on lower(email) decides, so two signups racing cannot both win.
    if (isUniqueViolation(error, 'users_email_lower_unique')) throw appError('USER_EXISTS');
    // A clash of random ids (1 in 2^50) is not the user's fault: one retry with a new id.
    if (isUniqueViolation(error, 'users_pkey')) return signUp(db, input);
    throw error;
  }
}
