// One entry of the Items tab lists (SPEC §2 admin): brand, category, size, condition, status
// badge, up to 3 thumbnails, the seller's id, email and cart value, the offer if any, and Review
// (pending) or View (already reviewed).
import { Eye, ImageOff, SearchCheck } from 'lucide-react';
import { ADMIN_LIST_THUMBNAILS } from '@/domain/constants';
import { canReview } from '@/domain/item-status';
import { thumbnailUrl } from '@/domain/item-catalog';
import type { AdminItem } from '@/domain/items.schema';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useT } from '@/web/i18n/i18n';
import { useItemText } from '@/web/components/items/use-item-text';
import { ItemStatusBadge } from '@/web/components/items/item-status-badge';
import { useItemTitle } from './item-text';

interface ItemCardProps {
  item: AdminItem;
  onOpen: (item: AdminItem) => void;
}

export function ItemCard({ item, onOpen }: ItemCardProps) {
  const { t, format } = useT();
  const text = useItemText();
  const title = useItemTitle()(item);
  const titleId = `admin-item-${item.id}-title`;
  const thumbnails = item.photos.slice(0, ADMIN_LIST_THUMBNAILS);
  const morePhotos = item.photos.length - thumbnails.length;
  const reviewable = canReview(item.status);

  return (
    <Card className="grid h-full content-start gap-4 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="text-base font-semibold wrap-anywhere">
            {title}
          </h3>
          <p className="text-xs text-muted-foreground">
            {t('adminItems.itemNumber', { id: item.id })} · {format.date(item.createdAt)}
          </p>
        </div>
        <ItemStatusBadge status={item.status} plain />
      </div>

      {thumbnails.length > 0 ? (
        <ul className="flex items-center gap-2" aria-label={t('adminItems.photos')}>
          {thumbnails.map((url, index) => (
            <li key={url}>
              <img
                src={thumbnailUrl(url)}
                alt={t('adminItems.photoAlt', { n: index + 1, item: title })}
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="size-16 rounded-md border border-border bg-muted object-cover"
              />
            </li>
          ))}
          {morePhotos > 0 ? (
            <li className="text-xs font-medium text-muted-foreground">
              {t('adminItems.morePhotos', { count: morePhotos })}
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="flex h-16 items-center gap-2 text-sm text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-4" />
          {t('adminItems.noPhotos')}
        </p>
      )}

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('adminItems.size')}</dt>
        <dd>{text.size(item.size)}</dd>
        <dt className="text-muted-foreground">{t('adminItems.condition')}</dt>
        <dd>{text.condition(item.condition)}</dd>
        {item.offerAmount ? (
          <>
            <dt className="text-muted-foreground">{t('adminItems.offer')}</dt>
            <dd className="font-semibold text-success tabular-nums">
              {format.rupeesWithPaise(item.offerAmount)}
            </dd>
          </>
        ) : null}
      </dl>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-muted/60 p-3 text-sm">
        <dt className="text-muted-foreground">{t('adminItems.userId')}</dt>
        <dd className="min-w-0 font-mono text-xs leading-5 break-all">{item.userId}</dd>
        <dt className="text-muted-foreground">{t('adminItems.userEmail')}</dt>
        <dd className="min-w-0 break-all">{item.userEmail ?? t('adminItems.unknownEmail')}</dd>
        <dt className="text-muted-foreground">{t('adminItems.cartValue')}</dt>
        <dd className="tabular-nums">{format.rupeesWithPaise(item.userCartValue)}</dd>
      </dl>

      <div className="mt-auto">
        <Button
          variant={reviewable ? 'default' : 'outline'}
          size="sm"
          aria-describedby={titleId}
          onClick={() => onOpen(item)}
        >
          {reviewable ? <SearchCheck aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {reviewable ? t('adminItems.review') : t('adminItems.view')}
        </Button>
      </div>
    </Card>
  );
}
