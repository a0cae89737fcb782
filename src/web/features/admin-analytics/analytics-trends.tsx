// The Analytics tab's trends (issue 14): the chosen days (kept in the address), the CSV
// downloads for them, four charts, the verification funnel, the review time and the money in
// and out (issue 22).
import { LineChart } from 'lucide-react';
import { SectionCard } from '@/web/components/ui/section-card';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useT } from '@/web/i18n/i18n';
import { ExportLinks } from './export-links';
import { useAdminQueryFailure } from '@/web/console/use-admin-failure';
import { useTimeseries } from './api';
import { CHARTS } from './chart-spec';
import { FunnelFigure, ReviewSummary } from './funnel-and-review';
import { MoneySummaryFigure } from './money-summary';
import { RangePicker } from './range-picker';
import { TrendChart } from './trend-chart';
import { useDateRange } from './use-date-range';

export function AnalyticsTrends() {
  const { t, format } = useT();
  const [range, setRange] = useDateRange();
  const trends = useTimeseries(range);
  useAdminQueryFailure(trends.error);
  const data = trends.data;
  const quiet =
    data !== undefined &&
    data.totals.submissions + data.totals.approvals + data.totals.rejections === 0 &&
    data.totals.agentSignups === 0 &&
    data.funnel.signedUp === 0 &&
    data.totals.moneyPaidOut === '0.00' &&
    data.totals.moneyAccepted === '0.00';

  return (
    <SectionCard
      title={t('adminAnalytics.trends')}
      icon={LineChart}
      description={t('adminAnalytics.trendsIntro')}
      contentClassName="grid gap-6"
    >
      <RangePicker range={range} onChange={setRange} />
      <p className="text-sm font-medium" aria-live="polite">
        {t('adminAnalytics.rangeShown', {
          from: format.date(range.from),
          to: format.date(range.to),
          days: range.days,
        })}
      </p>
      <ExportLinks range={range} />
      {trends.isError ? (
        <RetryAlert
          compact
          message={t('adminAnalytics.failed')}
          onRetry={() => void trends.refetch()}
        />
      ) : !data ? (
        <div aria-busy="true" className="grid gap-4 lg:grid-cols-2">
          <span role="status" className="sr-only">
            {t('adminAnalytics.loading')}
          </span>
          {CHARTS.map((chart) => (
            <Skeleton key={chart.id} className="h-72 w-full" />
          ))}
        </div>
      ) : (
        <div className="grid gap-4" aria-busy={trends.isFetching}>
          {quiet ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t('adminAnalytics.empty')}
            </p>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-2">
            {CHARTS.map((chart) => (
              <TrendChart key={chart.id} spec={chart} days={data.days} />
            ))}
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <FunnelFigure funnel={data.funnel} />
            <ReviewSummary review={data.reviewTime} />
          </div>
          <MoneySummaryFigure range={range} />
        </div>
      )}
    </SectionCard>
  );
}
