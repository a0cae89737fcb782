// Identity (Aadhaar) and bank verification rules (SPEC §4, §5), shared by the profile page, the
// admin Payments tab and the server.
import { z } from 'zod';
import { ADMIN_BANK_DECISIONS, BANK_STATUSES } from './bank-verification';
import { VERIFICATION_MESSAGES } from './rule-messages';
import { isCompleteTransactionId } from './verification-inputs';

const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
// name@handle: the usual VPA shape (letters, digits, dot, hyphen, underscore; a handle of letters).
const VPA_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.]{1,63}$/;

const required = z
  .string({ error: VERIFICATION_MESSAGES.fillAllBankDetails })
  .trim()
  .min(1, VERIFICATION_MESSAGES.fillAllBankDetails);

export const bankDetailsSchema = z.object({
  bankAccountHolderName: required.max(100, VERIFICATION_MESSAGES.holderTooLong),
  bankAccountNumber: required
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{8,18}$/.test(value), VERIFICATION_MESSAGES.accountNumber),
  bankIFSCCode: required
    .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
    .refine((value) => IFSC_PATTERN.test(value), VERIFICATION_MESSAGES.ifsc),
  upiAddress: required
    .refine((value) => value.includes('@'), VERIFICATION_MESSAGES.upi)
    .refine((value) => VPA_PATTERN.test(value), VERIFICATION_MESSAGES.upi)
    .transform((value) => value.toLowerCase()),
});
export type BankDetails = z.input<typeof bankDetailsSchema>;

export const transactionIdSchema = z
  .string({ error: VERIFICATION_MESSAGES.transactionId })
  .trim()
  .refine(isCompleteTransactionId, VERIFICATION_MESSAGES.transactionId);

/** POST /api/profile/bank: the four bank fields and the UPI transaction number of the fee. */
export const bankSubmissionSchema = bankDetailsSchema.extend({
  transactionId: transactionIdSchema,
});
export type BankSubmission = z.input<typeof bankSubmissionSchema>;

/**
 * Bank details on file as the console and an agent's profile show them: the account number masked
 * (its last four digits), the rest as given. Spread into a shape where these keys stand.
 */
export const maskedBankFields = {
  bankAccountMasked: z.string().nullable(),
  bankIFSCCode: z.string().nullable(),
  bankAccountHolderName: z.string().nullable(),
  upiAddress: z.string().nullable(),
};

/** GET /api/profile/bank: what the seller submitted, the account number masked (last 4). */
export const bankSummarySchema = z.object({
  bankAccountHolderName: z.string().nullable(),
  bankAccountMasked: z.string().nullable(),
  bankIFSCCode: z.string().nullable(),
  upiAddress: z.string().nullable(),
  transactionId: z.string().nullable(),
  bankVerificationStatus: z.enum(BANK_STATUSES),
});
export type BankSummary = z.infer<typeof bankSummarySchema>;

export const adminBankDecisionSchema = z.object({
  status: z.enum(ADMIN_BANK_DECISIONS, { error: VERIFICATION_MESSAGES.decisionStatus }),
});

/** The full account number an admin asked to see (never cached, always audited). */
export const revealedBankAccountSchema = z.object({ bankAccountNumber: z.string() });

export const paymentInfoSchema = z.object({
  upiPayeeId: z.string(),
  payeeName: z.string(),
  amount: z.string(),
  upiLink: z.string(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const pendingPaymentSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  bankAccountHolderName: z.string().nullable(),
  bankAccountMasked: z.string().nullable(),
  bankIFSCCode: z.string().nullable(),
  upiAddress: z.string().nullable(),
  transactionId: z.string().nullable(),
  amount: z.string(),
  submittedAt: z.string().nullable(),
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;
