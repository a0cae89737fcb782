import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { unauthorized } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { findUserByEmail } from './user-repository';

/**
 * One message for an unknown email and a wrong password, so sign-in does not tell strangers which
 * emails have accounts (SPEC §8 maps 'Invalid credentials' to its friendly text).
 */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';

export async function checkCredentials(db: Db, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.password ?? null, password);
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  return user;
}
