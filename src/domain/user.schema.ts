// What every screen shows of a customer, and the public shape GET /api/auth/user returns.
import { z } from 'zod';
import { BANK_STATUSES } from './bank-verification';

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
