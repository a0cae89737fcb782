// The agent programme's kinds and states, free of zod so screens can name them without the
// schemas in agents.schema.ts (decision 0029). The ledger (SPEC §3, DESIGN §8): stored as add / subtract,
// shown as Add / Reduce, and the API accepts reduce as a synonym of subtract.

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

/**
 * What a ledger entry is (issue 28): the server writes the kind and its parameters, and each screen
 * words it in the reader's language. The description column keeps the English (CSV export, data
 * export); for an adjustment it is the admin's own note, shown as written.
 */
export const LEDGER_ENTRY_KINDS = [
  'welcome_bonus',
  'referral_bonus',
  'payslip_paid',
  'payout_returned',
  'adjustment',
  'balance_payout_returned',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** A ledger entry's kind with the parameters its text needs. */
export type LedgerEntry =
  | { kind: 'welcome_bonus' }
  | { kind: 'referral_bonus'; referredUserId: string }
  | { kind: 'payslip_paid'; payslip: { id: number; month: number; year: number } }
  // A payslip's payout through the gateway that failed or came back from the bank (issue 22): its
  // amount is back in the balance.
  | { kind: 'payout_returned'; payslip: { id: number; month: number; year: number } }
  | { kind: 'adjustment'; description: string | null }
  /** A Reduce paid through the gateway (issue 22) that failed or came back. */
  | { kind: 'balance_payout_returned' };

/** A payslip's month as the ledger names it: 01/2026. */
export function payslipPeriod(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

/** The English of an entry: what the server stores as its description. */
export function ledgerEntryEnglish(entry: LedgerEntry): string | null {
  switch (entry.kind) {
    case 'welcome_bonus':
      return 'Welcome bonus';
    case 'referral_bonus':
      return `Referral bonus: verified signup ${entry.referredUserId}`;
    case 'payslip_paid':
      return `Payslip ${payslipPeriod(entry.payslip.month, entry.payslip.year)} paid`;
    case 'payout_returned':
      return `Payslip ${payslipPeriod(entry.payslip.month, entry.payslip.year)}: payout returned`;
    case 'adjustment':
      return entry.description;
    case 'balance_payout_returned':
      return 'Balance payout returned';
  }
}

export const PAYSLIP_STATUSES = ['pending', 'paid'] as const;
export type PayslipStatus = (typeof PAYSLIP_STATUSES)[number];

/**
 * Locked details an agent can ask staff to change (issue 15): the bank details or the Aadhaar
 * images. A request is open until staff approve or decline it; an approved one unlocks once.
 */
export const AGENT_CHANGE_KINDS = ['bank', 'aadhar'] as const;
export type AgentChangeKind = (typeof AGENT_CHANGE_KINDS)[number];

export const AGENT_CHANGE_STATUSES = ['open', 'approved', 'declined'] as const;
export type AgentChangeStatus = (typeof AGENT_CHANGE_STATUSES)[number];

export const AGENT_CHANGE_DECISIONS = ['approve', 'decline'] as const;
export type AgentChangeDecision = (typeof AGENT_CHANGE_DECISIONS)[number];

/** The longest reason an agent can give for a change. */
export const CHANGE_REASON_MAX = 500;
