// Times in exports: India time, to the minute, as a spreadsheet reads them ('2026-11-27 14:05').
import { sql, type SQL } from 'drizzle-orm';
import { TZ } from '@/server/features/analytics';

export function indianTime(column: SQL): SQL {
  return sql`to_char(${column} at time zone ${TZ}, 'YYYY-MM-DD HH24:MI')`;
}
