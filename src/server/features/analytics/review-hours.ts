// Hours from submission to decision of an item, and their median and 90th percentile (SQL).
import { sql, type SQL } from 'drizzle-orm';

const hours = sql`extract(epoch from reviewed_at - created_at) / 3600.0`;

/** A percentile of review hours, rounded to a tenth; null when nothing was reviewed. */
export function reviewHoursPercentile(fraction: number): SQL {
  return sql`round((percentile_cont(${sql.raw(String(fraction))}) within group (order by ${hours}))::numeric, 1)::float8`;
}
