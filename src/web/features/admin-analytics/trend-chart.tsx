// One trend chart of the Analytics tab: a named figure whose picture (uPlot, loaded lazily) is
// backed by a table of the same numbers for screen readers and for anyone who wants figures.
import { Suspense, useCallback, useId, useMemo } from 'react';
import { lazy } from '@/web/lib/lazy';
import type { AnalyticsDay } from '@/domain/analytics.schema';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useT } from '@/web/i18n/i18n';
import type { ChartSpec, ValueKind } from './chart-spec';

const UplotChart = lazy(() => import('./uplot-chart').then((module) => module.default));

export function TrendChart({ spec, days }: { spec: ChartSpec; days: readonly AnalyticsDay[] }) {
  const { t, format } = useT();
  const captionId = useId();
  const title = t(spec.title);

  const formatValue = useCallback(
    (kind: string, value: number) => formatOf(kind as ValueKind, value, format),
    [format],
  );
  // The axis has little room: the day and month of the date as the app writes it.
  const formatDay = useCallback(
    (date: string) => format.date(date).replace(/\s*\d{4}$/, ''),
    [format],
  );
  const dates = useMemo(() => days.map((day) => day.date), [days]);
  const series = useMemo(
    () =>
      spec.series.map((s) => ({
        label: t(s.label),
        values: days.map(s.value),
        colour: s.colour,
        scale: s.kind,
        dashed: s.dashed,
      })),
    [spec, days, t],
  );

  return (
    <figure aria-labelledby={captionId} className="grid min-w-0 gap-3 rounded-lg border p-3 sm:p-4">
      <figcaption id={captionId} className="font-semibold">
        <h3>{title}</h3>
      </figcaption>
      <Suspense
        fallback={
          <div aria-busy="true">
            <span role="status" className="sr-only">
              {t('adminAnalytics.chartLoading')}
            </span>
            <Skeleton className="h-[220px] w-full" />
          </div>
        }
      >
        <UplotChart
          dates={dates}
          series={series}
          label={t('adminAnalytics.chartLabel', { title })}
          formatValue={formatValue}
          formatDay={formatDay}
          dayLabel={t('adminAnalytics.date')}
        />
      </Suspense>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">
          {t('adminAnalytics.showTable', { title })}
        </summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full border-collapse text-left tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-3">
                  {t('adminAnalytics.date')}
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="py-1 pr-3">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, row) => (
                <tr key={day.date} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {format.date(day.date)}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="py-1 pr-3">
                      {cellText(s.values[row] ?? null, s.scale as ValueKind, format)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

type Format = ReturnType<typeof useT>['format'];

function formatOf(kind: ValueKind, value: number, format: Format): string {
  if (kind === 'money') return format.rupees(value);
  return format.number(Math.round(value * 10) / 10);
}

function cellText(value: number | null, kind: ValueKind, format: Format): string {
  if (value === null) return '–';
  if (kind === 'money') return format.rupeesWithPaise(value);
  return format.number(value);
}
