// Agent programme rules (SPEC §2 agent screens, §4 agent rules, §5 agent validation, §8, §9):
// shared by the agent screens, the admin Agents tab and the server.
import { z } from 'zod';
import { payoutSummarySchema } from './shipments.schema';
import {
  AGENT_REFERRAL_BONUS,
  BANK_ACCOUNT_MIN_DIGITS,
  IFSC_LENGTH,
  MOBILE_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PINCODE_MIN_LENGTH,
} from './constants';
import {
  digitsOf,
  optionalMatching,
  requiredText,
  signupLanguageField,
  typedTwice,
} from './fields.schema';
import {
  AGENT_CHANGE_DECISIONS,
  AGENT_CHANGE_KINDS,
  AGENT_CHANGE_STATUSES,
  CHANGE_REASON_MAX,
  parseBalanceTransactionType,
  LEDGER_ENTRY_KINDS,
} from './agent-kinds';
import { MAX_PAISE, fromPaise, toPaise } from './money';
import { AGENT_MESSAGES, FIELD_MESSAGES } from './rule-messages';
import { maskedBankFields } from './verification.schema';

export const agentEmailField = z
  .string({ error: AGENT_MESSAGES.invalidEmail })
  .trim()
  .max(254, AGENT_MESSAGES.invalidEmail)
  .pipe(z.email({ error: AGENT_MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase());

const agentFields = {
  firstName: requiredText(AGENT_MESSAGES.firstNameRequired, 100),
  lastName: requiredText(AGENT_MESSAGES.lastNameRequired, 100),
  email: agentEmailField,
  mobileNumber: z
    .string({ error: AGENT_MESSAGES.validMobile })
    .trim()
    .refine(
      (value) =>
        /^\+?[\d\s-]+$/.test(value) &&
        digitsOf(value).length >= MOBILE_MIN_LENGTH &&
        digitsOf(value).length <= 15,
      AGENT_MESSAGES.validMobile,
    ),
  password: z
    .string({ error: AGENT_MESSAGES.passwordMin })
    .min(PASSWORD_MIN_LENGTH, AGENT_MESSAGES.passwordMin)
    .max(128, FIELD_MESSAGES.passwordMax),
  address: requiredText(AGENT_MESSAGES.addressRequired, 500),
  city: requiredText(AGENT_MESSAGES.cityRequired, 100),
  state: requiredText(AGENT_MESSAGES.stateRequired, 100),
  pincode: z
    .string({ error: AGENT_MESSAGES.validPincode })
    .trim()
    .refine(
      (value) => /^\d{6}$/.test(value) && value.length >= PINCODE_MIN_LENGTH,
      AGENT_MESSAGES.validPincode,
    ),
};

/**
 * The multipart text fields of POST /api/agent/signup (the photo travels beside them), with the
 * language on screen, which the form does not ask for.
 */
export const agentSignupSchema = z.object({ ...agentFields, language: signupLanguageField });
export type AgentSignup = z.input<typeof agentSignupSchema>;

export const agentSignupFormSchema = z
  .object({ ...agentFields, confirmPassword: z.string().min(1, AGENT_MESSAGES.confirmMissing) })
  .refine(...typedTwice('password', 'confirmPassword', AGENT_MESSAGES.passwordsDontMatch));
export type AgentSignupForm = z.input<typeof agentSignupFormSchema>;

export const agentSigninSchema = z.object({
  email: agentEmailField,
  password: z
    .string({ error: AGENT_MESSAGES.passwordRequired })
    .min(1, AGENT_MESSAGES.passwordRequired)
    .max(128),
});

export const agentCodeSchema = z.string().min(6, AGENT_MESSAGES.agentCodeMin);

export const verifyUserSchema = z.object({
  userId: z
    .string({ error: AGENT_MESSAGES.userIdRequired })
    .trim()
    .min(1, AGENT_MESSAGES.userIdRequired)
    .max(64, AGENT_MESSAGES.customerNotFound)
    .transform((value) => value.toUpperCase()),
});

/** Spaces and dashes typed inside an account number do not count. */
const accountDigits = (value: string) => value.trim().replace(/[\s-]/g, '');

/**
 * Bank details (SPEC §5 agent bank form; issue 15): the account number typed twice, and the two
 * must match, here so the form and the server refuse a mismatch alike. A typo would mean the
 * agent cannot be paid, and the details lock once saved.
 */
export const agentBankSchema = z
  .object({
    bankAccountNumber: z
      .string({ error: AGENT_MESSAGES.accountNumberMin })
      .transform(accountDigits)
      .refine(
        (value) => new RegExp(`^\\d{${BANK_ACCOUNT_MIN_DIGITS},18}$`).test(value),
        AGENT_MESSAGES.accountNumberMin,
      ),
    confirmBankAccountNumber: z
      .string({ error: AGENT_MESSAGES.confirmAccountNumber })
      .transform(accountDigits)
      .refine((value) => value.length > 0, AGENT_MESSAGES.confirmAccountNumber),
    bankIFSCCode: z
      .string({ error: AGENT_MESSAGES.ifscLength })
      .trim()
      .transform((value) => value.toUpperCase())
      .refine(
        (value) => value.length === IFSC_LENGTH && /^[A-Z0-9]+$/.test(value),
        AGENT_MESSAGES.ifscLength,
      ),
    bankAccountHolderName: requiredText(AGENT_MESSAGES.holderRequired, 100),
    // Optional, but when given it must look like name@handle (SPEC §5 'email-shaped').
    upiAddress: optionalMatching(
      (value) => /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/.test(value),
      AGENT_MESSAGES.upiInvalid,
    ),
  })
  .refine(
    ...typedTwice(
      'bankAccountNumber',
      'confirmBankAccountNumber',
      AGENT_MESSAGES.accountNumbersDontMatch,
    ),
  );
export type AgentBank = z.input<typeof agentBankSchema>;

/** Why, in words staff read (a change request, an erasure): required, CHANGE_REASON_MAX at most. */
export function reasonField(missingMessage: string) {
  return z
    .string({ error: missingMessage })
    .trim()
    .min(1, missingMessage)
    .max(CHANGE_REASON_MAX, AGENT_MESSAGES.changeReasonMax);
}

/** An agent asks staff to change locked details (issue 15): which, and why. */
export const agentChangeRequestSchema = z.object({
  kind: z.enum(AGENT_CHANGE_KINDS, { error: AGENT_MESSAGES.changeKind }),
  reason: reasonField(AGENT_MESSAGES.changeReasonMissing),
});
export type AgentChangeRequestInput = z.input<typeof agentChangeRequestSchema>;

/** Staff approve (unlocks once) or decline an open change request. */
export const agentChangeDecisionSchema = z.object({
  decision: z.enum(AGENT_CHANGE_DECISIONS, { error: AGENT_MESSAGES.changeDecision }),
});

/**
 * Where a change of locked details stands: the latest request of its kind, unless an approved one
 * has been used (the details were entered again and are locked): then there is none.
 */
export const agentChangeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(AGENT_CHANGE_KINDS),
  reason: z.string(),
  status: z.enum(AGENT_CHANGE_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AgentChange = z.infer<typeof agentChangeSchema>;

/**
 * Admin balance change (SPEC §5): add or subtract (reduce accepted), ≥ ₹0.01, a UTR. With payouts
 * on (issue 22) a Reduce may leave the UTR empty: the app pays the agent's bank account through the
 * gateway, once per `idempotencyKey` (the console makes one per form it opens); with them off the
 * server refuses it (AGENT_UTR_REQUIRED) and the console asks first (typedUtrBalanceChangeSchema).
 */
export const adminBalanceChangeSchema = z
  .object({
    transactionType: z
      .string({ error: AGENT_MESSAGES.fillRequired })
      .trim()
      .min(1, AGENT_MESSAGES.fillRequired),
    amount: z.union([z.string(), z.number()], { error: AGENT_MESSAGES.amountRequired }),
    utrNumber: z
      .string()
      .trim()
      .max(40)
      .optional()
      .nullable()
      .transform((value) => value || null),
    description: z
      .string()
      .trim()
      .max(500)
      .optional()
      .nullable()
      .transform((value) => value || null),
    idempotencyKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, AGENT_MESSAGES.idempotencyKey)
      .optional()
      .nullable()
      .transform((value) => value ?? null),
  })
  .transform((input, ctx) => {
    const type = parseBalanceTransactionType(input.transactionType);
    if (!type) {
      ctx.addIssue({
        code: 'custom',
        path: ['transactionType'],
        message: AGENT_MESSAGES.transactionType,
      });
      return z.NEVER;
    }
    const problems: Array<{ path: string; message: string }> = [];
    const paise = toPaise(input.amount);
    if (typeof input.amount === 'string' && input.amount.trim() === '') {
      problems.push({ path: 'amount', message: AGENT_MESSAGES.amountRequired });
    } else if (paise === null || paise < 1 || paise > MAX_PAISE) {
      problems.push({ path: 'amount', message: AGENT_MESSAGES.amountMin });
    }
    // Only money going out can be paid by the app; money coming in has a UTR to record.
    if (type === 'add' && input.utrNumber === null) {
      problems.push({ path: 'utrNumber', message: AGENT_MESSAGES.utrRequired });
    }
    for (const { path, message } of problems)
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (paise === null || problems.length > 0) return z.NEVER;
    return {
      transactionType: type,
      amount: fromPaise(paise),
      utrNumber: input.utrNumber,
      description: input.description,
      idempotencyKey: input.idempotencyKey,
    };
  });
/** With payouts off, the console's form asks for the UTR of every change. */
export const typedUtrBalanceChangeSchema = adminBalanceChangeSchema.refine(
  (change) => change.utrNumber !== null,
  { message: AGENT_MESSAGES.utrRequired, path: ['utrNumber'] },
);
export type AdminBalanceChange = z.input<typeof adminBalanceChangeSchema>;

/**
 * Pay a payslip (POST /api/admin/agents/{id}/payslips/{payslipId}/pay): the UTR of a transfer made
 * by hand, or none to have the app pay the agent through the gateway (payouts on, issue 22; with
 * them off the server refuses it, AGENT_UTR_REQUIRED, and the console's form asks for the UTR
 * first: typedUtrPayslipPaymentSchema).
 */
export const payslipPaymentSchema = z.object({
  utrNumber: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || null),
});
export const typedUtrPayslipPaymentSchema = payslipPaymentSchema.refine(
  (payment) => payment.utrNumber !== null,
  { message: AGENT_MESSAGES.utrRequired, path: ['utrNumber'] },
);

export const agentStatusSchema = z.object({
  isActive: z.boolean({ error: AGENT_MESSAGES.isActive }),
});

export const referralBonusPaise = toPaise(AGENT_REFERRAL_BONUS) ?? 2500;

/** "as***@example.com": enough for an agent to recognise a person, not to contact a stranger. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/** "******3210" */
export function maskMobile(mobile: string | null | undefined): string | null {
  if (!mobile) return null;
  const digits = digitsOf(mobile);
  return digits.length >= 4
    ? `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`
    : null;
}

const agentSummary = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  agentCode: z.string(),
});

