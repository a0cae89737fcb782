// The console's list of money in and out (issue 22): money.csv's rows of the range, one movement
// at a time, newest first, a page at a time, optionally of one kind. Like the summary it names no
// one (ids only, to look up in their tabs), so it is a list, not an audited export.
import { sql } from 'drizzle-orm';
import type { MoneyMovement } from '@/domain/analytics.schema';
import { fromPaise } from '@/domain/money';
import { moneyStandingOf, type MoneyKind } from '@/domain/money-movements';
import type { Page } from '@/domain/pagination';
import type { Db } from '@/server/db/client';
import { dateRangeOrRefuse, rowsOf } from '@/server/features/analytics';
import { moneyExport } from './export-tables';

interface Row {
  kind_no: number;
  src_id: number;
  at: Date | string | null;
  code: MoneyKind;
  direction: 'in' | 'out';
  status: string;
  paise: number | string;
  reference: string | null;
  utr: string | null;
  seller_id: string | null;
  shipment_id: number | null;
  agent_id: number | null;
}

export async function listMoneyMovements(
  db: Db,
  query: { from: string; to: string; page: number; pageSize: number; kind?: MoneyKind },
): Promise<Page<MoneyMovement>> {
  const range = dateRangeOrRefuse(query);
  const where = sql`${moneyExport.inRange(range)}${query.kind ? sql` and m.code = ${query.kind}` : sql``}`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select m.* from ${moneyExport.from}
       where ${where}
       order by m.at desc nulls last, m.kind_no, m.src_id desc
       limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute(sql`select count(*)::int as total from ${moneyExport.from} where ${where}`),
  ]);
  const total = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
  return {
    items: rowsOf<Row>(rows).map(toMovement),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function toMovement(row: Row): MoneyMovement {
  return {
    entry: `${row.kind_no}-${row.src_id}`,
    at: row.at === null ? null : new Date(row.at).toISOString(),
    kind: row.code,
    direction: row.direction,
    standing: moneyStandingOf(row.status),
    status: row.status,
    amount: fromPaise(Number(row.paise)),
    reference: row.reference,
    utr: row.utr,
    sellerId: row.seller_id,
    shipmentId: row.shipment_id === null ? null : Number(row.shipment_id),
    agentId: row.agent_id === null ? null : Number(row.agent_id),
  };
}
