// The admin lists' search, filters and sort as plain rules, free of zod (decision 0029): the
// query schemas of admin-lists.schema.ts are built from these rules, and the console checks the
// address with the same rules on first render without carrying zod.
import { BANK_STATUSES } from './bank-verification';
import { isCalendarDay } from './calendar-day';
import { ITEM_CATEGORIES } from './item-catalog';
import { ITEM_STATUSES } from './item-status';
import { SHIPMENT_STATUSES } from './shipment-status';

export const LIST_SEARCH_MAX = 100;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Control characters (NUL included) have no place in a search and PostgreSQL refuses NUL. */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cs}]/u;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** A staff member's id (users.id) as the Audit tab's `admin` filter takes it. */
export const STAFF_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export const ITEM_SORTS = ['created', 'brand', 'offer'] as const;
export const SHIPMENT_SORTS = ['created', 'status', 'pincode'] as const;
export const PAYMENT_SORTS = ['submitted', 'email'] as const;
export const USER_SORTS = ['created', 'email', 'name'] as const;
export const AGENT_SORTS = ['created', 'name', 'email'] as const;
/** `to_check`: verified on images alone, waiting for staff to confirm (issue 23). */
export const IDENTITY_FILTERS = ['verified', 'unverified', 'to_check'] as const;
export const ACTIVE_FILTERS = ['true', 'false'] as const;
/**
 * Which accounts the Users and Agents lists hold: without the filter the current ones; `erased`
 * the rows kept of erased accounts as the pseudonym of their money records (decision 0022), so a
 * list, its count and the console's totals count the same people.
 */
export const ACCOUNT_FILTERS = ['erased'] as const;

/** The list query's names other than the page: what the console keeps in the address. */
export const LIST_FILTER_NAMES = [
  'q',
  'from',
  'to',
  'sort',
  'dir',
  'status',
  'category',
  'identity',
  'bank',
  'active',
  'account',
  'admin',
  'action',
  'targetType',
] as const;
export type ListFilterName = (typeof LIST_FILTER_NAMES)[number];
export type ListFilters = Partial<Record<ListFilterName, string>>;

/**
 * What one filter takes: a search text (at most 100 characters, no control characters; trimmed by
 * the schema), a day in India (`from` and `to`), a staff id, or one of a list of values.
 */
export type FilterRule = 'search' | 'day' | 'staffId' | readonly [string, ...string[]];
/** One list's filters and their rules; every list has `from` and `to`. */
export type ListFilterRules = { readonly [N in ListFilterName]?: FilterRule } & {
  readonly from: 'day';
  readonly to: 'day';
};

const COMMON = { q: 'search', from: 'day', to: 'day', dir: SORT_DIRECTIONS } as const;

/** Pending items: search item id, seller id, email, name and brand; category, dates. */
export const PENDING_ITEM_FILTERS = {
  ...COMMON,
  category: ITEM_CATEGORIES,
  sort: ITEM_SORTS,
} as const satisfies ListFilterRules;
/** All items: as pending, and the status. */
export const ALL_ITEM_FILTERS = {
  ...PENDING_ITEM_FILTERS,
  status: ITEM_STATUSES,
} as const satisfies ListFilterRules;
/** Shipments: search shipment id, seller id, email, name, pincode, tracking number and UTR. */
export const SHIPMENT_FILTERS = {
  ...COMMON,
  status: SHIPMENT_STATUSES,
  sort: SHIPMENT_SORTS,
} as const satisfies ListFilterRules;
/** Payments under review: search user id, email, name and the fee's UTR. */
export const PAYMENT_FILTERS = {
  ...COMMON,
  sort: PAYMENT_SORTS,
} as const satisfies ListFilterRules;
/** Users: search user id, email, name and mobile; identity and bank verification state; erased. */
export const USER_FILTERS = {
  ...COMMON,
  identity: IDENTITY_FILTERS,
  bank: BANK_STATUSES,
  account: ACCOUNT_FILTERS,
  sort: USER_SORTS,
} as const satisfies ListFilterRules;
/** Agents: search agent id, code, email, name, mobile and pincode; active or not; erased. */
export const AGENT_FILTERS = {
  ...COMMON,
  active: ACTIVE_FILTERS,
  account: ACCOUNT_FILTERS,
  sort: AGENT_SORTS,
} as const satisfies ListFilterRules;

/** Whether one filter's value keeps to its rule: what the list's query schema takes for it. */
export function keepsToRule(rule: FilterRule, value: string): boolean {
  switch (rule) {
    case 'search':
      return value.length <= LIST_SEARCH_MAX && !hasControlCharacters(value);
    case 'day':
      return isCalendarDay(value);
    case 'staffId':
      return STAFF_ID_PATTERN.test(value);
    default:
      return rule.includes(value);
  }
}

/**
 * The filters the list takes, each checked on its own; a value the server would refuse (a link
 * typed by hand) or a name the list does not have is left out, so the list shows rather than
 * failing on every poll.
 */
export function acceptedFilters(rules: ListFilterRules, values: ListFilters): ListFilters {
  const kept: ListFilters = {};
  for (const [name, value] of Object.entries(values) as [ListFilterName, string][]) {
    const rule = rules[name];
    if (rule && keepsToRule(rule, value)) kept[name] = value;
  }
  return kept;
}