export const agentProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  agentCode: z.string(),
  isActive: z.boolean(),
  joiningBonus: z.string(),
  currentBalance: z.string(),
  profileImageUrl: z.string().nullable(),
  hasAadharFront: z.boolean(),
  hasAadharBack: z.boolean(),
  /** When the Aadhaar images were deleted after verification (issue 15); still locked. */
  aadharDeletedAt: z.string().nullable().optional(),
  ...maskedBankFields,
  /** A change of the locked bank details: asked, approved (unlocked once) or declined. */
  bankChange: agentChangeSchema.nullable(),
  /** ...and of the locked Aadhaar images. */
  aadharChange: agentChangeSchema.nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  verifiedSignupsCount: z.number().int(),
  createdAt: z.string(),
  /** When the account was erased (issue 15; docs/privacy.md): the row stays as a pseudonym. */
  erasedAt: z.string().nullable().optional(),
});
export type AgentProfile = z.infer<typeof agentProfileSchema>;

export const verifyUserResultSchema = z.object({
  user: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    maskedEmail: z.string(),
    maskedMobile: z.string().nullable(),
  }),
  hasAadhar: z.boolean(),
  hasBankDetails: z.boolean(),
  isPaid: z.boolean(),
  /** The identity proven by the Aadhar QR or confirmed by staff (issue 23): claims need it. */
  identityProven: z.boolean(),
  isVerified: z.boolean(),
  alreadyClaimed: z.boolean(),
});
export type VerifyUserResult = z.infer<typeof verifyUserResultSchema>;

