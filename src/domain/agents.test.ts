// Agent programme rules (SPEC §4 agent rules, §5 agent validation, §8 agent messages, §9).
import { describe, expect, it } from 'vitest';
import { SIGNUP_STATE_LABELS, signupState } from './agent-signup-state';
import {
  adminBalanceChangeSchema,
  agentBankSchema,
  agentCodeSchema,
  agentSigninSchema,
  agentSignupFormSchema,
  agentSignupSchema,
  agentStatusSchema,
  maskEmail,
  maskMobile,
  payslipPaymentSchema,
  typedUtrBalanceChangeSchema,
  typedUtrPayslipPaymentSchema,
  referralBonusPaise,
  verifyUserSchema,
} from './agents.schema';
import { AGENT_MESSAGES } from './rule-messages';
import { firstProblem } from './schema-test-helpers';

const VALID_SIGNUP = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi.kumar@example.com',
  mobileNumber: '9876543210',
  password: 'agent-secret',
  address: '12 Har Ki Pauri Road',
  city: 'Haridwar',
  state: 'Uttarakhand',
  pincode: '249401',
};

describe('messages (SPEC §5, §8)', () => {
  it('carry the SPEC wording', () => {
    expect(AGENT_MESSAGES).toMatchObject({
      invalidEmail: 'Invalid email address',
      validMobile: 'Valid mobile number is required',
      passwordsDontMatch: "Passwords don't match",
      photoTooLarge: 'Profile photo must be smaller than 5MB',
      agentCodeMin: 'Agent code must be at least 6 characters',
      userIdRequired: 'User ID is required',
      accountNumberMin: 'Account number must be at least 8 digits',
      alreadyClaimed: 'This user has already been claimed by another agent',
      alreadyClaimedDetail: 'Each user can only be claimed once across all agents',
      notVerified: 'This user needs to complete all verification steps before they can be claimed',
      fillRequired: 'Please fill in all required fields.',
      amountRequired: 'Amount is required',
      utrRequired: 'UTR number is required',
    });
  });

  it('the referral bonus is ₹25 in paise', () => {
    expect(referralBonusPaise).toBe(2500);
  });
});

