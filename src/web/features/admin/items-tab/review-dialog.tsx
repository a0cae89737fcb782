// The Review / View dialog (SPEC §2 admin, §4): photos at full size, item details, the seller's
// id, email and cart value, then the admin actions while the item is pending, or the read-only
// summary (status, offer, notes, reviewed date) once it has been reviewed.
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { canReview } from '@/domain/item-status';
import type { AdminItem } from '@/domain/items';
import { DialogHeading } from '@/web/components/ui/action-dialog';
import { DialogContent } from '@/web/components/ui/dialog';
import { addEnglish, useT } from '@/web/i18n/i18n';
import { useItemText } from '@/web/components/items/use-item-text';
import { ItemStatusBadge } from '@/web/components/items/item-status-badge';
import { useItemTitle } from './item-text';
import { ReviewForm } from './review-form';
import adminItemsEnglish from '@/web/i18n/locales/en/admin-items';

addEnglish(adminItemsEnglish);

interface ReviewDialogContentProps {
  item: AdminItem;
  onDone: () => void;
}

export function ReviewDialogContent({ item, onDone }: ReviewDialogContentProps) {
  const { t, format } = useT();
  const text = useItemText();
  const title = useItemTitle()(item);
  const reviewable = canReview(item.status);

  return (
    <DialogContent closeLabel={t('common.close')} className="max-w-2xl">
      <DialogHeading
        title={
          reviewable
            ? t('adminItems.dialogTitle', { item: title })
            : t('adminItems.dialogTitleReviewed', { item: title })
        }
        aside={<ItemStatusBadge status={item.status} plain />}
        description={t('adminItems.dialogDescription', {
          id: item.id,
          date: format.date(item.createdAt),
        })}
      />

      <PhotoStrip photos={item.photos} title={title} />

      <div className="grid gap-4 sm:grid-cols-2">
        <Section title={t('adminItems.details')}>
          <Row label={t('adminItems.category')}>{text.category(item.category)}</Row>
          <Row label={t('adminItems.size')}>{text.size(item.size)}</Row>
          <Row label={t('adminItems.condition')}>{text.condition(item.condition)}</Row>
          {item.description ? (
            <Row label={t('adminItems.description')}>
              <span className="whitespace-pre-line">{item.description}</span>
            </Row>
          ) : null}
          <Row label={t('adminItems.submitted')}>{format.dateTime(item.createdAt)}</Row>
        </Section>
        <Section title={t('adminItems.userInfo')}>
          <Row label={t('adminItems.userId')}>
            <span className="font-mono text-xs leading-5">{item.userId}</span>
          </Row>
          <Row label={t('adminItems.userEmail')}>
            {item.userEmail ?? t('adminItems.unknownEmail')}
          </Row>
          <Row label={t('adminItems.cartValue')}>
            <span className="tabular-nums">{format.rupeesWithPaise(item.userCartValue)}</span>
          </Row>
        </Section>
      </div>

      {reviewable ? (
        <section
          className="grid gap-3 border-t border-border pt-4"
          aria-labelledby="review-actions"
        >
          <h3 id="review-actions" className="text-base font-semibold">
            {t('adminItems.adminActions')}
          </h3>
          <ReviewForm item={item} onDone={onDone} />
        </section>
      ) : (
        <ReviewSummary item={item} />
      )}
    </DialogContent>
  );
}

function ReviewSummary({ item }: { item: AdminItem }) {
  const { t, format } = useT();
  return (
    <section
      aria-labelledby="review-summary"
      className="grid gap-2 rounded-lg border border-border bg-muted/50 p-4"
    >
      <h3 id="review-summary" className="text-base font-semibold">
        {t('adminItems.summary')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">{t('adminItems.status')}</dt>
        <dd>
          <ItemStatusBadge status={item.status} plain />
        </dd>
        <dt className="text-muted-foreground">{t('adminItems.offer')}</dt>
        <dd className="font-semibold tabular-nums">
          {item.offerAmount ? format.rupeesWithPaise(item.offerAmount) : t('adminItems.noOffer')}
        </dd>
        <dt className="text-muted-foreground">{t('adminItems.adminNotes')}</dt>
        <dd className="min-w-0 whitespace-pre-line wrap-anywhere">
          {item.adminNotes || t('adminItems.noNotes')}
        </dd>
        <dt className="text-muted-foreground">{t('adminItems.reviewedAt')}</dt>
        <dd>{item.reviewedAt ? format.dateTime(item.reviewedAt) : t('adminItems.notRecorded')}</dd>
      </dl>
    </section>
  );
}

/** Every photo at full resolution in a sideways strip; each opens on its own in a new tab. */
function PhotoStrip({ photos, title }: { photos: string[]; title: string }) {
  const { t } = useT();
  if (photos.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('adminItems.noPhotos')}</p>;
  }
  return (
    <section aria-label={t('adminItems.photos')} className="grid gap-2">
      <div
        // Focusable so keyboard users can scroll it with the arrow keys.
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto rounded-lg pb-2 focus-visible:ring-2 focus-visible:ring-ring"
      >
        {photos.map((url, index) => (
          <a
            key={url}
            href={url}
            target="_blank"
            rel="noreferrer"
            aria-label={t('adminItems.openPhoto', { n: index + 1 })}
            className="group relative shrink-0 snap-center rounded-lg focus-visible:ring-2 focus-visible:ring-ring"
          >
            <img
              src={url}
              alt={t('adminItems.photoAlt', { n: index + 1, item: title })}
              width={320}
              height={320}
              loading={index < 2 ? 'eager' : 'lazy'}
              decoding="async"
              className="size-64 rounded-lg border border-border bg-muted object-contain sm:size-80"
            />
            <ExternalLink
              aria-hidden="true"
              className="absolute top-2 right-2 size-6 rounded bg-card/90 p-1 text-foreground opacity-0 shadow-sm transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
            />
          </a>
        ))}
      </div>
      {photos.length > 1 ? (
        <p className="text-xs text-muted-foreground">
          {t('adminItems.photosCount', { count: photos.length })} · {t('adminItems.photosHint')}
        </p>
      ) : null}
    </section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-2 rounded-lg bg-muted/50 p-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words wrap-anywhere">{children}</dd>
    </>
  );
}
