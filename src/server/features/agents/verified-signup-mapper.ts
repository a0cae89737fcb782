// A claimed customer in the agent's list: name, email and when the claim was made. A seller who
// erased their account (docs/privacy.md) stays in the list, since the claim and its ₹25 are money
// records, but as "erased" only: the row keeps a pseudonymous address, which is nobody's e-mail
// and means nothing to the agent (issue 28).
import type { VerifiedSignup } from '@/domain/agents.schema';

export interface VerifiedSignupRow {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  deletedAt: Date | null;
  createdAt: Date;
}

export function toVerifiedSignup({ deletedAt, ...row }: VerifiedSignupRow): VerifiedSignup {
  const createdAt = row.createdAt.toISOString();
  if (deletedAt !== null) {
    return {
      userId: row.userId,
      firstName: null,
      lastName: null,
      email: null,
      erased: true,
      createdAt,
    };
  }
  return { ...row, erased: false, createdAt };
}
