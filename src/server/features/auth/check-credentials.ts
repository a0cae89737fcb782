import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import { verifyPassword } from '@/server/platform/passwords';
import { findUserByEmail } from './user-repository';

export async function checkCredentials(db: Db, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.password ?? null, password);
  // One answer for an unknown email and a wrong password: sign-in does not tell strangers which
  // emails have accounts.
  if (!user || !ok) throw appError('INVALID_CREDENTIALS');
  return user;
}
