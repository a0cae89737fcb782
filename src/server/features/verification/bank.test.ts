// Bank details, the ₹299 fee and its admin side through the real app (SPEC §4, §5, §7, §8, §9;
// DESIGN §2, §3): every field rule with its message, the account number encrypted at rest and
// masked everywhere but an audited reveal, one use of a transaction number across all users, the
// payments queue and the admin decision.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import { verificationEndpoints as api } from '@/contract/verification';
import { adminUserSchema } from '@/domain/admin-user.schema';
import type { Page } from '@/domain/pagination';
import { ruleOf } from '@/domain/rule-messages';
import { publicUserSchema } from '@/domain/user.schema';
import { pendingPaymentSchema } from '@/domain/verification.schema';
import { users } from '@/server/db/schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import {
  adminCustomer,
  adminLogin,
  bankSubmission,
  decideBank,
  listedUser,
  newCustomer,
  newTransactionId,
  submitBank,
  VALID_BANK,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import {
  appCipher,
  auditRows,
  feePaymentsOf,
  NO_BANK_DETAILS,
  rowCount,
  userRow,
} from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const FILL_ALL = 'Please fill in all bank details';
const IFSC = 'Please enter a valid IFSC code (11 characters, e.g. SBIN0001234)';
const TRANSACTION_NUMBER = 'Please enter a valid 12-digit transaction number';
const TRANSACTION_USED = {
  code: 'TRANSACTION_USED',
  message:
    'This transaction number has already been used. Please check the number from your UPI app.',
};

const t = appPerFile();
let admin: string;
/** A customer flagged isAdmin through the Users tab. */
let flagged: Customer;

beforeAll(async () => {
  [admin, flagged] = await Promise.all([adminLogin(t), adminCustomer(t)]);
});

/** A 12-digit account number used nowhere else, so finding it in a response means a leak. */
function newAccountNumber(): string {
  return `7${crypto.randomInt(10_000_000_000, 99_999_999_999)}`;
}

interface Submitted {
  who: Customer;
  body: Record<string, unknown> & { bankAccountNumber: string; transactionId: string };
}

/** A fresh customer whose bank details (own account number, fresh transaction number) are under review. */
async function underReview(overrides: Record<string, unknown> = {}): Promise<Submitted> {
  const who = await newCustomer(t);
  const body = await submitBank(t, who, { bankAccountNumber: newAccountNumber(), ...overrides });
  return { who, body: body as Submitted['body'] };
}

/** A fresh customer whose bank details the admin approved or rejected. */
async function decided(decision: 'verified' | 'failed'): Promise<Submitted> {
  const submitted = await underReview();
  await decideBank(t, submitted.who.id, decision);
  return submitted;
}

const sendBank = (who: Customer, body: unknown) =>
  call(t, api.submitBankDetails, { cookie: who.cookie, body });
const decide = (cookie: string, userId: string, body: unknown) =>
  call(t, api.decideBank, { params: { userId }, body, cookie });
const bankAudit = (id: string, action?: string) =>
  auditRows(t, { targetType: 'user', targetId: id, action });

/** Everything bank-related the database holds for a user, to compare before and after. */
async function bankState(id: string) {
  const row = await userRow(t, id);
  return {
    user: {
      bankAccountNumber: row.bankAccountNumber,
      bankAccountLast4: row.bankAccountLast4,
      bankIFSCCode: row.bankIFSCCode,
      bankAccountHolderName: row.bankAccountHolderName,
      upiAddress: row.upiAddress,
      transactionId: row.transactionId,
      isBankVerified: row.isBankVerified,
      bankVerificationStatus: row.bankVerificationStatus,
      bankVerifiedAt: row.bankVerifiedAt,
      updatedAt: row.updatedAt,
    },
    fees: await feePaymentsOf(t, { userId: id }),
    audit: await bankAudit(id),
  };
}

