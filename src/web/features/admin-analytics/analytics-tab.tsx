// Analytics (SPEC §2): total users, total items, pending review; the trends of chosen days with
// their CSV downloads (issue 14); below them, the notifications that could not be delivered
// (issue 13).
import { ClipboardList, Clock, Users, type LucideIcon } from 'lucide-react';
import { Suspense } from 'react';
import { lazy } from '@/web/lib/lazy';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import type { MessageKey } from '@/web/i18n/i18n';
import { useT } from '@/web/i18n/i18n';
import { useAnalytics } from './api';
import { FailedDeliveries } from './failed-deliveries';
import { useAdminQueryFailure } from '@/web/console/use-admin-failure';

// The trends (charts, range picker, exports) are a chunk of their own: the headline numbers show
// first, and the console's first load stays within its JS budget.
const AnalyticsTrends = lazy(() =>
  import('./analytics-trends').then((module) => module.AnalyticsTrends),
);

const STATS: ReadonlyArray<{
  key: 'totalUsers' | 'totalItems' | 'pendingReview';
  label: MessageKey;
  icon: LucideIcon;
}> = [
  { key: 'totalUsers', label: 'admin.analytics.totalUsers', icon: Users },
  { key: 'totalItems', label: 'admin.analytics.totalItems', icon: ClipboardList },
  { key: 'pendingReview', label: 'admin.analytics.pendingReview', icon: Clock },
];

export function AnalyticsTab() {
  return (
    <div className="grid gap-8">
      <AnalyticsStats />
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <AnalyticsTrends />
      </Suspense>
      <FailedDeliveries />
    </div>
  );
}

function AnalyticsStats() {
  const { t } = useT();
  const analytics = useAnalytics();
  useAdminQueryFailure(analytics.error);

  if (analytics.isError) {
    return (
      <RetryAlert
        card
        message={t('admin.analytics.failed')}
        onRetry={() => void analytics.refetch()}
      />
    );
  }

  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {STATS.map((stat) => (
        <StatCard
          key={stat.key}
          term
          label={t(stat.label)}
          value={analytics.data ? analytics.data[stat.key] : <Skeleton className="h-9 w-16" />}
          icon={stat.icon}
          valueClassName="text-3xl"
        />
      ))}
    </dl>
  );
}
