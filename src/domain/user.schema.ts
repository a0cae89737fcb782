// What every screen shows of a customer, and the public shape GET /api/auth/user returns.
import { z } from 'zod';
import { BANK_STATUSES } from './bank-verification';
import { IDENTITY_CHECKS } from './identity-check';

/** What both the person themselves (publicUserSchema) and the console (adminUserSchema) see. */
export const userBaseSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** How the identity was established (issue 23); null before the card is uploaded. */
  identityCheck: z.enum(IDENTITY_CHECKS).nullable(),
  /** The Aadhaar number's last 4 digits, from a Secure QR; never more. */
  aadhaarLast4: z.string().nullable(),
  /** When the Aadhaar images were deleted after verification (issue 15); the badge stays. */
  aadharDeletedAt: z.string().nullable().optional(),
  isBankVerified: z.boolean(),
  bankVerificationStatus: z.enum(BANK_STATUSES),
  bankVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserBase = z.infer<typeof userBaseSchema>;

export const publicUserSchema = userBaseSchema.extend({
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
