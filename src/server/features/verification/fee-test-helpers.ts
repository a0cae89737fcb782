// What the fee's gateway tests share (fee-gateway.test.ts, fee-reconcile.test.ts): the checkout's
// result as the browser sends it, and "verified exactly once" (the webhook: test-support).
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { verificationEndpoints as api } from '@/contract/verification';
import { notifications } from '@/server/db/schema';
import type { Customer } from '@/server/test-support/factories';
import { call, type AppLike } from '@/server/test-support/http';
import { appCipher, auditRows, feePaymentsOf, rowCount, userRow } from '@/server/test-support/rows';
import type { StandInPayment } from '@/server/test-support/stand-ins/razorpay-process';
import type { TestApp } from '@/server/test-support/test-app';

/** The browser posts the checkout's signed result. */
export const confirmCheckout = (
  app: AppLike,
  who: Customer,
  checkout: StandInPayment['checkout'],
) => call(app, api.confirmFeePayment, { cookie: who.cookie, body: checkout });

/** The seller's bank.verified notifications. */
export function bankVerifiedNotices(t: TestApp, userId: string): Promise<number> {
  return rowCount(
    t,
    notifications,
    and(eq(notifications.userId, userId), eq(notifications.type, 'bank.verified')),
  );
}

/**
 * Verified exactly once by the gateway's payment: the bank details it was ordered with (the
 * account number sealed), one notification, one audit line by the system, one fee payment.
 */
export async function expectVerifiedOnce(
  t: TestApp,
  who: Customer,
  paymentId: string,
  bank: {
    bankAccountHolderName: string;
    bankAccountNumber: string;
    bankIFSCCode: string;
    upiAddress: string;
  },
) {
  const row = await userRow(t, who.id);
  expect(row).toMatchObject({
    isBankVerified: true,
    bankVerificationStatus: 'verified',
    transactionId: paymentId,
    bankAccountHolderName: bank.bankAccountHolderName,
    bankIFSCCode: bank.bankIFSCCode,
    upiAddress: bank.upiAddress,
    bankAccountLast4: bank.bankAccountNumber.slice(-4),
  });
  expect(row.bankVerifiedAt).not.toBeNull();
  expect(row.bankAccountNumber).not.toContain(bank.bankAccountNumber);
  expect(appCipher(t).decryptText(row.bankAccountNumber!)).toBe(bank.bankAccountNumber);
  expect(await bankVerifiedNotices(t, who.id)).toBe(1);
  const audits = await auditRows(t, {
    action: 'bank.verified',
    targetType: 'user',
    targetId: who.id,
  });
  expect(audits).toMatchObject([{ actorType: 'system', actorId: null }]);
  expect(await feePaymentsOf(t, { userId: who.id })).toMatchObject([
    { transactionId: paymentId, amount: '299.00', status: 'verified' },
  ]);
}
