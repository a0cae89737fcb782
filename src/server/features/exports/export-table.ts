// One export as data: the rows it reads (a FROM with joins), which of them fall in the range, and
// its columns as (header, SQL) pairs. readExport streams any of them as CSV rows, a batch at a time.
import { sql, type SQL } from 'drizzle-orm';
import type { CsvCell, CsvDownload } from '@/contract/endpoint';
import type { DateRange } from '@/domain/date-range';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/features/analytics';
import { inBatches } from './in-batches';

export interface ExportTable {
  /** The file name's first word and the audit entry's target: 'shipments'. */
  readonly name: string;
  readonly from: SQL;
  /** The increasing integer key the batches walk (keyset paging). */
  readonly id: SQL;
  readonly inRange: (range: DateRange) => SQL;
  readonly columns: ReadonlyArray<readonly [header: string, value: SQL]>;
}

export function readExport(db: Db, table: ExportTable, range: DateRange): CsvDownload {
  const selected = sql.join(
    table.columns.map(([, value], index) => sql`${value} as ${sql.identifier(`c${index}`)}`),
    sql`, `,
  );
  const readAfter = async (lastId: number, limit: number) => {
    const result = await db.execute(sql`
      select ${table.id} as row_id, ${selected}
      from ${table.from}
      where (${table.inRange(range)}) and ${table.id} > ${lastId}
      order by ${table.id}
      limit ${limit}`);
    return rowsOf<Record<string, unknown>>(result).map((row) => ({
      id: Number(row.row_id),
      cells: table.columns.map((_, index) => cellOf(row[`c${index}`])),
    }));
  };
  async function* rows() {
    for await (const row of inBatches(readAfter)) yield row.cells;
  }
  return {
    filename: `${table.name}-${range.from}-to-${range.to}.csv`,
    header: table.columns.map(([header]) => header),
    rows: rows(),
  };
}

function cellOf(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}