describe('agentSignupSchema (SPEC §5 agent registration)', () => {
  it('accepts a valid signup, trims and lower-cases the email', () => {
    const parsed = agentSignupSchema.parse({ ...VALID_SIGNUP, email: '  Ravi.Kumar@Example.COM ' });
    expect(parsed.email).toBe('ravi.kumar@example.com');
    expect(parsed.firstName).toBe('Ravi');
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', undefined, 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['address', '', 'Address is required'],
    ['city', ' ', 'City is required'],
    ['state', undefined, 'State is required'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['email', '', 'Invalid email address'],
    ['email', undefined, 'Invalid email address'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Invalid email address'],
    ['mobileNumber', '987654321', 'Valid mobile number is required'],
    ['mobileNumber', '98765abcde', 'Valid mobile number is required'],
    ['mobileNumber', '', 'Valid mobile number is required'],
    ['mobileNumber', '1'.repeat(16), 'Valid mobile number is required'],
    ['password', 'short77', 'Password must be at least 8 characters'],
    ['password', undefined, 'Password must be at least 8 characters'],
    ['password', 'a'.repeat(129), 'Password must be at most 128 characters'],
    ['pincode', '24940', 'Valid pincode is required'],
    ['pincode', '24940a', 'Valid pincode is required'],
    ['pincode', '2494011', 'Valid pincode is required'],
    ['pincode', undefined, 'Valid pincode is required'],
    ['firstName', 'x'.repeat(101), 'Must be at most 100 characters'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(firstProblem(agentSignupSchema, { ...VALID_SIGNUP, [field]: value })).toBe(message);
  });

  it.each(['+91 98765 43210', '98765-43210', '9876543210'])(
    'accepts the mobile number %j',
    (mobileNumber) => {
      expect(firstProblem(agentSignupSchema, { ...VALID_SIGNUP, mobileNumber })).toBeNull();
    },
  );

  it('the form also needs a matching confirmation, reported on confirmPassword', () => {
    expect(firstProblem(agentSignupFormSchema, { ...VALID_SIGNUP, confirmPassword: '' })).toBe(
      'Please confirm your password',
    );
    const mismatch = agentSignupFormSchema.safeParse({
      ...VALID_SIGNUP,
      confirmPassword: 'something-else',
    });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues[0]).toMatchObject({
      message: "Passwords don't match",
      path: ['confirmPassword'],
    });
    expect(
      firstProblem(agentSignupFormSchema, {
        ...VALID_SIGNUP,
        confirmPassword: VALID_SIGNUP.password,
      }),
    ).toBeNull();
  });

  it('agent codes are at least 6 characters', () => {
    expect(firstProblem(agentCodeSchema, 'AB123')).toBe('Agent code must be at least 6 characters');
    expect(firstProblem(agentCodeSchema, 'AB1234')).toBeNull();
  });
});

describe('agentSigninSchema', () => {
  it('needs a valid email and a password', () => {
    expect(firstProblem(agentSigninSchema, { email: 'x', password: 'p' })).toBe(
      'Invalid email address',
    );
    expect(firstProblem(agentSigninSchema, { email: 'a@b.co', password: '' })).toBe(
      'Password is required',
    );
    expect(firstProblem(agentSigninSchema, { email: 'a@b.co' })).toBe('Password is required');
    expect(agentSigninSchema.parse({ email: ' A@B.co ', password: 'p' }).email).toBe('a@b.co');
  });
});

describe('verifyUserSchema', () => {
  it.each([[''], ['   '], [undefined], [42]])('refuses %j with "User ID is required"', (userId) => {
    expect(firstProblem(verifyUserSchema, { userId })).toBe('User ID is required');
  });

  it('trims and upper-cases the id (customers read it aloud; ids are upper-case codes)', () => {
    expect(verifyUserSchema.parse({ userId: '  ab12cd34ef ' }).userId).toBe('AB12CD34EF');
  });

  it('an absurdly long id is simply not found', () => {
    expect(firstProblem(verifyUserSchema, { userId: 'A'.repeat(65) })).toBe(
      AGENT_MESSAGES.customerNotFound,
    );
  });
});

describe('agentBankSchema (SPEC §5 agent bank form)', () => {
  const VALID = {
    bankAccountNumber: '12345678',
    confirmBankAccountNumber: '12345678',
    bankIFSCCode: 'sbin0001234',
    bankAccountHolderName: 'Ravi Kumar',
    upiAddress: 'ravi@ybl',
  };

  it('accepts valid details, upper-cases the IFSC and strips spaces and dashes from the account', () => {
    const parsed = agentBankSchema.parse({
      ...VALID,
      bankAccountNumber: '1234 5678-90',
      confirmBankAccountNumber: '12345678 90',
    });
    expect(parsed).toEqual({
      bankAccountNumber: '1234567890',
      confirmBankAccountNumber: '1234567890',
      bankIFSCCode: 'SBIN0001234',
      bankAccountHolderName: 'Ravi Kumar',
      upiAddress: 'ravi@ybl',
    });
  });

  it.each([[undefined], [null], [''], ['   ']])(
    'UPI is optional: %j is stored as null',
    (upiAddress) => {
      expect(agentBankSchema.parse({ ...VALID, upiAddress }).upiAddress).toBeNull();
    },
  );

  it.each([
    ['bankAccountNumber', '1234567', 'Account number must be at least 8 digits'],
    ['bankAccountNumber', '1234567a', 'Account number must be at least 8 digits'],
    ['bankAccountNumber', '1'.repeat(19), 'Account number must be at least 8 digits'],
    ['bankAccountNumber', undefined, 'Account number must be at least 8 digits'],
    ['bankIFSCCode', 'SBIN000123', 'IFSC code must be exactly 11 characters'],
    ['bankIFSCCode', 'SBIN00012345', 'IFSC code must be exactly 11 characters'],
    ['bankIFSCCode', 'SBIN-001234', 'IFSC code must be exactly 11 characters'],
    ['bankIFSCCode', undefined, 'IFSC code must be exactly 11 characters'],
    ['bankAccountHolderName', '', 'Account holder name is required'],
    ['bankAccountHolderName', undefined, 'Account holder name is required'],
    ['upiAddress', 'ravi', 'Please enter a valid UPI address'],
    ['upiAddress', 'ravi@', 'Please enter a valid UPI address'],
    ['upiAddress', '@ybl', 'Please enter a valid UPI address'],
    ['upiAddress', 'ra vi@ybl', 'Please enter a valid UPI address'],
    ['confirmBankAccountNumber', undefined, 'Please type the account number again'],
    ['confirmBankAccountNumber', ' ', 'Please type the account number again'],
    ['confirmBankAccountNumber', '12345679', "Account numbers don't match"],
    ['confirmBankAccountNumber', '1234567', "Account numbers don't match"],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(firstProblem(agentBankSchema, { ...VALID, [field]: value })).toBe(message);
  });

  it('puts a mismatch on the second field, where the person typed it', () => {
    const result = agentBankSchema.safeParse({ ...VALID, confirmBankAccountNumber: '87654321' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['confirmBankAccountNumber']]);
  });
});

describe('adminBalanceChangeSchema (SPEC §5 balance change)', () => {
  const VALID = {
    transactionType: 'add',
    amount: '10',
    utrNumber: 'UTR123456789',
    description: 'March incentive',
  };

  it.each([
    ['1.5', '1.50'],
    ['1.50', '1.50'],
    ['499', '499.00'],
    [' 0.01 ', '0.01'],
    [2.5, '2.50'],
    [100, '100.00'],
    ['99999999.99', '99999999.99'],
  ])('normalises the amount %j to %j', (amount, normalised) => {
    expect(adminBalanceChangeSchema.parse({ ...VALID, amount }).amount).toBe(normalised);
  });

  it.each([
    ['add', 'add'],
    ['Add', 'add'],
    ['subtract', 'subtract'],
    ['reduce', 'subtract'],
    ['REDUCE', 'subtract'],
  ])('reads the type %j as %s', (transactionType, type) => {
    expect(adminBalanceChangeSchema.parse({ ...VALID, transactionType }).transactionType).toBe(
      type,
    );
  });

  it('trims the UTR and keeps an empty description as null', () => {
    const parsed = adminBalanceChangeSchema.parse({
      ...VALID,
      utrNumber: '  UTR9  ',
      description: '',
    });
    expect(parsed).toEqual({
      transactionType: 'add',
      amount: '10.00',
      utrNumber: 'UTR9',
      description: null,
      idempotencyKey: null,
    });
    expect(
      adminBalanceChangeSchema.parse({ ...VALID, description: undefined }).description,
    ).toBeNull();
  });

  it.each([
    ['nothing at all', {}, 'Please fill in all required fields.'],
    ['no type', { ...VALID, transactionType: undefined }, 'Please fill in all required fields.'],
    ['an empty type', { ...VALID, transactionType: '  ' }, 'Please fill in all required fields.'],
    [
      'an unknown type',
      { ...VALID, transactionType: 'foo' },
      'Transaction type must be add or reduce',
    ],
    ['no amount', { ...VALID, amount: undefined }, 'Amount is required'],
    ['an empty amount', { ...VALID, amount: '' }, 'Amount is required'],
    ['a blank amount', { ...VALID, amount: '   ' }, 'Amount is required'],
    ['amount 0', { ...VALID, amount: '0' }, 'Amount must be at least ₹0.01'],
    ['amount 0 as a number', { ...VALID, amount: 0 }, 'Amount must be at least ₹0.01'],
    ['amount 0.001', { ...VALID, amount: '0.001' }, 'Amount must be at least ₹0.01'],
    ['a negative amount', { ...VALID, amount: '-5' }, 'Amount must be at least ₹0.01'],
    ['a negative number', { ...VALID, amount: -5 }, 'Amount must be at least ₹0.01'],
    ['a word', { ...VALID, amount: 'ten' }, 'Amount must be at least ₹0.01'],
    ['more than numeric(10,2)', { ...VALID, amount: '100000000' }, 'Amount must be at least ₹0.01'],
    ['no UTR', { ...VALID, utrNumber: undefined }, 'UTR number is required'],
    ['a blank UTR', { ...VALID, utrNumber: '   ' }, 'UTR number is required'],
  ])('refuses %s: %s', (_name, input, message) => {
    expect(firstProblem(adminBalanceChangeSchema, input)).toBe(message);
  });
});

describe('a Reduce with no UTR (issue 22)', () => {
  const REDUCE = { transactionType: 'reduce', amount: '10', utrNumber: '' };

  it('passes with the UTR null and the form’s key, for the gateway to pay', () => {
    const key = 'a'.repeat(32);
    expect(adminBalanceChangeSchema.parse({ ...REDUCE, idempotencyKey: key })).toMatchObject({
      transactionType: 'subtract',
      utrNumber: null,
      idempotencyKey: key,
    });
  });

  it('is refused by the console’s form while payouts are off, as is a key not of 16–64 safe characters', () => {
    expect(firstProblem(typedUtrBalanceChangeSchema, REDUCE)).toBe('UTR number is required');
    expect(firstProblem(adminBalanceChangeSchema, { ...REDUCE, idempotencyKey: 'short' })).toBe(
      'Idempotency key must be 16 to 64 letters, digits, - or _',
    );
    expect(
      firstProblem(adminBalanceChangeSchema, { ...REDUCE, idempotencyKey: `${'a'.repeat(31)}!` }),
    ).toBeTruthy();
  });

  it('an Add always needs the UTR, and every problem is reported at once', () => {
    const result = adminBalanceChangeSchema.safeParse({ transactionType: 'add', amount: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['amount', 'Amount is required'],
      ['utrNumber', 'UTR number is required'],
    ]);
  });
});

describe('payslip payment and status bodies', () => {
  it('a UTR typed, or none for the app to pay through the gateway (issue 22)', () => {
    expect(payslipPaymentSchema.parse({ utrNumber: ' UTR1 ' }).utrNumber).toBe('UTR1');
    expect(payslipPaymentSchema.parse({}).utrNumber).toBeNull();
    expect(payslipPaymentSchema.parse({ utrNumber: ' ' }).utrNumber).toBeNull();
    expect(firstProblem(payslipPaymentSchema, { utrNumber: 'U'.repeat(41) })).toBeTruthy();
  });

  it('with payouts off, the console form needs the UTR', () => {
    expect(firstProblem(typedUtrPayslipPaymentSchema, {})).toBe('UTR number is required');
    expect(firstProblem(typedUtrPayslipPaymentSchema, { utrNumber: ' ' })).toBe(
      'UTR number is required',
    );
    expect(typedUtrPayslipPaymentSchema.parse({ utrNumber: 'UTR1' }).utrNumber).toBe('UTR1');
  });

  it('status takes a real boolean only', () => {
    expect(agentStatusSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(firstProblem(agentStatusSchema, { isActive: 'false' })).toBe(
      'isActive must be true or false',
    );
    expect(firstProblem(agentStatusSchema, {})).toBe('isActive must be true or false');
  });
});

describe('signupState: the agent view of a customer (SPEC §4)', () => {
  const proven = { identityProven: true };
  it.each([
    [{ hasAadhar: false, hasBankDetails: false, isPaid: false, ...proven }, 'incomplete'],
    [{ hasAadhar: true, hasBankDetails: false, isPaid: false, ...proven }, 'needs_bank_details'],
    [{ hasAadhar: true, hasBankDetails: true, isPaid: false, ...proven }, 'pending_payment'],
    [{ hasAadhar: true, hasBankDetails: true, isPaid: true, ...proven }, 'verified'],
    // Bank details without Aadhaar, or a paid fee without details, are still incomplete.
    [{ hasAadhar: false, hasBankDetails: true, isPaid: true, ...proven }, 'incomplete'],
    [{ hasAadhar: false, hasBankDetails: true, isPaid: false, ...proven }, 'incomplete'],
    [{ hasAadhar: true, hasBankDetails: false, isPaid: true, ...proven }, 'needs_bank_details'],
    // Every step done, the Aadhar neither proven by its QR nor confirmed by staff (issue 23).
    [
      { hasAadhar: true, hasBankDetails: true, isPaid: true, identityProven: false },
      'identity_check',
    ],
    [
      { hasAadhar: true, hasBankDetails: true, isPaid: false, identityProven: false },
      'pending_payment',
    ],
  ] as const)('%j -> %s', (input, state) => {
    expect(signupState(input)).toBe(state);
  });

  it('has a label for every state', () => {
    expect(Object.keys(SIGNUP_STATE_LABELS).sort()).toEqual([
      'identity_check',
      'incomplete',
      'needs_bank_details',
      'pending_payment',
      'verified',
    ]);
  });
});

describe('masking', () => {
  it.each([
    ['asha.verma@example.com', 'as***@example.com'],
    ['a@example.com', 'a***@example.com'],
    ['ab@x.in', 'ab***@x.in'],
  ])('maskEmail(%j) = %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('maskEmail never shows more than two characters of the local part', () => {
    const masked = maskEmail('secretname@example.com');
    expect(masked).not.toContain('secretname');
    expect(masked.split('@')[0]).toBe('se***');
  });

  it.each([
    ['9876543210', '******3210'],
    ['+91 98765 43210', '********3210'],
    ['98765-43210', '******3210'],
    ['123', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('maskMobile(%j) = %j', (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });
});
