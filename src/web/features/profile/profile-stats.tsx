// The three profile stat cards (SPEC §2, §9): Total Earnings with two decimals, Items Submitted,
// and Success Rate, the share of items not rejected as a rounded percent (0 with no items).
import { IndianRupee, Package, TrendingUp, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { successRate, type ClothingItem } from '../../../domain/items';
import { formatRupeesWithPaise } from '../../../domain/money';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { useEarnings } from '../wallet/api';

interface ProfileStatsProps {
  /** Undefined while loading or after a failure. */
  items: ClothingItem[] | undefined;
  itemsFailed: boolean;
}

export function ProfileStats({ items, itemsFailed }: ProfileStatsProps) {
  const { t } = useT();
  const earnings = useEarnings();
  const fromItems = (value: (list: ClothingItem[]) => ReactNode) =>
    items ? value(items) : itemsFailed ? '–' : <Skeleton className="h-7 w-12" />;

  return (
    <section aria-label={t('profile.stats')}>
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <Stat
          label={t('profile.totalEarnings')}
          icon={IndianRupee}
          tone="bg-success/10 text-success"
          value={
            earnings.isError ? (
              <span className="text-sm font-normal text-destructive">
                {t('dashboard.earningsFailed')}
              </span>
            ) : earnings.data ? (
              formatRupeesWithPaise(earnings.data.totalEarnings)
            ) : (
              <Skeleton className="h-7 w-24" />
            )
          }
        />
        <Stat
          label={t('profile.itemsSubmitted')}
          icon={Package}
          tone="bg-primary/10 text-primary"
          value={fromItems((list) => list.length)}
        />
        <Stat
          label={t('profile.successRate')}
          icon={TrendingUp}
          tone="bg-blue-100 text-blue-700"
          value={fromItems((list) => t('profile.percent', { value: successRate(list) }))}
        />
      </ul>
    </section>
  );
}

interface StatProps {
  label: string;
  icon: LucideIcon;
  tone: string;
  value: ReactNode;
}

function Stat({ label, icon: Icon, tone, value }: StatProps) {
  return (
    <li>
      <Card className="flex h-full items-center gap-3 p-4 sm:p-5">
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
          <div className="text-xl font-bold tabular-nums wrap-anywhere sm:text-2xl">{value}</div>
        </div>
      </Card>
    </li>
  );
}
