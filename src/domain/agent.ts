// Agent ledger vocabulary (SPEC §3, DESIGN §8): stored as add / subtract, shown as Add / Reduce,
// and the API accepts reduce as a synonym of subtract.

export const BALANCE_TRANSACTION_TYPES = ['add', 'subtract'] as const;
export type BalanceTransactionType = (typeof BALANCE_TRANSACTION_TYPES)[number];

export function parseBalanceTransactionType(value: string): BalanceTransactionType | null {
  const lower = value.trim().toLowerCase();
  if (lower === 'add') return 'add';
  if (lower === 'subtract' || lower === 'reduce') return 'subtract';
  return null;
}

/** The word the screens use for a stored or typed type: add, or reduce for subtract. */
export type BalanceTransactionWord = 'add' | 'reduce';

export function balanceTransactionWord(type: string): BalanceTransactionWord {
  return type === 'add' ? 'add' : 'reduce';
}

export function balanceTransactionLabel(type: string): string {
  return balanceTransactionWord(type) === 'add' ? 'Add' : 'Reduce';
}

export const PAYSLIP_STATUSES = ['pending', 'paid'] as const;
export type PayslipStatus = (typeof PAYSLIP_STATUSES)[number];
