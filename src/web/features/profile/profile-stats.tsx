// The three profile stat cards (SPEC §2, §9): Total Earnings with two decimals, Items Submitted,
// and Success Rate, the share of items not rejected as a rounded percent (0 with no items).
import { useQuery } from '@tanstack/react-query';
import { IndianRupee, Package, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { shipmentEndpoints } from '@/contract/shipments';
import { successRate } from '@/domain/item-catalog';
import type { ClothingItem } from '@/domain/items.schema';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { useT } from '@/web/i18n/i18n';
import { endpointQuery } from '@/web/lib/endpoint-query';

interface ProfileStatsProps {
  /** Undefined while loading or after a failure. */
  items: ClothingItem[] | undefined;
  itemsFailed: boolean;
}

export function ProfileStats({ items, itemsFailed }: ProfileStatsProps) {
  const { t, format } = useT();
  // The wallet's earnings, read through their contract: one cache entry for both.
  const earnings = useQuery(endpointQuery(shipmentEndpoints.getEarnings));
  const fromItems = (value: (list: ClothingItem[]) => ReactNode) =>
    items ? value(items) : itemsFailed ? '–' : <Skeleton className="h-7 w-12" />;

  return (
    <section aria-label={t('profile.stats')}>
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          iconFirst
          valueClassName="text-xl sm:text-2xl"
          label={t('profile.totalEarnings')}
          icon={IndianRupee}
          tone="bg-success/10 text-success"
          value={
            earnings.isError ? (
              <span className="text-sm font-normal text-destructive">
                {t('dashboard.earningsFailed')}
              </span>
            ) : earnings.data ? (
              format.rupeesWithPaise(earnings.data.totalEarnings)
            ) : (
              <Skeleton className="h-7 w-24" />
            )
          }
        />
        <StatCard
          iconFirst
          valueClassName="text-xl sm:text-2xl"
          label={t('profile.itemsSubmitted')}
          icon={Package}
          tone="bg-primary/10 text-primary"
          value={fromItems((list) => list.length)}
        />
        <StatCard
          iconFirst
          valueClassName="text-xl sm:text-2xl"
          label={t('profile.successRate')}
          icon={TrendingUp}
          tone="bg-blue-100 text-blue-700"
          value={fromItems((list) => t('profile.percent', { value: successRate(list) }))}
        />
      </ul>
    </section>
  );
}
