// Money in and out of the chosen days (issue 22): what was received, paid out and is still on its
// way, then each kind of movement (fee by gateway or UPI, refunds, payouts by gateway or by hand)
// by where it stands, with how many and how much. The rows are money.csv's, summed on the server;
// below, each of them (money-movements.tsx).
import { Badge } from '@/web/components/ui/badge';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import type { DateRange } from '@/domain/date-range';
import { useT } from '@/web/i18n/i18n';
import { useAdminQueryFailure } from '@/web/console/use-admin-failure';
import { useMoneySummary } from './api';
import { Figure } from './funnel-and-review';
import { MoneyMovements, STANDING_BADGE } from './money-movements';

export function MoneySummaryFigure({ range }: { range: DateRange }) {
  const { t, format } = useT();
  const money = useMoneySummary(range);
  useAdminQueryFailure(money.error);
  const data = money.data;

  return (
    <Figure id="admin-analytics-money" title={t('adminAnalytics.money.title')}>
      <p className="text-sm text-muted-foreground">{t('adminAnalytics.money.intro')}</p>
      {money.isError ? (
        <RetryAlert
          compact
          message={t('adminAnalytics.money.failed')}
          onRetry={() => void money.refetch()}
        />
      ) : !data ? (
        <Skeleton aria-hidden="true" className="h-40 w-full" />
      ) : (
        <div className="grid gap-3" aria-busy={money.isFetching}>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            {(
              [
                ['adminAnalytics.money.in', data.totals.moneyIn],
                ['adminAnalytics.money.out', data.totals.moneyOut],
                ['adminAnalytics.money.underWay', data.totals.outUnderWay],
              ] as const
            ).map(([label, amount]) => (
              <div
                key={label}
                className="flex flex-col justify-between gap-1 rounded-md bg-muted p-2"
              >
                <dt className="text-muted-foreground">{t(label)}</dt>
                <dd className="font-semibold tabular-nums">{format.rupeesWithPaise(amount)}</dd>
              </div>
            ))}
          </dl>
          {data.rows.length === 0 ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t('adminAnalytics.money.empty')}
            </p>
          ) : (
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 font-medium">
                    {t('adminAnalytics.money.movement')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('adminAnalytics.money.count')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('adminAnalytics.money.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={`${row.kind}/${row.standing}`} className="border-t border-border">
                    <th scope="row" className="py-2 pr-2 text-left font-normal">
                      <span className="block">{t(`adminAnalytics.money.kind.${row.kind}`)}</span>
                      <Badge variant={STANDING_BADGE[row.standing]} className="mt-1">
                        {t(`adminAnalytics.money.standing.${row.standing}`)}
                      </Badge>
                    </th>
                    {[format.number(row.count), format.rupeesWithPaise(row.amount)].map((value) => (
                      <td key={value} className="py-2 pl-2 text-right align-top tabular-nums">
                        {value}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
      <MoneyMovements range={range} />
    </Figure>
  );
}
