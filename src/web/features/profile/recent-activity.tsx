// Recent Activity (SPEC §2, §4, §9): the five latest items with their first photo, brand and
// category, submitted date, offer and a status badge in the profile's colours (paid and anything
// unlisted in blue). 'View All Items' leads to the dashboard when there are more.
import { ArrowRight } from 'lucide-react';
import { RECENT_ACTIVITY_COUNT } from '@/domain/constants';
import type { ClothingItem } from '@/domain/items.schema';
import { profileItemBadgeColour } from '@/domain/item-status';
import { PATHS } from '@/domain/paths';
import { Badge } from '@/web/components/ui/badge';
import { SubmitItemLink } from '@/web/components/items/submit-item-link';
import { ButtonLink } from '@/web/components/ui/button-link';
import { SectionCard } from '@/web/components/ui/section-card';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useT } from '@/web/i18n/i18n';
import { ItemThumbnail } from '@/web/components/items/item-thumbnail';
import { useItemText } from '@/web/components/items/use-item-text';

interface RecentActivityProps {
  items: ClothingItem[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

export function RecentActivity({ items, isError, onRetry }: RecentActivityProps) {
  const { t } = useT();
  return (
    <SectionCard title={t('profile.recentActivity')}>
      <RecentList items={items} isError={isError} onRetry={onRetry} />
    </SectionCard>
  );
}

function RecentList({ items, isError, onRetry }: RecentActivityProps) {
  const { t } = useT();
  if (isError && !items) {
    return <RetryAlert message={t('profile.itemsFailed')} onRetry={onRetry} />;
  }
  if (!items) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span role="status" className="sr-only">
          {t('profile.itemsLoading')}
        </span>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 py-6 text-center">
        <p className="text-muted-foreground">{t('profile.recentEmpty')}</p>
        <SubmitItemLink first />
      </div>
    );
  }
  // The server sends the newest first.
  const recent = items.slice(0, RECENT_ACTIVITY_COUNT);
  return (
    <div className="grid gap-4">
      <ul className="grid divide-y divide-border">
        {recent.map((item) => (
          <RecentItem key={item.id} item={item} />
        ))}
      </ul>
      {items.length > RECENT_ACTIVITY_COUNT ? (
        <ButtonLink href={PATHS.home} variant="outline" className="justify-self-center">
          {t('profile.viewAll')}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      ) : null}
    </div>
  );
}

function RecentItem({ item }: { item: ClothingItem }) {
  const { t, format } = useT();
  const text = useItemText();
  const brand = item.brand?.trim();
  const category = text.category(item.category);
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <ItemThumbnail
        photoUrl={item.photos[0]}
        alt={text.name(item)}
        className="size-14 shrink-0 rounded-md"
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-medium">{brand ? `${brand} · ${category}` : category}</p>
        <p className="text-xs text-muted-foreground">
          {t('items.submittedOn', { date: format.date(item.createdAt) })}
        </p>
        {item.offerAmount ? (
          <p className="text-sm font-semibold text-success tabular-nums">
            {t('items.offer', { amount: format.rupeesWithPaise(item.offerAmount) })}
          </p>
        ) : null}
      </div>
      <Badge variant={profileItemBadgeColour(item.status)} className="shrink-0">
        {text.status(item.status)}
      </Badge>
    </li>
  );
}
