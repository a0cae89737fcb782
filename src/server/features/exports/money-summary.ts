// The console's view of money in and out (issue 22): the rows of money.csv in the range, summed per
// kind of movement and where it stands (domain/money-movements.ts). No person is named, so unlike
// the CSV it is not an export and not audited.
import { sql } from 'drizzle-orm';
import type { MoneySummary } from '@/domain/analytics.schema';
import { fromPaise } from '@/domain/money';
import {
  MONEY_KINDS,
  moneyStandingOf,
  type MoneyKind,
  type MoneyStanding,
} from '@/domain/money-movements';
import type { Db } from '@/server/db/client';
import { dateRangeOrRefuse, rowsOf } from '@/server/features/analytics';
import { moneyExport } from './export-tables';

type Row = MoneySummary['rows'][number];

export async function summariseMoney(
  db: Db,
  query: { from: string; to: string },
): Promise<MoneySummary> {
  const range = dateRangeOrRefuse(query);
  const found = rowsOf<{
    code: MoneyKind;
    direction: 'in' | 'out';
    status: string;
    n: string;
    paise: string;
  }>(
    await db.execute(sql`
      select m.code, m.direction, m.status, count(*) as n, sum(m.paise) as paise
        from ${moneyExport.from}
       where ${moneyExport.inRange(range)}
       group by m.code, m.direction, m.status`),
  );
  const rows = new Map<string, Row & { paise: number }>();
  for (const row of found) {
    const standing = moneyStandingOf(row.status);
    const key = `${row.code}/${standing}`;
    const summed = rows.get(key) ?? {
      kind: row.code,
      direction: row.direction,
      standing,
      count: 0,
      amount: '0.00',
      paise: 0,
    };
    summed.count += Number(row.n);
    summed.paise += Number(row.paise);
    rows.set(key, summed);
  }
  const ordered = [...rows.values()].sort(
    (a, b) =>
      MONEY_KINDS.indexOf(a.kind) - MONEY_KINDS.indexOf(b.kind) ||
      STANDING_ORDER.indexOf(a.standing) - STANDING_ORDER.indexOf(b.standing),
  );
  const total = (direction: 'in' | 'out', standing: MoneyStanding) =>
    fromPaise(
      ordered
        .filter((row) => row.direction === direction && row.standing === standing)
        .reduce((sum, row) => sum + row.paise, 0),
    );
  return {
    from: range.from,
    to: range.to,
    rows: ordered.map(({ paise, ...row }) => ({ ...row, amount: fromPaise(paise) })),
    totals: {
      moneyIn: total('in', 'done'),
      moneyOut: total('out', 'done'),
      outUnderWay: total('out', 'under_way'),
    },
  };
}

const STANDING_ORDER: readonly MoneyStanding[] = ['done', 'under_way', 'not_moved'];
