// A claimed customer in the agent's list: name, email and when the claim was made.
import type { VerifiedSignup } from '@/domain/agents';

export interface VerifiedSignupRow {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  createdAt: Date;
}

export function toVerifiedSignup(row: VerifiedSignupRow): VerifiedSignup {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
