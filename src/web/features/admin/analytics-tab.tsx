// Analytics (SPEC §2): total users, total items, pending review.
import { ClipboardList, Clock, Users, type LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n';
import { useAnalytics } from './api';
import { useAdminQueryFailure } from './use-admin-failure';

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
  const { t } = useT();
  const analytics = useAnalytics();
  useAdminQueryFailure(analytics.error);

  if (analytics.isError) {
    return (
      <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-6">
        <p className="text-destructive">{t('admin.analytics.failed')}</p>
        <Button variant="outline" onClick={() => void analytics.refetch()}>
          {t('common.retry')}
        </Button>
      </Card>
    );
  }

  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {STATS.map((stat) => (
        <Card key={stat.key} className="flex items-start justify-between gap-4 p-5">
          <div className="grid gap-1">
            <dt className="text-sm font-medium text-muted-foreground">{t(stat.label)}</dt>
            <dd className="text-3xl font-bold tabular-nums">
              {analytics.data ? analytics.data[stat.key] : <Skeleton className="h-9 w-16" />}
            </dd>
          </div>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <stat.icon aria-hidden="true" className="size-5" />
          </span>
        </Card>
      ))}
    </dl>
  );
}
