// One card of 'Your Submissions' (SPEC §2, §4): the first photo as a thumbnail with the photo
// count and status, the item's details, its offer, a note from the review and, on approved
// items, the pickup note. The whole card opens the photo gallery.
import { CircleCheck, Images, MessageSquareText } from 'lucide-react';
import type { ClothingItem } from '@/domain/items.schema';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { ItemFacts } from '@/web/components/items/item-facts';
import { ItemStatusBadge } from '@/web/components/items/item-status-badge';
import { ItemThumbnail } from '@/web/components/items/item-thumbnail';
import { useItemText } from '@/web/components/items/use-item-text';

interface SubmissionCardProps {
  item: ClothingItem;
  onOpenGallery: () => void;
}

export function SubmissionCard({ item, onOpenGallery }: SubmissionCardProps) {
  const { t, format } = useT();
  const text = useItemText();
  const name = text.name(item);
  const photoCount = item.photos.length;
  const hasPhotos = photoCount > 0;

  return (
    <Card className="relative flex h-full gap-3 overflow-hidden p-3 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md sm:flex-col sm:gap-0 sm:p-0">
      <div className="relative size-28 shrink-0 overflow-hidden rounded-lg sm:size-auto sm:rounded-none">
        <ItemThumbnail
          photoUrl={item.photos[0]}
          alt={name}
          className="size-full sm:aspect-square sm:h-auto"
        />
        {hasPhotos ? (
          <span className="absolute bottom-1.5 left-1.5 flex items-center gap-1 rounded-full bg-black/65 px-2 py-0.5 text-xs font-medium text-white sm:top-2 sm:bottom-auto sm:left-2">
            <Images aria-hidden="true" className="size-3.5" />
            <span aria-hidden="true">{photoCount}</span>
            <span className="sr-only">{t('items.photoCount', { count: photoCount })}</span>
          </span>
        ) : null}
      </div>

      <div className="grid min-w-0 flex-1 content-start gap-2 sm:p-4">
        {/* In the text column on phones, over the photo's corner on wider screens. */}
        <ItemStatusBadge
          status={item.status}
          className="justify-self-start shadow-sm sm:absolute sm:top-2 sm:right-2"
        />
        <h3 className="leading-snug font-semibold wrap-anywhere">
          {hasPhotos ? (
            <button
              type="button"
              onClick={onOpenGallery}
              aria-label={t('gallery.open', { name })}
              // Stretched over the whole card, so a tap anywhere on it opens the gallery.
              className="text-left outline-none after:absolute after:inset-0 after:content-['']"
            >
              {name}
            </button>
          ) : (
            name
          )}
        </h3>
        <ItemFacts item={item} layout="columns" />
        {item.offerAmount ? (
          <p className="text-sm font-semibold text-success tabular-nums">
            {t('items.offer', { amount: format.rupeesWithPaise(item.offerAmount) })}
          </p>
        ) : null}
        {item.adminNotes ? (
          <div
            className={cn(
              'grid gap-0.5 rounded-md p-2 text-xs',
              item.status === 'rejected'
                ? 'bg-red-50 text-red-900'
                : 'bg-muted text-muted-foreground',
            )}
          >
            <p className="flex items-center gap-1 font-semibold">
              <MessageSquareText aria-hidden="true" className="size-3.5" />
              {t('items.adminNotes')}
            </p>
            <p className="wrap-anywhere whitespace-pre-line">{item.adminNotes}</p>
          </div>
        ) : null}
        {item.status === 'approved' ? (
          <p className="flex items-start gap-1.5 rounded-md bg-green-50 p-2 text-xs font-medium text-green-900">
            <CircleCheck aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            {t('sellerDashboard.approvedNote')}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {t('items.submittedOn', { date: format.date(item.createdAt) })}
        </p>
      </div>
    </Card>
  );
}

/** Same shape as a card, while the list loads. */
export function SubmissionCardSkeleton() {
  return (
    <Card className="flex gap-3 overflow-hidden p-3 sm:flex-col sm:gap-0 sm:p-0">
      <Skeleton className="size-28 shrink-0 rounded-lg sm:aspect-square sm:size-auto sm:rounded-none" />
      <div className="grid flex-1 content-start gap-2 sm:p-4">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-3 w-1/3" />
      </div>
    </Card>
  );
}
