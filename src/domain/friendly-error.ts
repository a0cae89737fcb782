// The error catalogue of SPEC §8: raw error messages (the API client's '{status}: {body}') are
// matched in table order and shown as friendly text.
import { ruleText, type RuleId } from './rule-messages';

export const FRIENDLY = {
  userExists:
    'An account with this email address already exists. Please use a different email or sign in instead.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  userNotFound: 'No account found with this email address. Please sign up first.',
  validation: 'Please check your information and try again.',
  unauthorized: 'Session expired. Please log in again.',
  network: 'Network error. Please check your connection and try again.',
  duplicate: 'This information is already registered. Please use different details.',
  noMessage: 'Something went wrong. Please try again.',
  fallback: 'Operation failed. Please try again.',
} as const;

/** A matching row of the SPEC §8 table, named by its key in FRIENDLY. */
export type FriendlyRow = Exclude<keyof typeof FRIENDLY, 'noMessage' | 'fallback'>;

interface CatalogueRow {
  readonly row: FriendlyRow;
  readonly matches: readonly string[];
  readonly shown: string;
}

/**
 * Table order matters: 'User already exists' wins over 'duplicate', and the credentials row is
 * read as "Invalid credentials" or "Invalid password" (a bare 'password' would swallow the
 * validation message 'Password must be at least 8 characters'; docs/decisions/0003).
 */
export const ERROR_CATALOGUE: readonly CatalogueRow[] = [
  { matches: ['user already exists'], shown: FRIENDLY.userExists, row: 'userExists' },
  {
    matches: ['invalid credentials', 'invalid password'],
    shown: FRIENDLY.invalidCredentials,
    row: 'invalidCredentials',
  },
  { matches: ['user not found'], shown: FRIENDLY.userNotFound, row: 'userNotFound' },
  { matches: ['validation', 'required'], shown: FRIENDLY.validation, row: 'validation' },
  { matches: ['unauthorized'], shown: FRIENDLY.unauthorized, row: 'unauthorized' },
  { matches: ['network'], shown: FRIENDLY.network, row: 'network' },
  { matches: ['duplicate', 'unique'], shown: FRIENDLY.duplicate, row: 'duplicate' },
];

/**
 * The SPEC §8 row a text of ours falls under, or null. The browser does not read the server's
 * prose: each error code names its row in the catalogue (src/contract/error-codes.ts) and a test
 * holds that naming to this rule; rule texts of the shared schemas are matched once, here.
 */
export function friendlyRowOf(text: string): FriendlyRow | null {
  const lower = text.toLowerCase();
  return (
    ERROR_CATALOGUE.find((row) => row.matches.some((needle) => lower.includes(needle)))?.row ?? null
  );
}

const RULE_ROWS = new Map<RuleId, FriendlyRow | null>();

/** The SPEC §8 row of a rule message (a form rule the server refused with INVALID_INPUT). */
export function friendlyRowOfRule(rule: RuleId): FriendlyRow | null {
  if (!RULE_ROWS.has(rule)) RULE_ROWS.set(rule, friendlyRowOf(ruleText(rule)));
  return RULE_ROWS.get(rule) ?? null;
}

/** The message a person should read for an error thrown by the API client (or anything else). */
export function friendlyErrorMessage(error: unknown): string {
  const raw = rawMessageOf(error);
  if (raw === null) return FRIENDLY.fallback;
  if (raw.trim() === '') return FRIENDLY.noMessage;
  const lower = raw.toLowerCase();
  for (const row of ERROR_CATALOGUE) {
    if (row.matches.some((needle) => lower.includes(needle))) return row.shown;
  }
  return serverMessageOf(raw) || FRIENDLY.noMessage;
}

/**
 * The text behind '{status}: {body}' with the status prefix and an 'Error:' prefix removed; a JSON
 * body's `message` is unwrapped because the server's error shape is { "message": "..." }.
 */
export function serverMessageOf(raw: string): string {
  let text = raw.trim().replace(/^\d{3}:\s*/, '');
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const message = (parsed as { message: unknown }).message;
        if (typeof message === 'string') text = message;
      }
    } catch {
      // Not JSON after all: show it as it came.
    }
  }
  return text.replace(/^Error:\s*/i, '').trim();
}

/** HTTP status at the front of an API client error, if any ('401: ...' -> 401). */
export function statusOf(error: unknown): number | null {
  const raw = rawMessageOf(error);
  const match = raw ? /^(\d{3}):/.exec(raw.trim()) : null;
  return match ? Number(match[1]) : null;
}

function rawMessageOf(error: unknown): string | null {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    return typeof message === 'string' ? message : null;
  }
  return null;
}