async function expectNoBankDetails(id: string) {
  const state = await bankState(id);
  expect(state.user).toMatchObject({
    ...NO_BANK_DETAILS,
    transactionId: null,
    isBankVerified: false,
    bankVerificationStatus: 'pending',
    bankVerifiedAt: null,
  });
  expect(state.fees).toEqual([]);
  expect(state.audit).toEqual([]);
}

// ---------------------------------------------------------------------------------------------

describe('POST /api/profile/bank: every field rule answers 400 with its message and changes nothing', () => {
  let who: Customer;

  beforeAll(async () => {
    who = await newCustomer(t);
  });

  async function expectRefused(body: Record<string, unknown>, message: string) {
    const response = await sendBank(who, body);
    expect(response.statusCode, response.body).toBe(400);
    // The broken rule is named, so the browser can say it in the reader's language.
    expect(errorBodyOf(response)).toMatchObject({
      code: 'INVALID_INPUT',
      message,
      params: { rule: ruleOf(message) },
    });
    await expectNoBankDetails(who.id);
  }

  const FIELDS = ['bankAccountHolderName', 'bankAccountNumber', 'bankIFSCCode', 'upiAddress'];

  it.each([
    ...FIELDS.map((field) => [`missing ${field}`, { [field]: undefined }, FILL_ALL] as const),
    ...FIELDS.map((field) => [`blank ${field}`, { [field]: '   ' }, FILL_ALL] as const),
    ...[
      ['7 digits', '1234567'],
      ['19 digits', '1234567890123456789'],
      ['letters', '12345678ABCD'],
    ].map(
      ([what, value]) =>
        [
          `account number of ${what}`,
          { bankAccountNumber: value },
          'Account number must be 8 to 18 digits',
        ] as const,
    ),
    ...[
      ['10 characters', 'SBIN000123'],
      ['12 characters', 'SBIN00012345'],
      ['no 0 in fifth place', 'SBIN1001234'],
      ['a digit in the bank code', 'SB1N0001234'],
      ['punctuation', 'SBIN0-01234'],
    ].map(([what, value]) => [`IFSC with ${what}`, { bankIFSCCode: value }, IFSC] as const),
    ...[
      ['without @', 'ashaverma.ybl'],
      ['with nothing after @', 'asha@'],
      ['with nothing before @', '@ybl'],
      ['with two @', 'asha@@ybl'],
      ['with a space', 'asha verma@ybl'],
      ['with a numeric handle', 'asha@123'],
    ].map(
      ([what, value]) =>
        [`UPI address ${what}`, { upiAddress: value }, 'Please enter a valid UPI address'] as const,
    ),
    ...[
      ['11 digits', '41234567890'],
      ['13 digits', '4123456789012'],
      ['letters', 'ABCDEF123456'],
      ['a letter among digits', '41234567890X'],
      ['spaces inside', '4123 4567 8901'],
      ['nothing', ''],
      ['left out', undefined],
    ].map(
      ([what, value]) =>
        [`transaction number ${what}`, { transactionId: value }, TRANSACTION_NUMBER] as const,
    ),
  ])('%s -> "%s"', async (_what, change, message) => {
    const body = bankSubmission(change);
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete body[key];
    await expectRefused(body, message);
  });

  it(`an empty body -> "${FILL_ALL}"`, async () => {
    await expectRefused({}, FILL_ALL);
  });

  it('a refused submission does not use up its transaction number', async () => {
    const transactionId = newTransactionId();
    await expectRefused(bankSubmission({ transactionId, bankIFSCCode: 'NOPE' }), IFSC);
    expect(await feePaymentsOf(t, { transactionId })).toEqual([]);
    const other = await newCustomer(t);
    expect((await sendBank(other, bankSubmission({ transactionId }))).statusCode).toBe(200);
  });
});

