// Each movement of money in and out of the chosen days (issue 22), newest first, twenty at a time,
// of every kind or one: when, what, how much, where it stands, and the bank's UTR or the gateway's
// reference, with the shipment, agent or seller to look up in their tabs. The same rows as
// money.csv; a list, stacked, so it reads the same at 360 px and on a desk.
import { useState } from 'react';
import type { DateRange } from '@/domain/date-range';
import { MONEY_KINDS, type MoneyKind, type MoneyStanding } from '@/domain/money-movements';
import { pageCount } from '@/domain/pagination';
import { Badge } from '@/web/components/ui/badge';
import { LabelledControl } from '@/web/components/ui/labelled-control';
import { NativeSelect } from '@/web/components/ui/native-select';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Pager } from '@/web/console/pager';
import { useAdminQueryFailure } from '@/web/console/use-admin-failure';
import { useT } from '@/web/i18n/i18n';
import { useMoneyMovements } from './api';

export const STANDING_BADGE: Record<MoneyStanding, 'green' | 'blue' | 'red'> = {
  done: 'green',
  under_way: 'blue',
  not_moved: 'red',
};

export function MoneyMovements({ range }: { range: DateRange }) {
  const { t, format } = useT();
  const [kind, setKind] = useState<MoneyKind | undefined>(undefined);
  const [page, setPage] = useState(1);
  // Another range or kind starts at its first page.
  const asked = `${range.from}/${range.to}/${kind ?? ''}`;
  const [shown, setShown] = useState(asked);
  if (shown !== asked) {
    setShown(asked);
    setPage(1);
  }
  const movements = useMoneyMovements(range, page, kind);
  useAdminQueryFailure(movements.error);
  const data = movements.data;

  return (
    <section aria-labelledby="admin-analytics-money-list" className="grid gap-3">
      <h3 id="admin-analytics-money-list" className="font-semibold">
        {t('adminAnalytics.money.list.title')}
      </h3>
      <LabelledControl label={t('adminAnalytics.money.list.kind')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={kind ?? ''}
            onChange={(event) => setKind((event.target.value || undefined) as MoneyKind)}
          >
            <option value="">{t('adminAnalytics.money.list.allKinds')}</option>
            {MONEY_KINDS.map((one) => (
              <option key={one} value={one}>
                {t(`adminAnalytics.money.kind.${one}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledControl>
      {movements.isError ? (
        <RetryAlert
          compact
          message={t('adminAnalytics.money.list.failed')}
          onRetry={() => void movements.refetch()}
        />
      ) : !data ? (
        <Skeleton aria-hidden="true" className="h-24 w-full" />
      ) : data.items.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('adminAnalytics.money.list.empty')}
        </p>
      ) : (
        <>
          <ul
            className="grid gap-2"
            aria-label={t('adminAnalytics.money.list.title')}
            aria-busy={movements.isFetching}
          >
            {data.items.map((item) => {
              const looksUp = [
                item.shipmentId !== null &&
                  t('adminAnalytics.money.list.shipment', { id: item.shipmentId }),
                item.agentId !== null && t('adminAnalytics.money.list.agent', { id: item.agentId }),
                item.sellerId !== null &&
                  item.shipmentId === null &&
                  t('adminAnalytics.money.list.seller', { id: item.sellerId }),
              ].filter(Boolean);
              return (
                <li
                  key={item.entry}
                  className="grid gap-1 rounded-md border border-border p-3 text-sm"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-medium">
                      {t(`adminAnalytics.money.kind.${item.kind}`)}
                    </span>
                    <span
                      className={
                        item.direction === 'in'
                          ? 'font-semibold text-green-800 tabular-nums'
                          : 'font-semibold tabular-nums'
                      }
                    >
                      {item.direction === 'in' ? '+' : '−'}
                      {format.rupeesWithPaise(item.amount)}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant={STANDING_BADGE[item.standing]}>
                      {t(`adminAnalytics.money.standing.${item.standing}`)}
                    </Badge>
                    {item.at ? <span>{format.dateTime(item.at)}</span> : null}
                    {looksUp.length > 0 ? <span>{looksUp.join(' · ')}</span> : null}
                  </div>
                  {item.utr || item.reference ? (
                    <p className="font-mono text-xs break-all">
                      {item.utr
                        ? t('adminAnalytics.money.list.utr', { utr: item.utr })
                        : t('adminAnalytics.money.list.reference', { reference: item.reference! })}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {data.total > data.pageSize ? (
            <Pager
              label={t('adminAnalytics.money.list.pages')}
              page={page}
              pages={pageCount(data.total, data.pageSize)}
              onPage={setPage}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
