// The pieces every admin list's search, date range and sort are built from (issue 14, decision
// 0023): text search is "starts with" on lower(column) through text_pattern_ops btree indexes (or
// exact on ids), so a search stays an index lookup at any table size on PGlite and PostgreSQL
// alike, without an extension.
import crypto from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { SortDirection } from '@/domain/admin-list-filters';
import { USER_ID_LENGTH } from './ids';

/** The LIKE pattern for "starts with `text`", lower-cased, its wildcards taken literally. */
export function startsWith(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The number a search may be (an item, shipment or agent id), else null. A leading '#' is taken
 * as the screens write the number ("Item #8").
 */
export function searchedId(text: string): number | null {
  const number = /^#?\s*(\d{1,9})$/.exec(text)?.[1];
  return number === undefined ? null : Number(number);
}

/**
 * The LIKE pattern for "a user id starting with `text`" (ids are issued in upper case: ids.ts),
 * or null when no user id starts so, or when `text` is shorter than USER_ID_SEARCH_MIN: one or
 * two characters start a 32nd or a 1,024th of all ids, so "2" (an item number) would also gather
 * the items of thousands of sellers at 100,000 users; three narrow it to one id in 32,768.
 * Matched against `users.id` through users_id_search_idx (decision 0023).
 */
export const USER_ID_SEARCH_MIN = 3;
const USER_ID_START = new RegExp(`^[0-9A-Za-z]{${USER_ID_SEARCH_MIN},${USER_ID_LENGTH}}$`);

export function userIdStartsWith(text: string): string | null {
  return USER_ID_START.test(text) ? `${text.toUpperCase()}%` : null;
}

/** India Standard Time (SPEC: dates are shown in IST): a day starts at 00:00 +05:30. */
const IST = '+05:30';

/** `column` within the days `from`..`to` (both inclusive, either optional), or null for none. */
export function withinDays(column: SQL, from?: string, to?: string): SQL | null {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${column} >= ${`${from}T00:00:00${IST}`}::timestamptz`);
  if (to) parts.push(sql`${column} < (${`${to}T00:00:00${IST}`}::timestamptz + interval '1 day')`);
  return parts.length ? sql.join(parts, sql` and `) : null;
}

/** The conditions joined with `and`, or an always-true condition for none. */
export function allOf(conditions: (SQL | null | undefined | false | '')[]): SQL {
  const kept = conditions.filter((c): c is SQL => Boolean(c));
  return kept.length ? sql.join(kept, sql` and `) : sql`true`;
}

/** The conditions joined with `or` (one must be given). */
export function anyOf(conditions: (SQL | null | undefined | false | '')[]): SQL {
  const kept = conditions.filter((c): c is SQL => Boolean(c));
  return kept.length ? sql`(${sql.join(kept, sql` or `)})` : sql`false`;
}

/** `asc` or `desc` as SQL, NULLS in the place the list's indexes keep them. */
export function direction(dir: SortDirection): SQL {
  return dir === 'asc' ? sql`asc nulls last` : sql`desc nulls first`;
}

/**
 * A list's ORDER BY: the key its query sorts by (`created` unless asked; newest first, any other
 * key A to Z, unless a direction is asked), ending in the id: a total order, so pages neither
 * repeat nor skip rows.
 */
export function listOrder<S extends string>(
  query: { sort?: S; dir?: SortDirection },
  id: SQLWrapper,
  keys: Record<S | 'created', SQL>,
): SQL {
  const sort = query.sort ?? 'created';
  const dir = direction(query.dir ?? (sort === 'created' ? 'desc' : 'asc'));
  return sql`${keys[sort]} ${dir}, ${id} ${dir}`;
}

/** One page of a list: its select (made `$dynamic()`), filtered and in the list's total order. */
export function pageOfRows<Q extends PgSelect>(
  query: Q,
  page: { where: SQL; order: SQL; limit: number; offset: number },
) {
  return query.where(page.where).orderBy(page.order).limit(page.limit).offset(page.offset);
}

/**
 * A short stable fingerprint of a list query for its ETag and total cache: two polls with the
 * same search, filters, sort and page get the same tag, any difference a new one.
 */
export function queryFingerprint(query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return crypto.hash('sha1', JSON.stringify(entries), 'base64url').slice(0, 16);
}
