// What every screen shows of a customer, and the public shape GET /api/auth/user returns.
import { z } from 'zod';
import { BANK_STATUSES } from './bank-verification';

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** When the Aadhaar images were deleted after verification (issue 15); the badge stays. */
  aadharDeletedAt: z.string().nullable().optional(),
  isBankVerified: z.boolean(),
  bankVerificationStatus: z.enum(BANK_STATUSES),
  bankVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Header profile link: first name, else the local part of the email, else 'User' (SPEC §2). */
export function headerName(user: NamedPerson): string {
  const first = user.firstName?.trim();
  if (first) return first;
  const local = user.email?.split('@')[0]?.trim();
  return local || 'User';
}

/** Dashboard greeting: first name, else email (SPEC §2 seller dashboard). */
export function greetingName(user: NamedPerson): string {
  return user.firstName?.trim() || user.email || 'there';
}

/** Profile: full name, else email. */
export function fullNameOrEmail(user: NamedPerson): string {
  const full = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user.email || 'User';
}