export const verifiedSignupSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Null once the seller erased their account: the pseudonym is not a contact (issue 28). */
  email: z.string().nullable(),
  /** The seller erased their account (docs/privacy.md); the claim and its bonus stay. */
  erased: z.boolean(),
  createdAt: z.string(),
});
export type VerifiedSignup = z.infer<typeof verifiedSignupSchema>;

export const balanceTransactionSchema = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  transactionType: z.enum(['add', 'subtract']),
  amount: z.string(),
  utrNumber: z.string().nullable(),
  /** What the entry is; screens word it in the reader's language from these (issue 28). */
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** The customer a referral bonus was for; null for other kinds. */
  referredUserId: z.string().nullable(),
  /** The payslip a payout paid; null for other kinds. */
  payslip: z
    .object({ id: z.number().int(), month: z.number().int(), year: z.number().int() })
    .nullable(),
  /** English (SPEC §3): the stored text; for an adjustment, the admin's note. */
  description: z.string().nullable(),
  /** A Reduce paid through the gateway (issue 22): its payout, until and after the bank's UTR. */
  payout: payoutSummarySchema,
  balanceBefore: z.string(),
  balanceAfter: z.string(),
  createdAt: z.string(),
});
export type BalanceTransaction = z.infer<typeof balanceTransactionSchema>;

