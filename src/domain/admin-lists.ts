// The admin lists' query (issue 14 "Lists"): the page, plus a search text, filters and a sort,
// one schema per list built from the same parts, shared by the server (validation, 400 on a bad
// value) and the console (the address holds the same names, so a link is a query).
import { z } from 'zod';
import { BANK_STATUSES } from './bank-verification';
import { ITEM_STATUSES } from './item-status';
import { ITEM_CATEGORIES } from './items';
import { pageQuerySchema } from './pagination';
import { REQUEST_MESSAGES } from './rule-messages';
import { SHIPMENT_STATUSES } from './shipment-status';

export const LIST_SEARCH_MAX = 100;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Control characters (NUL included) have no place in a search and PostgreSQL refuses NUL. */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cs}]/u;

/** Trimmed; an empty search is no search. */
export const searchText = z
  .string()
  .max(LIST_SEARCH_MAX, REQUEST_MESSAGES.listSearch)
  .refine((value) => !CONTROL_CHARACTERS.test(value), REQUEST_MESSAGES.listSearch)
  .transform((value) => value.trim() || undefined)
  .optional();

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A day in India (IST): `from` counts from its start, `to` up to its end (both inclusive). */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REQUEST_MESSAGES.listDate)
  .refine(isCalendarDate, REQUEST_MESSAGES.listDate)
  .optional();

export function choice<T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: REQUEST_MESSAGES.listChoice }).optional();
}

/** `from` after `to` is a mistake to point out (400), not an empty list to show. */
export function inDayOrder<T extends z.ZodObject<{ from: typeof day; to: typeof day }>>(
  schema: T,
): T {
  return schema.refine(({ from, to }) => !from || !to || from <= to, {
    message: REQUEST_MESSAGES.listDateOrder,
    path: ['to'],
  });
}

const common = {
  q: searchText,
  from: day,
  to: day,
  dir: choice(SORT_DIRECTIONS),
};

export const ITEM_SORTS = ['created', 'brand', 'offer'] as const;
export const SHIPMENT_SORTS = ['created', 'status', 'pincode'] as const;
export const PAYMENT_SORTS = ['submitted', 'email'] as const;
export const USER_SORTS = ['created', 'email', 'name'] as const;
export const AGENT_SORTS = ['created', 'name', 'email'] as const;
export const IDENTITY_FILTERS = ['verified', 'unverified'] as const;
export const ACTIVE_FILTERS = ['true', 'false'] as const;

/** Pending items: search item id, seller id, email, name and brand; category, dates. */
const itemsQueryShape = pageQuerySchema.extend({
  ...common,
  category: choice(ITEM_CATEGORIES),
  sort: choice(ITEM_SORTS),
});
export const pendingItemsQuerySchema = inDayOrder(itemsQueryShape);
/** All items: as pending, and the status. */
export const allItemsQuerySchema = inDayOrder(
  itemsQueryShape.extend({ status: choice(ITEM_STATUSES) }),
);
/** Shipments: search shipment id, seller id, email, name, pincode, tracking number and UTR. */
export const shipmentsQuerySchema = inDayOrder(
  pageQuerySchema.extend({
    ...common,
    status: choice(SHIPMENT_STATUSES),
    sort: choice(SHIPMENT_SORTS),
  }),
);
/** Payments under review: search user id, email, name and the fee's UTR. */
export const paymentsQuerySchema = inDayOrder(
  pageQuerySchema.extend({
    ...common,
    sort: choice(PAYMENT_SORTS),
  }),
);
/** Users: search user id, email, name and mobile; identity and bank verification state. */
export const usersQuerySchema = inDayOrder(
  pageQuerySchema.extend({
    ...common,
    identity: choice(IDENTITY_FILTERS),
    bank: choice(BANK_STATUSES),
    sort: choice(USER_SORTS),
  }),
);
/** Agents: search agent id, code, email, name, mobile and pincode; active or not. */
export const agentsQuerySchema = inDayOrder(
  pageQuerySchema.extend({
    ...common,
    active: choice(ACTIVE_FILTERS),
    sort: choice(AGENT_SORTS),
  }),
);

export type AllItemsQuery = z.output<typeof allItemsQuerySchema>;
export type ShipmentsQuery = z.output<typeof shipmentsQuerySchema>;
export type PaymentsQuery = z.output<typeof paymentsQuerySchema>;
export type UsersQuery = z.output<typeof usersQuerySchema>;
export type AgentsQuery = z.output<typeof agentsQuerySchema>;

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
  'admin',
  'action',
  'targetType',
] as const;
export type ListFilterName = (typeof LIST_FILTER_NAMES)[number];
export type ListFilters = Partial<Record<ListFilterName, string>>;

/** Counts on the console's tabs (GET /api/admin/counts), unfiltered. */
export const adminCountsSchema = z.object({
  pendingItems: z.number().int(),
  allItems: z.number().int(),
  shipments: z.number().int(),
  payments: z.number().int(),
  users: z.number().int(),
  agents: z.number().int(),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;