describe('POST /api/profile/bank: success', () => {
  it('puts the details under review: 200 with the public user, status under_review, isBankVerified false', async () => {
    const who = await newCustomer(t);
    const body = bankSubmission({ bankAccountNumber: newAccountNumber() });
    const response = await sendBank(who, body);
    expect(response.statusCode, response.body).toBe(200);
    const user = publicUserSchema.strict().parse(response.json());
    expect(user).toMatchObject({
      id: who.id,
      bankVerificationStatus: 'under_review',
      isBankVerified: false,
      bankVerifiedAt: null,
    });
    // The customer's own answer carries neither the account number nor the transaction number.
    expect(response.body).not.toContain(body.bankAccountNumber as string);
    expect(response.body).not.toContain(body.transactionId as string);

    expect(await userRow(t, who.id)).toMatchObject({
      bankVerificationStatus: 'under_review',
      isBankVerified: false,
      bankVerifiedAt: null,
      bankAccountHolderName: VALID_BANK.bankAccountHolderName,
      bankIFSCCode: VALID_BANK.bankIFSCCode,
      upiAddress: VALID_BANK.upiAddress,
      transactionId: body.transactionId,
    });
    expect(await callOk(t, authEndpoints.currentUser, { cookie: who.cookie })).toMatchObject({
      bankVerificationStatus: 'under_review',
      isBankVerified: false,
    });
  });

  it('records the ₹299 fee: one fee_payments row, amount 299.00, under review, undecided', async () => {
    const { who, body } = await underReview();
    expect(await feePaymentsOf(t, { userId: who.id })).toMatchObject([
      {
        userId: who.id,
        transactionId: body.transactionId,
        amount: '299.00',
        status: 'under_review',
        decidedBy: null,
        decidedAt: null,
      },
    ]);
    const audit = await bankAudit(who.id, 'bank.submitted');
    expect(audit).toMatchObject([
      {
        actorType: 'customer',
        actorId: who.id,
        details: { transactionId: body.transactionId },
      },
    ]);
    expect(JSON.stringify(audit[0]!.details)).not.toContain(body.bankAccountNumber);
  });

  it('keeps no plaintext in bank_account_number: the digits are not in the column, which decrypts to them; last4 apart', async () => {
    const accountNumber = newAccountNumber();
    const { who } = await underReview({ bankAccountNumber: accountNumber });
    const [column] = await t.db
      .select({ sealed: users.bankAccountNumber, last4: users.bankAccountLast4 })
      .from(users)
      .where(eq(users.id, who.id));
    expect(column!.sealed).toBeTruthy();
    expect(column!.sealed).not.toContain(accountNumber);
    expect(column!.sealed).not.toContain(accountNumber.slice(0, 8));
    expect(Buffer.from(column!.sealed!, 'base64').toString('latin1')).not.toContain(accountNumber);
    expect(column!.sealed).not.toMatch(/^\d+$/);
    expect(appCipher(t).decryptText(column!.sealed!)).toBe(accountNumber);
    expect(column!.last4).toBe(accountNumber.slice(-4));
  });

  it('seals the same number differently for two users (fresh IV each time)', async () => {
    const accountNumber = newAccountNumber();
    const [a, b] = [
      await underReview({ bankAccountNumber: accountNumber }),
      await underReview({ bankAccountNumber: accountNumber }),
    ];
    const [ra, rb] = [await userRow(t, a.who.id), await userRow(t, b.who.id)];
    expect(ra.bankAccountNumber).not.toBe(rb.bankAccountNumber);
  });

  it('accepts a lower-case IFSC and stores it upper-cased; trims and lower-cases the UPI address; drops spaces in the account number', async () => {
    const { who } = await underReview({
      bankIFSCCode: 'hdfc0abc123',
      upiAddress: '  Asha.Verma@OKSBI ',
      bankAccountNumber: '5012 3456-7890',
      bankAccountHolderName: '  Asha Verma ',
    });
    const row = await userRow(t, who.id);
    expect(row).toMatchObject({
      bankIFSCCode: 'HDFC0ABC123',
      upiAddress: 'asha.verma@oksbi',
      bankAccountLast4: '7890',
      bankAccountHolderName: 'Asha Verma',
    });
    expect(appCipher(t).decryptText(row.bankAccountNumber!)).toBe('501234567890');
  });

  it('GET /api/profile/bank shows the details with the account masked XXXXXX + last 4, never the number', async () => {
    const { who, body } = await underReview();
    const response = await call(t, api.bankSummary, { cookie: who.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bankAccountHolderName: VALID_BANK.bankAccountHolderName,
      bankAccountMasked: `XXXXXX${body.bankAccountNumber.slice(-4)}`,
      bankIFSCCode: VALID_BANK.bankIFSCCode,
      upiAddress: VALID_BANK.upiAddress,
      transactionId: body.transactionId,
      bankVerificationStatus: 'under_review',
    });
    expect(response.body).not.toContain(body.bankAccountNumber);
    expect(response.body).not.toContain((await userRow(t, who.id)).bankAccountNumber!);
  });

  it('GET /api/profile/payment-info gives the payee UPI id, ₹299.00 and a upi://pay link for them', async () => {
    const who = await newCustomer(t);
    const info = await callOk<{
      upiPayeeId: string;
      payeeName: string;
      amount: string;
      upiLink: string;
    }>(t, api.paymentInfo, { cookie: who.cookie });
    expect(info.upiPayeeId).toBe(t.config.upiPayeeId);
    expect(info.amount).toBe('299.00');
    expect(info.payeeName).toBeTruthy();
    const link = new URL(info.upiLink);
    expect(link.protocol).toBe('upi:');
    expect(link.searchParams.get('pa')).toBe(t.config.upiPayeeId);
    expect(link.searchParams.get('pn')).toBe(info.payeeName);
    expect(link.searchParams.get('am')).toBe('299.00');
    expect(link.searchParams.get('cu')).toBe('INR');
  });
});

