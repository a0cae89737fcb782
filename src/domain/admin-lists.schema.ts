// The admin lists' query (issue 14 "Lists"): the page, plus a search text, filters and a sort,
// one schema per list built from the same parts, shared by the server (validation, 400 on a bad
// value) and the console (the address holds the same names, so a link is a query).
import { z } from 'zod';
import {
  AGENT_FILTERS,
  ALL_ITEM_FILTERS,
  LIST_SEARCH_MAX,
  PAYMENT_FILTERS,
  PENDING_ITEM_FILTERS,
  SHIPMENT_FILTERS,
  STAFF_ID_PATTERN,
  USER_FILTERS,
  hasControlCharacters,
  type FilterRule,
  type ListFilterRules,
} from './admin-list-filters';
import { isCalendarDay } from './calendar-day';
import { pageQuerySchema } from './pagination.schema';
import { REQUEST_MESSAGES } from './rule-messages';

/** Trimmed; an empty search is no search. */
export const searchText = z
  .string()
  .max(LIST_SEARCH_MAX, REQUEST_MESSAGES.listSearch)
  .refine((value) => !hasControlCharacters(value), REQUEST_MESSAGES.listSearch)
  .transform((value) => value.trim() || undefined)
  .optional();

/**
 * A day in India (IST): `from` counts from its start, `to` up to its end (both inclusive); a real
 * day PostgreSQL has (calendar-day.ts).
 */
export const day = z.string().refine(isCalendarDay, REQUEST_MESSAGES.listDate).optional();

/** The acting admin of an audit entry (a users.id). */
export const staffId = z.string().regex(STAFF_ID_PATTERN, REQUEST_MESSAGES.listChoice).optional();

export function choice<T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: REQUEST_MESSAGES.listChoice }).optional();
}

type FieldOf<R> = R extends 'search'
  ? typeof searchText
  : R extends 'day'
    ? typeof day
    : R extends 'staffId'
      ? typeof staffId
      : R extends readonly [string, ...string[]]
        ? ReturnType<typeof choice<R>>
        : never;

function fieldOf(rule: FilterRule) {
  if (rule === 'search') return searchText;
  if (rule === 'day') return day;
  if (rule === 'staffId') return staffId;
  return choice(rule);
}

/**
 * A list's query schema: the page and the list's filters, each from its rule
 * (admin-list-filters.ts, which the console checks the address with), and `from` not after `to`:
 * that is a mistake to point out (400), not an empty list to show.
 */
export function listQuerySchema<R extends ListFilterRules>(rules: R) {
  const shape = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, fieldOf(rule)]),
  ) as { -readonly [N in keyof R]: FieldOf<R[N]> };
  return pageQuerySchema.extend(shape).refine(
    (query) => {
      const { from, to } = query as { from?: string; to?: string };
      return !from || !to || from <= to;
    },
    { message: REQUEST_MESSAGES.listDateOrder, path: ['to'] },
  );
}

export const pendingItemsQuerySchema = listQuerySchema(PENDING_ITEM_FILTERS);
export const allItemsQuerySchema = listQuerySchema(ALL_ITEM_FILTERS);
export const shipmentsQuerySchema = listQuerySchema(SHIPMENT_FILTERS);
export const paymentsQuerySchema = listQuerySchema(PAYMENT_FILTERS);
export const usersQuerySchema = listQuerySchema(USER_FILTERS);
export const agentsQuerySchema = listQuerySchema(AGENT_FILTERS);

export type AllItemsQuery = z.output<typeof allItemsQuerySchema>;
export type ShipmentsQuery = z.output<typeof shipmentsQuerySchema>;
export type PaymentsQuery = z.output<typeof paymentsQuerySchema>;
export type UsersQuery = z.output<typeof usersQuerySchema>;
export type AgentsQuery = z.output<typeof agentsQuerySchema>;

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