export const payslipSchema = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  joiningBonus: z.string(),
  referralBonus: z.string(),
  totalAmount: z.string(),
  verifiedSignupsCount: z.number().int(),
  paymentStatus: z.enum(['pending', 'paid']),
  paidAt: z.string().nullable(),
  utrNumber: z.string().nullable(),
  createdAt: z.string(),
  /** The latest payout of the payslip through the gateway (issue 22). */
  payout: payoutSummarySchema,
});
export type Payslip = z.infer<typeof payslipSchema>;

export const leaderboardRowSchema = z.object({
  agent: agentSummary,
  verifiedCount: z.number().int(),
  earnings: z.string(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

const topAgent = z.object({ agent: agentSummary, count: z.number().int() }).nullable();

export const agentStatisticsSchema = z.object({
  totalAgents: z.number().int(),
  activeAgents: z.number().int(),
  totalVerifications: z.number().int(),
  todayVerifications: z.number().int(),
  topAgentToday: topAgent,
  topAgentMonth: topAgent,
  topAgentYear: topAgent,
});
export type AgentStatistics = z.infer<typeof agentStatisticsSchema>;

export const adminAgentSchema = agentProfileSchema;
export type AdminAgent = AgentProfile;

/** Months of the programme run in India's time zone: a signup at 23:30 IST on the 31st counts for that month. */
export const PROGRAMME_TIME_ZONE = 'Asia/Kolkata';
