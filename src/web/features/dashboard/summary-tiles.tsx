// The four dashboard tiles (SPEC §2): counts over the seller's own items, and the money earned
// from delivered shipments with two decimals (SPEC §9).
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock, IndianRupee, Package } from 'lucide-react';
import type {} from 'react';
import { shipmentEndpoints } from '@/contract/shipments';
import type { ClothingItem } from '@/domain/items.schema';
import { sellerSummary } from '@/domain/item-catalog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { useT } from '@/web/i18n/i18n';
import { endpointQuery } from '@/web/lib/endpoint-query';

const COUNTS = [
  { key: 'totalSubmissions', icon: Package, tone: 'text-primary bg-primary/10' },
  { key: 'pendingReview', icon: Clock, tone: 'text-yellow-700 bg-yellow-100' },
  { key: 'approved', icon: CircleCheck, tone: 'text-green-700 bg-green-100' },
] as const;

interface SummaryTilesProps {
  /** Undefined while loading or after a failure. */
  items: ClothingItem[] | undefined;
  /** The list could not be loaded: the grid below says so, the tiles show a dash. */
  itemsFailed: boolean;
}

export function SummaryTiles({ items, itemsFailed }: SummaryTilesProps) {
  const { t, format } = useT();
  // The wallet's earnings, read through their contract: one cache entry for both.
  const earnings = useQuery(endpointQuery(shipmentEndpoints.getEarnings));
  const summary = items ? sellerSummary(items) : null;
  const count = (value: number | undefined) =>
    value !== undefined ? value : itemsFailed ? '–' : <Skeleton className="h-8 w-12" />;

  return (
    <section aria-label={t('sellerDashboard.summary')}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {COUNTS.map(({ key, icon, tone }) => (
          <StatCard
            compact
            valueClassName="text-xl sm:text-2xl"
            key={key}
            label={t(`sellerDashboard.${key}`)}
            hint={t(`sellerDashboard.${key}Hint`)}
            icon={icon}
            tone={tone}
            value={count(summary?.[key])}
          />
        ))}
        <StatCard
          compact
          valueClassName="text-xl sm:text-2xl"
          label={t('dashboard.totalEarned')}
          hint={t('dashboard.totalEarnedHint')}
          icon={IndianRupee}
          tone="text-success bg-success/10"
          value={
            earnings.isError ? (
              <span role="alert" className="text-sm font-normal text-destructive">
                {t('dashboard.earningsFailed')}
              </span>
            ) : earnings.data ? (
              format.rupeesWithPaise(earnings.data.totalEarnings)
            ) : (
              <Skeleton className="h-8 w-24" />
            )
          }
        />
      </ul>
    </section>
  );
}
