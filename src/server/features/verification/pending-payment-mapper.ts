// One payment as the Payments tab shows it: who paid, the bank details with the account masked,
// and the transaction number with the ₹299.00 to find on the bank statement.
import { maskAccountNumber } from '@/domain/admin-user.schema';
import { SERVICE_FEE_AMOUNT } from '@/domain/verification-inputs';
import { type PendingPayment } from '@/domain/verification.schema';
import type { PaymentUnderReview } from './payments-under-review';

export function toPendingPayment({ user, submittedAt }: PaymentUnderReview): PendingPayment {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobileNumber: user.mobileNumber,
    bankAccountHolderName: user.bankAccountHolderName,
    bankAccountMasked: maskAccountNumber(user.bankAccountLast4),
    bankIFSCCode: user.bankIFSCCode,
    upiAddress: user.upiAddress,
    transactionId: user.transactionId,
    amount: SERVICE_FEE_AMOUNT,
    submittedAt: submittedAt?.toISOString() ?? null,
  };
}
