// The agent programme's kinds and states, free of zod so screens can name them without the
// schemas in agents.ts (decision 0029). The ledger (SPEC §3, DESIGN §8): stored as add / subtract,
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
