// Identity (Aadhaar) and bank verification rules (SPEC §4, §5), shared by the profile page, the
// admin Payments tab and the server.
import { z } from 'zod';
import { IFSC_LENGTH, SERVICE_FEE_RUPEES, TRANSACTION_ID_LENGTH } from './constants';
import { ADMIN_BANK_DECISIONS, BANK_STATUSES } from './bank-verification';
import { VERIFICATION_MESSAGES } from './rule-messages';

/** Popular UPI handle suffixes offered as one-tap completions on the bank form (SPEC §2). */
export const POPULAR_UPI_HANDLES = [
  '@ybl',
  '@paytm',
  '@okaxis',
  '@okhdfcbank',
  '@okicici',
  '@oksbi',
  '@ibl',
  '@axl',
  '@upi',
  '@apl',
] as const;

export const SERVICE_FEE_AMOUNT = `${SERVICE_FEE_RUPEES}.00`;

const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
// name@handle: the usual VPA shape (letters, digits, dot, hyphen, underscore; a handle of letters).
const VPA_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.]{1,63}$/;

/** IFSC as the seller types it: upper-cased, spaces removed, cut to 11 (SPEC §2, §5). */
export function normaliseIfscInput(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '').slice(0, IFSC_LENGTH);
}

/** Transaction number as typed: digits only, cut to 12 (SPEC §5). */
export function normaliseTransactionIdInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, TRANSACTION_ID_LENGTH);
}

export function isCompleteTransactionId(value: string): boolean {
  return new RegExp(`^\\d{${TRANSACTION_ID_LENGTH}}$`).test(value);
}

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

/** upi://pay intent for the ₹299 fee: opens the seller's UPI app with payee and amount filled. */
export function upiPaymentLink(payeeId: string, payeeName: string, note: string): string {
  const params = new URLSearchParams({
    pa: payeeId,
    pn: payeeName,
    am: SERVICE_FEE_AMOUNT,
    cu: 'INR',
    tn: note,
  });
  return `upi://pay?${params.toString()}`;
}

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

export const DOCUMENT_SIDES = ['front', 'back'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];
