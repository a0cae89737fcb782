// Identity and bank verification rules (SPEC §4, §5, §9; bank details, UPI and the ₹299
// fee): the input normalisers the bank form applies as the seller types, the 12-digit transaction
// number, the UPI intent link for the fee, and every message of the bank schemas.
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_SIDES,
  POPULAR_UPI_HANDLES,
  SERVICE_FEE_AMOUNT,
  isCompleteTransactionId,
  normaliseIfscInput,
  normaliseTransactionIdInput,
  upiPaymentLink,
} from './verification-inputs';
import {
  adminBankDecisionSchema,
  bankDetailsSchema,
  bankSubmissionSchema,
  bankSummarySchema,
  transactionIdSchema,
} from './verification.schema';
import { VERIFICATION_MESSAGES } from './rule-messages';

const VALID = {
  bankAccountHolderName: 'Asha Verma',
  bankAccountNumber: '123456789012',
  bankIFSCCode: 'SBIN0001234',
  upiAddress: 'asha@ybl',
  transactionId: '412345678901',
} as const;

/** The messages of a refused submission, in order. */
function messagesOf(input: Record<string, unknown>): string[] {
  const result = bankSubmissionSchema.safeParse(input);
  expect(result.success, JSON.stringify(input)).toBe(false);
  return result.error!.issues.map((issue) => issue.message);
}

/** The one message a submission with a single bad field gets. */
function onlyMessage(field: keyof typeof VALID, value: unknown): string {
  const messages = [...new Set(messagesOf({ ...VALID, [field]: value }))];
  expect(messages).toHaveLength(1);
  return messages[0]!;
}

function parsed(overrides: Record<string, unknown> = {}) {
  const result = bankSubmissionSchema.safeParse({ ...VALID, ...overrides });
  expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  return result.data!;
}

describe('constants', () => {
  it('the fee is ₹299 as a money string', () => {
    expect(SERVICE_FEE_AMOUNT).toBe('299.00');
  });

  it('the document sides are front and back', () => {
    expect(DOCUMENT_SIDES).toEqual(['front', 'back']);
  });

  it('the SPEC §5 messages are the exact texts', () => {
    expect(VERIFICATION_MESSAGES.selectImage).toBe('Please select an image file');
    expect(VERIFICATION_MESSAGES.imageTooLarge).toBe('Image size must be less than 5MB');
    expect(VERIFICATION_MESSAGES.fillAllBankDetails).toBe('Please fill in all bank details');
    expect(VERIFICATION_MESSAGES.upi).toBe('Please enter a valid UPI address');
    expect(VERIFICATION_MESSAGES.transactionId).toBe(
      'Please enter a valid 12-digit transaction number',
    );
    expect(VERIFICATION_MESSAGES.transactionUsed).toMatch(/already been used/);
  });

  it('offers popular UPI handles, each an "@handle" that completes a valid UPI address', () => {
    expect(POPULAR_UPI_HANDLES.length).toBeGreaterThanOrEqual(5);
    expect(new Set(POPULAR_UPI_HANDLES).size).toBe(POPULAR_UPI_HANDLES.length);
    for (const handle of POPULAR_UPI_HANDLES) {
      expect(handle).toMatch(/^@[a-z]+$/);
      expect(parsed({ upiAddress: `asha.verma${handle}` }).upiAddress).toBe(`asha.verma${handle}`);
    }
  });
});

describe('normaliseIfscInput (the IFSC field as typed)', () => {
  it.each([
    ['sbin0001234', 'SBIN0001234'],
    ['SBIN0001234', 'SBIN0001234'],
    ['sbin 0001 234', 'SBIN0001234'],
    ['  hdfc0abc123 ', 'HDFC0ABC123'],
    ['sbin0001234567', 'SBIN0001234'],
    ['sb', 'SB'],
    ['', ''],
  ])('%j becomes %j (upper-cased, spaces removed, cut to 11)', (typed, shown) => {
    expect(normaliseIfscInput(typed)).toBe(shown);
  });
});

describe('normaliseTransactionIdInput (the transaction number as typed)', () => {
  it.each([
    ['412345678901', '412345678901'],
    ['4123 4567 8901', '412345678901'],
    ['4123-4567-8901', '412345678901'],
    ['UTR: 412345678901', '412345678901'],
    ['4123456789012345', '412345678901'],
    ['abc', ''],
    ['', ''],
  ])('%j becomes %j (digits only, cut to 12)', (typed, kept) => {
    expect(normaliseTransactionIdInput(typed)).toBe(kept);
  });
});

