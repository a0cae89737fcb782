// 'Your Submissions' (SPEC §2): six skeleton cards while loading, 'No submissions yet' with a
// way to the submit page when empty, and the cards, each opening the photo gallery.
import { PackageOpen, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { SKELETON_CARD_COUNT } from '@/domain/constants';
import type { ClothingItem } from '@/domain/items.schema';
import { SubmitItemLink } from '@/web/components/items/submit-item-link';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { IconBadge } from '@/web/components/ui/icon-badge';
import { useT } from '@/web/i18n/i18n';
import { ItemGalleryDialog, type GalleryItem } from '@/web/components/items/item-gallery-dialog';
import { useItemText } from '@/web/components/items/use-item-text';
import { SubmissionCard, SubmissionCardSkeleton } from './submission-card';

interface SubmissionsGridProps {
  items: ClothingItem[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

export function SubmissionsGrid({ items, isError, onRetry }: SubmissionsGridProps) {
  const { t } = useT();
  const text = useItemText();
  const titleId = useId();
  const [gallery, setGallery] = useState<GalleryItem | null>(null);

  function openGallery(item: ClothingItem) {
    setGallery({
      name: text.name(item),
      details: [
        text.category(item.category),
        t('items.sizeValue', { size: text.size(item.size) }),
        text.condition(item.condition),
      ].join(' · '),
      photos: item.photos,
    });
  }

  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <h2 id={titleId} className="text-xl font-semibold tracking-tight">
        {t('sellerDashboard.submissionsTitle')}
      </h2>
      {isError ? (
        <Card className="grid justify-items-start gap-3 p-5">
          <p role="alert" className="text-sm text-destructive">
            {t('sellerDashboard.loadFailed')}
          </p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </Card>
      ) : !items ? (
        <>
          <p role="status" className="sr-only">
            {t('sellerDashboard.loading')}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
              <li key={index} data-testid="submission-skeleton">
                <SubmissionCardSkeleton />
              </li>
            ))}
          </ul>
        </>
      ) : items.length === 0 ? (
        <Card className="grid justify-items-center gap-3 px-5 py-10 text-center">
          <IconBadge icon={PackageOpen} size="xl" tone="soft" />
          <h3 className="text-lg font-semibold">{t('sellerDashboard.emptyTitle')}</h3>
          <p className="max-w-sm text-sm text-muted-foreground">{t('sellerDashboard.emptyBody')}</p>
          <SubmitItemLink first size="lg" className="mt-2" />
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <SubmissionCard item={item} onOpenGallery={() => openGallery(item)} />
            </li>
          ))}
        </ul>
      )}
      <ItemGalleryDialog
        item={gallery}
        onOpenChange={(open) => {
          if (!open) setGallery(null);
        }}
      />
    </section>
  );
}
