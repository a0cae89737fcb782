// Recent Activity (SPEC §2, §4, §9): the five latest items with their first photo, brand and
// category, submitted date, offer and a status badge in the profile's colours (paid and anything
// unlisted in blue). 'View All Items' leads to the dashboard when there are more.
import { ArrowRight, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { RECENT_ACTIVITY_COUNT } from '../../../domain/constants';
import type { ClothingItem } from '../../../domain/items';
import { profileItemBadgeColour } from '../../../domain/item-status';
import { formatRupeesWithPaise } from '../../../domain/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { ItemThumbnail } from '../items/item-thumbnail';
import { useItemText } from '../items/use-item-text';

interface RecentActivityProps {
  items: ClothingItem[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

export function RecentActivity({ items, isError, onRetry }: RecentActivityProps) {
  const { t } = useT();
  return (
    <section aria-labelledby="recent-title">
      <Card>
        <CardHeader>
          <CardTitle id="recent-title">{t('profile.recentActivity')}</CardTitle>
        </CardHeader>
        <CardContent>
          <RecentList items={items} isError={isError} onRetry={onRetry} />
        </CardContent>
      </Card>
    </section>
  );
}

function RecentList({ items, isError, onRetry }: RecentActivityProps) {
  const { t } = useT();
  if (isError && !items) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-destructive">{t('profile.itemsFailed')}</p>
        <Button variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
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
        <Button asChild>
          <Link href="/submit">
            <Plus aria-hidden="true" />
            {t('sellerDashboard.submitFirst')}
          </Link>
        </Button>
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
        <Button asChild variant="outline" className="justify-self-center">
          <Link href="/">
            {t('profile.viewAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

function RecentItem({ item }: { item: ClothingItem }) {
  const { t } = useT();
  const text = useItemText();
  const brand = item.brand?.trim();
  const category = text.category(item.category);
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <ItemThumbnail
        photoUrl={item.photos[0]}
        alt={text.name(item)}
        missingLabel={t('items.noPhoto')}
        className="size-14 shrink-0 rounded-md"
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-medium">{brand ? `${brand} · ${category}` : category}</p>
        <p className="text-xs text-muted-foreground">
          {t('items.submittedOn', { date: formatDate(item.createdAt) })}
        </p>
        {item.offerAmount ? (
          <p className="text-sm font-semibold text-success tabular-nums">
            {t('items.offer', { amount: formatRupeesWithPaise(item.offerAmount) })}
          </p>
        ) : null}
      </div>
      <Badge variant={profileItemBadgeColour(item.status)} className="shrink-0">
        {text.status(item.status)}
      </Badge>
    </li>
  );
}
