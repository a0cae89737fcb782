// The four dashboard tiles (SPEC §2): counts over the seller's own items, and the money earned
// from delivered shipments with two decimals (SPEC §9).
import { CircleCheck, Clock, IndianRupee, Package } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import type { ClothingItem } from '../../../domain/items';
import { sellerSummary } from '../../../domain/items';
import { formatRupeesWithPaise } from '../../../domain/money';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { useEarnings } from '../wallet/api';

interface SummaryTilesProps {
  /** Undefined while loading or after a failure. */
  items: ClothingItem[] | undefined;
  /** The list could not be loaded: the grid below says so, the tiles show a dash. */
  itemsFailed: boolean;
}

export function SummaryTiles({ items, itemsFailed }: SummaryTilesProps) {
  const { t } = useT();
  const earnings = useEarnings();
  const summary = items ? sellerSummary(items) : null;
  const count = (value: number | undefined) =>
    value !== undefined ? value : itemsFailed ? '–' : <Skeleton className="h-8 w-12" />;

  return (
    <section aria-label={t('sellerDashboard.summary')}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Tile
          label={t('sellerDashboard.totalSubmissions')}
          hint={t('sellerDashboard.totalSubmissionsHint')}
          icon={Package}
          tone="text-primary bg-primary/10"
          value={count(summary?.totalSubmissions)}
        />
        <Tile
          label={t('sellerDashboard.pendingReview')}
          hint={t('sellerDashboard.pendingReviewHint')}
          icon={Clock}
          tone="text-yellow-700 bg-yellow-100"
          value={count(summary?.pendingReview)}
        />
        <Tile
          label={t('sellerDashboard.approved')}
          hint={t('sellerDashboard.approvedHint')}
          icon={CircleCheck}
          tone="text-green-700 bg-green-100"
          value={count(summary?.approved)}
        />
        <Tile
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
              formatRupeesWithPaise(earnings.data.totalEarnings)
            ) : (
              <Skeleton className="h-8 w-24" />
            )
          }
        />
      </ul>
    </section>
  );
}

interface TileProps {
  label: string;
  hint: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string;
  value: ReactNode;
}

function Tile({ label, hint, icon: Icon, tone, value }: TileProps) {
  return (
    <li>
      <Card className="flex h-full items-start justify-between gap-2 p-4 sm:p-5">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
          <div className="text-xl font-bold tabular-nums wrap-anywhere sm:text-2xl">{value}</div>
          <p className="hidden text-xs text-muted-foreground sm:block">{hint}</p>
        </div>
        <span
          className={cn(
            'hidden size-10 shrink-0 items-center justify-center rounded-lg min-[400px]:flex',
            tone,
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </Card>
    </li>
  );
}
