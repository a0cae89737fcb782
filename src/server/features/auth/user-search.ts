// Finding customers by what a reviewer types (issue 14, decision 0023): the start of the user id
// (the hint says "starts with": issue 28), of the email, the full name, the last name or the
// mobile number. Each branch is one of the users' search indexes, so the lookup costs the same at
// any table size.
import { sql, type SQL } from 'drizzle-orm';
import { anyOf, startsWith, userIdStartsWith } from '@/server/platform/list-filters';

/** A condition on users under `alias` matching the search text. */
export function userMatches(q: string, alias = 'users'): SQL {
  const u = sql.raw(alias);
  const prefix = startsWith(q);
  const idPrefix = userIdStartsWith(q);
  return anyOf([
    idPrefix !== null && sql`${u}.id like ${idPrefix}`,
    sql`lower(${u}.email) like ${prefix}`,
    sql`lower(coalesce(${u}.first_name, '') || ' ' || coalesce(${u}.last_name, '')) like ${prefix}`,
    sql`lower(${u}.last_name) like ${prefix}`,
    /^[\d+]/.test(q) && sql`${u}.mobile_number like ${prefix}`,
  ]);
}

/** A subquery of the ids of the users matching the search (for `= any(array(...))`). */
export function searchedUserIds(q: string): SQL {
  return sql`select su.id from users su where ${userMatches(q, 'su')}`;
}