describe('POST /api/profile/bank: one use of a transaction number, and no resubmission while under review or verified', () => {
  it('refuses a number already used by ANOTHER user with 409 "already been used"; that user is unchanged', async () => {
    const first = await underReview();
    const firstBefore = await bankState(first.who.id);
    const second = await newCustomer(t);
    const response = await sendBank(
      second,
      bankSubmission({ transactionId: first.body.transactionId }),
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(errorBodyOf(response)).toMatchObject(TRANSACTION_USED);
    await expectNoBankDetails(second.id);
    expect(await bankState(first.who.id)).toEqual(firstBefore);
  });

  it('refuses a number reused by the same user after a failed review with 409; the user stays failed', async () => {
    const { who, body } = await decided('failed');
    const before = await bankState(who.id);
    const response = await sendBank(who, bankSubmission({ transactionId: body.transactionId }));
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response)).toMatchObject(TRANSACTION_USED);
    expect(await bankState(who.id)).toEqual(before);
    expect(before.user.bankVerificationStatus).toBe('failed');
  });

  it('refuses a number used by a user who was later approved', async () => {
    const { body } = await decided('verified');
    const other = await newCustomer(t);
    const response = await sendBank(other, bankSubmission({ transactionId: body.transactionId }));
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response)).toMatchObject(TRANSACTION_USED);
    await expectNoBankDetails(other.id);
  });

  it.each(['under_review', 'verified'] as const)(
    'refuses any submission while %s with 409, changing nothing and not using up the new number',
    async (state) => {
      const { who } = state === 'verified' ? await decided('verified') : await underReview();
      const before = await bankState(who.id);
      const fresh = newTransactionId();
      const response = await sendBank(
        who,
        bankSubmission({
          transactionId: fresh,
          bankAccountNumber: newAccountNumber(),
          upiAddress: 'someone.else@paytm',
        }),
      );
      expect(response.statusCode).toBe(409);
      expect(errorBodyOf(response)).toMatchObject({
        code: 'BANK_NOT_RESUBMITTABLE',
        message: 'Your bank details are already under review or verified.',
      });
      expect(await bankState(who.id)).toEqual(before);
      expect(await feePaymentsOf(t, { transactionId: fresh })).toEqual([]);
    },
  );

  it('two users sending the same new number at the same moment: exactly one 200, one 409, one fee row', async () => {
    const [a, b] = await Promise.all([newCustomer(t), newCustomer(t)]);
    const transactionId = newTransactionId();
    const responses = await Promise.all([
      sendBank(a, bankSubmission({ transactionId })),
      sendBank(b, bankSubmission({ transactionId })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = responses[0]!.statusCode === 409 ? a : b;
    const winner = loser === a ? b : a;
    expect(errorBodyOf(responses.find((r) => r.statusCode === 409)!)).toMatchObject(
      TRANSACTION_USED,
    );
    expect(await feePaymentsOf(t, { transactionId })).toMatchObject([{ userId: winner.id }]);
    await expectNoBankDetails(loser.id);
    expect((await userRow(t, winner.id)).bankVerificationStatus).toBe('under_review');
  });

  it('one user sending two numbers at the same moment: exactly one 200; the other number stays unused', async () => {
    const who = await newCustomer(t);
    const numbers = [newTransactionId(), newTransactionId()];
    const responses = await Promise.all(
      numbers.map((transactionId) => sendBank(who, bankSubmission({ transactionId }))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const fees = await feePaymentsOf(t, { userId: who.id });
    expect(fees).toHaveLength(1);
    expect((await userRow(t, who.id)).transactionId).toBe(fees[0]!.transactionId);
  });
});

// ---------------------------------------------------------------------------------------------

type PaymentsPage = Page<Record<string, unknown> & { userId: string }>;

const payments = (cookie: string, query: Record<string, string | number> = {}) =>
  call(t, api.listPendingPayments, { cookie, query });
const paymentsPage = (query: Record<string, string | number> = { pageSize: 200 }) =>
  callOk<PaymentsPage>(t, api.listPendingPayments, { cookie: admin, query });
const queued = async () => (await paymentsPage()).items.map((item) => item.userId);

describe('GET /api/admin/payments (the Payments tab)', () => {
  it('lists only users under review, each with masked account, IFSC, UPI, transaction number and ₹299.00', async () => {
    const reviewing = await underReview();
    const approved = await decided('verified');
    const rejected = await decided('failed');
    const untouched = await newCustomer(t);

    const response = await payments(admin, { pageSize: 200 });
    expect(response.statusCode).toBe(200);
    const body = response.json<PaymentsPage>();
    const ids = body.items.map((item) => item.userId);
    expect(ids).toContain(reviewing.who.id);
    for (const other of [approved.who.id, rejected.who.id, untouched.id, CONSOLE_ADMIN_ID])
      expect(ids).not.toContain(other);
    for (const item of body.items) {
      pendingPaymentSchema.strict().parse(item);
      expect((await userRow(t, item.userId)).bankVerificationStatus).toBe('under_review');
    }

    const entry = body.items.find((item) => item.userId === reviewing.who.id)!;
    expect(entry).toMatchObject({
      email: reviewing.who.email,
      firstName: 'Asha',
      lastName: 'Verma',
      bankAccountHolderName: VALID_BANK.bankAccountHolderName,
      bankAccountMasked: `XXXXXX${reviewing.body.bankAccountNumber.slice(-4)}`,
      bankIFSCCode: VALID_BANK.bankIFSCCode,
      upiAddress: VALID_BANK.upiAddress,
      transactionId: reviewing.body.transactionId,
      amount: '299.00',
    });
    expect(Math.abs(new Date(entry.submittedAt as string).getTime() - Date.now())).toBeLessThan(
      5 * 60_000,
    );
    // Neither the number nor its ciphertext is in the answer.
    expect(response.body).not.toContain(reviewing.body.bankAccountNumber);
    expect(response.body).not.toContain((await userRow(t, reviewing.who.id)).bankAccountNumber!);
  });

  it('total counts every user under review; pages split them without overlap', async () => {
    await underReview();
    await underReview();
    const all = await paymentsPage();
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.total).toBe(
      await rowCount(t, users, eq(users.bankVerificationStatus, 'under_review')),
    );

    const first = await paymentsPage({ page: 1, pageSize: 1 });
    const second = await paymentsPage({ page: 2, pageSize: 1 });
    expect([first.page, first.pageSize, first.total]).toEqual([1, 1, all.total]);
    expect([second.page, second.pageSize]).toEqual([2, 1]);
    expect(first.items).toHaveLength(1);
    expect(second.items).toHaveLength(1);
    expect(first.items[0]!.userId).not.toBe(second.items[0]!.userId);
    const beyond = await paymentsPage({ page: all.total + 1, pageSize: 1 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(all.total);
  });

  it('defaults to page 1 of 50, and refuses a bad page or page size with 400', async () => {
    const body = await paymentsPage({});
    expect([body.page, body.pageSize]).toEqual([1, 50]);
    const refused: Array<Record<string, string | number>> = [
      { pageSize: 0 },
      { pageSize: 201 },
      { page: 0 },
      { page: 'abc' },
    ];
    for (const query of refused) {
      const response = await payments(admin, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorBodyOf(response).code).toBe('INVALID_INPUT');
    }
  });

  it('a user leaves the queue once decided, and is back after resubmitting', async () => {
    const { who } = await underReview();
    expect(await queued()).toContain(who.id);
    expect((await decide(admin, who.id, { status: 'failed' })).statusCode).toBe(200);
    expect(await queued()).not.toContain(who.id);
    const again = await submitBank(t, who);
    const entry = (await paymentsPage()).items.find((i) => i.userId === who.id);
    expect(entry).toMatchObject({ transactionId: again.transactionId, amount: '299.00' });
  });

  it('is open to a customer flagged isAdmin', async () => {
    expect((await payments(flagged.cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/verify-bank/:userId', () => {
  it('approves: isBankVerified true, bankVerifiedAt set, status verified; the fee row verified by the acting admin; audited', async () => {
    const { who, body } = await underReview();
    const started = Date.now();
    const response = await decide(admin, who.id, { status: 'verified' });
    const answered = Date.now();
    expect(response.statusCode, response.body).toBe(200);
    const user = adminUserSchema.strict().parse(response.json());
    expect(user).toMatchObject({
      id: who.id,
      isBankVerified: true,
      bankVerificationStatus: 'verified',
    });
    // Set while the request ran, however long it took.
    const verifiedAt = new Date(user.bankVerifiedAt!).getTime();
    expect(verifiedAt).toBeGreaterThanOrEqual(started);
    expect(verifiedAt).toBeLessThanOrEqual(answered);
    expect(response.body).not.toContain(body.bankAccountNumber);

    expect(await userRow(t, who.id)).toMatchObject({
      isBankVerified: true,
      bankVerificationStatus: 'verified',
    });
    const [fee] = await feePaymentsOf(t, { userId: who.id });
    expect(fee).toMatchObject({
      status: 'verified',
      decidedBy: CONSOLE_ADMIN_ID,
      transactionId: body.transactionId,
    });
    expect(fee!.decidedAt).toBeInstanceOf(Date);
    expect(await bankAudit(who.id, 'bank.verified')).toMatchObject([
      {
        actorType: 'admin',
        actorId: CONSOLE_ADMIN_ID,
        details: { transactionId: body.transactionId },
      },
    ]);
    expect(await callOk(t, authEndpoints.currentUser, { cookie: who.cookie })).toMatchObject({
      isBankVerified: true,
      bankVerificationStatus: 'verified',
      bankVerifiedAt: user.bankVerifiedAt,
    });
  });

  it('rejects: status failed, not bank-verified; the fee row failed; audited; the user may resubmit with a NEW number', async () => {
    const { who, body } = await underReview();
    const response = await decide(admin, who.id, { status: 'failed' });
    expect(response.statusCode, response.body).toBe(200);
    const rejected = {
      isBankVerified: false,
      bankVerificationStatus: 'failed',
      bankVerifiedAt: null,
    };
    expect(response.json()).toMatchObject(rejected);
    expect(await userRow(t, who.id)).toMatchObject(rejected);
    expect(await feePaymentsOf(t, { userId: who.id })).toMatchObject([
      { status: 'failed', decidedBy: CONSOLE_ADMIN_ID },
    ]);
    expect(await bankAudit(who.id, 'bank.rejected')).toMatchObject([
      {
        actorType: 'admin',
        actorId: CONSOLE_ADMIN_ID,
        details: { transactionId: body.transactionId },
      },
    ]);

    const again = await submitBank(t, who, { bankAccountNumber: newAccountNumber() });
    expect(await userRow(t, who.id)).toMatchObject({
      bankVerificationStatus: 'under_review',
      transactionId: again.transactionId,
    });
    const fees = await feePaymentsOf(t, { userId: who.id });
    expect(fees.map((f) => [f.transactionId, f.status])).toEqual([
      [body.transactionId, 'failed'],
      [again.transactionId, 'under_review'],
    ]);

    // The second review is decided on the second fee row only.
    expect((await decide(admin, who.id, { status: 'verified' })).statusCode).toBe(200);
    expect((await feePaymentsOf(t, { userId: who.id })).map((f) => f.status)).toEqual([
      'failed',
      'verified',
    ]);
  });

  it('names a customer flagged isAdmin as the decider', async () => {
    const { who } = await underReview();
    expect((await decide(flagged.cookie, who.id, { status: 'verified' })).statusCode).toBe(200);
    expect((await feePaymentsOf(t, { userId: who.id }))[0]).toMatchObject({
      decidedBy: flagged.id,
    });
    expect(await bankAudit(who.id, 'bank.verified')).toMatchObject([{ actorId: flagged.id }]);
  });

  it.each([
    ['pending (never submitted)', async () => (await newCustomer(t)).id],
    ['verified', async () => (await decided('verified')).who.id],
    ['failed', async () => (await decided('failed')).who.id],
    ['the console admin', async () => CONSOLE_ADMIN_ID],
  ])('refuses a user who is %s with 409 and changes nothing', async (_state, make) => {
    const id = await make();
    const before = await bankState(id);
    for (const status of ['verified', 'failed']) {
      const response = await decide(admin, id, { status });
      expect(response.statusCode).toBe(409);
      expect(errorBodyOf(response)).toMatchObject({
        code: 'BANK_NOT_UNDER_REVIEW',
        message: 'This user has no bank details under review.',
      });
    }
    expect(await bankState(id)).toEqual(before);
  });

  describe('a status other than verified or failed', () => {
    let submitted: Submitted;

    beforeAll(async () => {
      submitted = await underReview();
    });

    it.each([
      ['under_review', { status: 'under_review' }],
      ['approved', { status: 'approved' }],
      ['VERIFIED', { status: 'VERIFIED' }],
      ['an empty string', { status: '' }],
      ['nothing', {}],
      ['a boolean', { status: true }],
    ])(
      'refuses a status of %s with 400 "Status must be verified or failed", changing nothing',
      async (_what, payload) => {
        const before = await bankState(submitted.who.id);
        const response = await decide(admin, submitted.who.id, payload);
        expect(response.statusCode).toBe(400);
        expect(errorBodyOf(response)).toMatchObject({
          code: 'INVALID_INPUT',
          message: 'Status must be verified or failed',
          params: { field: 'status' },
        });
        expect(await bankState(submitted.who.id)).toEqual(before);
      },
    );
  });

  it('answers 404 "User not found" for an unknown user', async () => {
    const response = await decide(admin, 'NOSUCHUSER9', { status: 'verified' });
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'USER_NOT_FOUND',
      message: 'User not found',
    });
    expect(await bankAudit('NOSUCHUSER9')).toEqual([]);
  });

  it('approve and reject sent at the same moment: exactly one wins, the other is 409', async () => {
    const { who } = await underReview();
    const responses = await Promise.all([
      decide(admin, who.id, { status: 'verified' }),
      decide(admin, who.id, { status: 'failed' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses
      .find((r) => r.statusCode === 200)!
      .json<{ bankVerificationStatus: string }>();
    expect((await userRow(t, who.id)).bankVerificationStatus).toBe(winner.bankVerificationStatus);
    const decisions = (await bankAudit(who.id)).filter((row) =>
      ['bank.verified', 'bank.rejected'].includes(row.action),
    );
    expect(decisions).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------

describe('the admin Users list and the audited reveal', () => {
  const reveal = (cookie: string, id: string) =>
    call(t, api.revealBankAccount, { params: { id }, cookie });
  const reveals = (id: string) => bankAudit(id, 'bank.account_revealed');

  it('shows bankAccountMasked and never the account number or its ciphertext', async () => {
    const { who, body } = await underReview();
    const sealed = (await userRow(t, who.id)).bankAccountNumber!;
    const { raw, user } = await listedUser(t, admin, who.id);
    adminUserSchema.strict().parse(user);
    expect(user).toMatchObject({
      bankAccountMasked: `XXXXXX${body.bankAccountNumber.slice(-4)}`,
      bankVerificationStatus: 'under_review',
      isBankVerified: false,
      transactionId: body.transactionId,
    });
    expect(Object.keys(user)).not.toContain('bankAccountNumber');
    expect(Object.keys(user)).not.toContain('bankAccountLast4');
    expect(raw).not.toContain(body.bankAccountNumber);
    expect(raw).not.toContain(sealed);
    expect(raw).not.toContain(sealed.slice(0, 24));
  });

  it('shows null bank details for a user who never submitted', async () => {
    const who = await newCustomer(t);
    const { user } = await listedUser(t, admin, who.id);
    expect(user).toMatchObject({
      bankAccountMasked: null,
      bankVerificationStatus: 'pending',
      isBankVerified: false,
    });
  });

  it('reveal gives the admin the full number with no-store and writes "bank.account_revealed" naming the admin', async () => {
    const { who, body } = await underReview();
    const response = await reveal(admin, who.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ bankAccountNumber: body.bankAccountNumber });
    expect(response.headers['cache-control']).toBe('no-store');
    const audit = await reveals(who.id);
    expect(audit).toMatchObject([{ actorType: 'admin', actorId: CONSOLE_ADMIN_ID }]);
    expect(JSON.stringify(audit[0]!.details)).not.toContain(body.bankAccountNumber);

    expect((await reveal(admin, who.id)).statusCode).toBe(200);
    expect(await reveals(who.id)).toHaveLength(2);
  });

  it('reveal by a customer flagged isAdmin names that customer', async () => {
    const { who } = await underReview();
    expect((await reveal(flagged.cookie, who.id)).statusCode).toBe(200);
    expect(await reveals(who.id)).toMatchObject([{ actorId: flagged.id }]);
  });

  it('reveal answers 404 for a user without bank details and for an unknown user, auditing nothing', async () => {
    const who = await newCustomer(t);
    for (const id of [who.id, 'NOSUCHUSER8']) {
      const response = await reveal(admin, id);
      expect(response.statusCode).toBe(404);
      expect(errorBodyOf(response)).toMatchObject({
        code: 'NO_BANK_ACCOUNT',
        message: 'No bank account on file',
      });
      expect(await reveals(id)).toEqual([]);
    }
  });
});
