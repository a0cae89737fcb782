// Beside the charts: the range's verification funnel (signed up -> identity -> bank -> first
// shipment) as labelled bars that are plain text too, and the review time against the promise.
import type { ReactNode } from 'react';
import type { ReviewTime, VerificationFunnel } from '@/domain/analytics.schema';
import type { MessageKey } from '@/web/i18n/i18n';
import { useT } from '@/web/i18n/i18n';

const STEPS: ReadonlyArray<{ key: keyof VerificationFunnel; label: MessageKey }> = [
  { key: 'signedUp', label: 'adminAnalytics.signedUp' },
  { key: 'identityVerified', label: 'adminAnalytics.identityVerified' },
  { key: 'bankVerified', label: 'adminAnalytics.bankVerified' },
  { key: 'firstShipment', label: 'adminAnalytics.firstShipment' },
];

/** One figure beside the charts: a bordered section named by its heading. */
export function Figure({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3 rounded-lg border p-3 sm:p-4">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function FunnelFigure({ funnel }: { funnel: VerificationFunnel }) {
  const { t, format } = useT();
  const base = funnel.signedUp;
  return (
    <Figure id="admin-analytics-funnel" title={t('adminAnalytics.funnel')}>
      <p className="text-sm text-muted-foreground">{t('adminAnalytics.funnelIntro')}</p>
      <dl className="grid gap-2">
        {STEPS.map(({ key, label }) => {
          const count = funnel[key];
          const percent = base === 0 ? 0 : Math.round((count / base) * 100);
          return (
            // A <dl> holds <div>s of <dt> and <dd> only: the bar lives in the <dd>, laid out
            // on the row's grid (display: contents).
            <div key={key} className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1 text-sm">
              <dt>{t(label)}</dt>
              <dd className="contents">
                <span className="font-medium tabular-nums">
                  {t('adminAnalytics.funnelShare', { count: format.number(count), percent })}
                </span>
                <span aria-hidden="true" className="col-span-2 block h-2 rounded bg-muted">
                  <span className="block h-2 rounded bg-primary" style={{ width: `${percent}%` }} />
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </Figure>
  );
}

export function ReviewSummary({ review }: { review: ReviewTime }) {
  const { t, format } = useT();
  const hours = (value: number | null) =>
    value === null
      ? t('adminAnalytics.noReviews')
      : t('adminAnalytics.hours', { hours: format.number(value) });
  const rows: ReadonlyArray<[MessageKey, string]> = [
    ['adminAnalytics.reviewSummaryMedian', hours(review.medianHours)],
    ['adminAnalytics.reviewSummaryP90', hours(review.p90Hours)],
    [
      'adminAnalytics.reviewSummaryWithin',
      t('adminAnalytics.withinCount', {
        within: format.number(review.withinPromise),
        reviewed: format.number(review.reviewed),
      }),
    ],
  ];
  return (
    <Figure id="admin-analytics-review" title={t('adminAnalytics.reviewSummary')}>
      <dl className="grid gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 text-sm">
            <dt>{t(label)}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Figure>
  );
}
