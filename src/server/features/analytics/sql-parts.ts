// Pieces every analytics and export query shares: India's time zone, and a range of Indian
// calendar days as the two instants that bound it (so indexes on the timestamps are usable).
import { sql, type SQL } from 'drizzle-orm';
import { INDIAN_TIME_ZONE } from '@/domain/format';
import type { DateRange } from '@/domain/date-range';

export const TZ = sql.raw(`'${INDIAN_TIME_ZONE}'`);

/** The first instant of the range's first day in India. */
export function rangeStart(range: DateRange): SQL {
  return sql`(${range.from}::date::timestamp at time zone ${TZ})`;
}

/** The first instant after the range's last day in India. */
export function rangeEnd(range: DateRange): SQL {
  return sql`((${range.to}::date + 1)::timestamp at time zone ${TZ})`;
}

/** `column` falls on one of the range's days. */
export function within(column: SQL, range: DateRange): SQL {
  return sql`${column} >= ${rangeStart(range)} and ${column} < ${rangeEnd(range)}`;
}

/** The Indian calendar day of a timestamp. */
export function indianDay(column: SQL): SQL {
  return sql`(${column} at time zone ${TZ})::date`;
}

/** A sum of money as the canonical "499.00" string ("0.00" when nothing). */
export function moneyText(sum: SQL): SQL {
  return sql`coalesce(${sum}, 0)::numeric(14, 2)::text`;
}

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
