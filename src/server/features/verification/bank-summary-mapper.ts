// What a customer sees of the bank details they submitted: the account number only masked.
import { maskAccountNumber } from '@/domain/admin-user.schema';
import type { BankSummary } from '@/domain/verification.schema';
import type { UserRow } from '@/server/db/schema';

export function toBankSummary(user: UserRow): BankSummary {
  return {
    bankAccountHolderName: user.bankAccountHolderName,
    bankAccountMasked: maskAccountNumber(user.bankAccountLast4),
    bankIFSCCode: user.bankIFSCCode,
    upiAddress: user.upiAddress,
    transactionId: user.transactionId,
    bankVerificationStatus: user.bankVerificationStatus,
  };
}
