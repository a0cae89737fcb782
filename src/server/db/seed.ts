// Demo data for a local run: one customer and one admin-flagged user (items, shipments and agents
// join as their features land). Idempotent: accounts are matched by email and left as they are.
import type { Db } from './client';
import { users } from './schema';
import { hashPassword } from '../platform/passwords';
import { findUserByEmail } from '../features/auth/user-repository';
import { newUserId } from '../platform/ids';

export const DEMO_ACCOUNTS = [
  {
    email: 'seller@example.com',
    password: 'seller-pass-123',
    firstName: 'Asha',
    lastName: 'Verma',
    mobileNumber: '9876543210',
    isAdmin: false,
  },
  {
    email: 'staff@example.com',
    password: 'staff-pass-123',
    firstName: 'Ravi',
    lastName: 'Staff',
    mobileNumber: '9876500000',
    isAdmin: true,
  },
] as const;

export async function seed(db: Db): Promise<{ created: string[] }> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const { password, ...rest } = account;
    await db
      .insert(users)
      .values({ id: newUserId(), ...rest, password: await hashPassword(password) })
      .onConflictDoNothing();
    created.push(account.email);
  }
  return { created };
}
