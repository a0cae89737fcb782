// A customer as the admin console's Users tab sees them: badges, contact and bank details with
// the account number masked (SPEC §2 admin Users, DESIGN §3).
import { IDENTITY_CHECK_REASONS } from './identity-check';
import { z } from 'zod';
import { userBaseSchema } from './user.schema';
import { maskedBankFields } from './verification.schema';

// The fields the person sees too come from userBaseSchema; the keys follow its order, which the
// mapper keeps (platform/json-serializer's fast path wants the schema's order).
export const adminUserSchema = userBaseSchema.extend({
  isConsoleAdmin: z.boolean(),
  /** Why the Secure QR did not prove the identity, for staff (issue 23). */
  identityCheckReason: z.enum(IDENTITY_CHECK_REASONS).nullable(),
  hasAadharFront: z.boolean(),
  hasAadharBack: z.boolean(),
  ...maskedBankFields,
  transactionId: z.string().nullable(),
  /** When the account was erased (decision 0022): the row stays as the pseudonym of money records. */
  erasedAt: z.string().nullable().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** "XXXXXX1234": only the last four digits of an account number are ever shown by default. */
export function maskAccountNumber(last4: string | null | undefined): string | null {
  return last4 ? `XXXXXX${last4}` : null;
}

export const analyticsSchema = z.object({
  totalUsers: z.number().int(),
  totalItems: z.number().int(),
  pendingReview: z.number().int(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const earningsSchema = z.object({
  totalEarnings: z.string(),
  deliveredShipments: z.number().int(),
});
export type Earnings = z.infer<typeof earningsSchema>;