describe('isCompleteTransactionId (Verify Payment enabled only at 12 digits)', () => {
  it('is true for exactly 12 digits', () => {
    expect(isCompleteTransactionId('412345678901')).toBe(true);
    expect(isCompleteTransactionId('000000000000')).toBe(true);
  });

  it.each([
    '',
    '41234567890',
    '4123456789012',
    '41234567890a',
    ' 412345678901',
    '4123 5678 901',
    '४१२३४५६७८९०१',
  ])('is false for %j', (value) => {
    expect(isCompleteTransactionId(value)).toBe(false);
  });

  it('agrees with the normaliser: whatever the form keeps is complete once it has 12 digits', () => {
    expect(isCompleteTransactionId(normaliseTransactionIdInput('4123 4567 8901 99'))).toBe(true);
    expect(isCompleteTransactionId(normaliseTransactionIdInput('4123 4567 890'))).toBe(false);
  });
});

describe('upiPaymentLink (the UPI intent for the ₹299 fee)', () => {
  it('is a upi://pay link with payee, name, ₹299.00 and INR', () => {
    const link = upiPaymentLink('haridwarresale@upi', 'Haridwar Resale', 'Service fee ABC123');
    expect(link.startsWith('upi://pay?')).toBe(true);
    const params = new URL(link).searchParams;
    expect(params.get('pa')).toBe('haridwarresale@upi');
    expect(params.get('pn')).toBe('Haridwar Resale');
    expect(params.get('am')).toBe('299.00');
    expect(params.get('cu')).toBe('INR');
    expect(params.get('tn')).toBe('Service fee ABC123');
  });

  it('encodes characters that would otherwise break the query', () => {
    const link = upiPaymentLink('pay+fees@okhdfcbank', 'Verma & Sons = Resale', 'fee #1?x=y');
    const params = new URL(link).searchParams;
    expect(params.get('pa')).toBe('pay+fees@okhdfcbank');
    expect(params.get('pn')).toBe('Verma & Sons = Resale');
    expect(params.get('tn')).toBe('fee #1?x=y');
    expect([...params.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn']);
  });
});

describe('bankSubmissionSchema: all four fields required', () => {
  it('accepts a valid submission and keeps its values', () => {
    expect(parsed()).toEqual(VALID);
  });

  it.each(['bankAccountHolderName', 'bankAccountNumber', 'bankIFSCCode', 'upiAddress'] as const)(
    'missing %s -> "Please fill in all bank details"',
    (field) => {
      const { [field]: _dropped, ...rest } = VALID;
      expect(messagesOf(rest)).toEqual([VERIFICATION_MESSAGES.fillAllBankDetails]);
    },
  );

  it.each(['bankAccountHolderName', 'bankAccountNumber', 'bankIFSCCode', 'upiAddress'] as const)(
    'blank %s (spaces only) -> "Please fill in all bank details" first (the message the API answers)',
    (field) => {
      expect(messagesOf({ ...VALID, [field]: '   ' })[0]).toBe(
        VERIFICATION_MESSAGES.fillAllBankDetails,
      );
    },
  );

  it('an empty body lists "Please fill in all bank details" for every bank field', () => {
    const messages = messagesOf({});
    expect(messages.filter((m) => m === VERIFICATION_MESSAGES.fillAllBankDetails)).toHaveLength(4);
  });

  it('a non-string field is treated as missing', () => {
    expect(onlyMessage('bankAccountNumber', 123456789012)).toBe(
      VERIFICATION_MESSAGES.fillAllBankDetails,
    );
    expect(onlyMessage('bankAccountHolderName', null)).toBe(
      VERIFICATION_MESSAGES.fillAllBankDetails,
    );
  });

  it('trims the holder name and refuses one over 100 characters', () => {
    expect(parsed({ bankAccountHolderName: '  Asha Verma  ' }).bankAccountHolderName).toBe(
      'Asha Verma',
    );
    expect(onlyMessage('bankAccountHolderName', 'A'.repeat(101))).toBe(
      'Account holder name is too long',
    );
    expect(parsed({ bankAccountHolderName: 'A'.repeat(100) }).bankAccountHolderName).toHaveLength(
      100,
    );
  });
});

describe('bankSubmissionSchema: account number (digits, 8 to 18)', () => {
  it.each(['12345678', '123456789012345678', '000012345678'])('accepts %j', (value) => {
    expect(parsed({ bankAccountNumber: value }).bankAccountNumber).toBe(value);
  });

  it('removes spaces and dashes typed between groups', () => {
    expect(parsed({ bankAccountNumber: ' 1234 5678-9012 ' }).bankAccountNumber).toBe(
      '123456789012',
    );
  });

  it.each([
    ['7 digits', '1234567'],
    ['19 digits', '1234567890123456789'],
    ['letters', '12345678ABCD'],
    ['a decimal point', '1234.5678901'],
    ['Devanagari digits', '१२३४५६७८९०'],
    ['a sign', '+123456789012'],
  ])('refuses %s with "Account number must be 8 to 18 digits"', (_what, value) => {
    expect(onlyMessage('bankAccountNumber', value)).toBe(VERIFICATION_MESSAGES.accountNumber);
  });
});

describe('bankSubmissionSchema: IFSC (4 letters, 0, 6 letters or digits)', () => {
  it.each([
    ['SBIN0001234', 'SBIN0001234'],
    ['sbin0001234', 'SBIN0001234'],
    ['HdFc0AbC123', 'HDFC0ABC123'],
    [' SBIN 0001234 ', 'SBIN0001234'],
  ])('accepts %j as %j (upper-cased)', (value, stored) => {
    expect(parsed({ bankIFSCCode: value }).bankIFSCCode).toBe(stored);
  });

  it.each([
    ['10 characters', 'SBIN000123'],
    ['12 characters', 'SBIN00012345'],
    ['a fifth character that is not 0', 'SBIN1001234'],
    ['a fifth character O (letter)', 'SBINO001234'],
    ['a digit in the bank code', 'SB1N0001234'],
    ['a hyphen', 'SBIN0-01234'],
    ['punctuation', 'SBIN0@01234'],
    ['digits only', '12340001234'],
  ])('refuses %s', (_what, value) => {
    expect(onlyMessage('bankIFSCCode', value)).toBe(VERIFICATION_MESSAGES.ifsc);
  });
});

describe('bankSubmissionSchema: UPI address (name@handle)', () => {
  it.each([
    ['asha@ybl', 'asha@ybl'],
    ['Asha.Verma@OKSBI', 'asha.verma@oksbi'],
    ['9876543210@paytm', '9876543210@paytm'],
    ['asha_verma-1@okhdfcbank', 'asha_verma-1@okhdfcbank'],
    ['  asha@upi  ', 'asha@upi'],
  ])('accepts %j as %j (trimmed, lower-cased)', (value, stored) => {
    expect(parsed({ upiAddress: value }).upiAddress).toBe(stored);
  });

  it.each([
    ['no @', 'ashaybl'],
    ['nothing before @', '@ybl'],
    ['nothing after @', 'asha@'],
    ['two @', 'asha@@ybl'],
    ['two handles', 'asha@ybl@paytm'],
    ['a space', 'asha verma@ybl'],
    ['a handle starting with a digit', 'asha@1ybl'],
    ['a one-letter handle', 'asha@y'],
    ['a one-character name', 'a@ybl'],
    ['a slash', 'asha/1@ybl'],
    ['an URL', 'https://x@ybl'],
  ])('refuses %s with "Please enter a valid UPI address"', (_what, value) => {
    expect(onlyMessage('upiAddress', value)).toBe(VERIFICATION_MESSAGES.upi);
  });
});

describe('bankSubmissionSchema and transactionIdSchema: transaction number (exactly 12 digits)', () => {
  it('accepts 12 digits, trimmed', () => {
    expect(parsed({ transactionId: ' 412345678901 ' }).transactionId).toBe('412345678901');
    expect(transactionIdSchema.parse('000000000001')).toBe('000000000001');
  });

  it.each([
    ['11 digits', '41234567890'],
    ['13 digits', '4123456789012'],
    ['letters', '41234567890A'],
    ['all letters', 'abcdefghijkl'],
    ['inner spaces', '4123 4567 8901'],
    ['dashes', '4123-4567-8901'],
    ['empty', ''],
    ['a number, not a string', 412345678901],
  ])('refuses %s with "Please enter a valid 12-digit transaction number"', (_what, value) => {
    expect(onlyMessage('transactionId', value)).toBe(VERIFICATION_MESSAGES.transactionId);
  });

  it('refuses a missing transaction number with the same message', () => {
    const { transactionId: _dropped, ...rest } = VALID;
    expect(messagesOf(rest)).toEqual([VERIFICATION_MESSAGES.transactionId]);
  });

  it('bankDetailsSchema alone does not need a transaction number', () => {
    const { transactionId: _dropped, ...rest } = VALID;
    expect(bankDetailsSchema.parse(rest)).toEqual(rest);
  });
});

describe('adminBankDecisionSchema', () => {
  it.each(['verified', 'failed'])('accepts %j', (status) => {
    expect(adminBankDecisionSchema.parse({ status })).toEqual({ status });
  });

  it.each(['under_review', 'pending', 'unverified', 'approved', 'VERIFIED', '', undefined, 1])(
    'refuses %j with "Status must be verified or failed"',
    (status) => {
      const result = adminBankDecisionSchema.safeParse({ status });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.message)).toEqual([
        'Status must be verified or failed',
      ]);
    },
  );
});

describe('bankSummarySchema (what the seller sees of their own bank details)', () => {
  it('carries the masked account number and the status, never the number itself', () => {
    const keys = Object.keys(bankSummarySchema.shape);
    expect(keys).toEqual(expect.arrayContaining(['bankAccountMasked', 'bankVerificationStatus']));
    expect(keys).not.toContain('bankAccountNumber');
  });
});
