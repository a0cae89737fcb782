// The Review / View dialog (SPEC §2 admin, §4): photos at full size, item details, the seller's
// id, email and cart value, then the admin actions while the item is pending, or the read-only
// summary (status, offer, notes, reviewed date) once it has been reviewed. Issue 14: while pending
// it is laid out in two columns on wide screens, so Approve and Reject show at 1280x800 without
// scrolling; it has keyboard shortcuts (review-shortcuts.ts, shown in the legend), a photo zoom
// and, opened from the review queue, Skip and the count of items left.
import { SkipForward } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { canReview } from '@/domain/item-status';
import type { AdminItem } from '@/domain/items.schema';
import { Button } from '@/web/components/ui/button';
import { DetailRow } from '@/web/components/ui/detail-row';
import { DialogFrame } from '@/web/components/ui/dialog-frame';
import { useT } from '@/web/i18n/i18n';
import { useItemText } from '@/web/components/items/use-item-text';
import { ItemStatusBadge } from '@/web/components/items/item-status-badge';
import { useItemTitle } from './item-text';
import { ReviewForm, type ReviewActions } from './review-form';
import { ReviewPhotos } from './review-photos';
import { shortcutOf } from './review-shortcuts';
import { ShortcutLegend } from './shortcut-legend';

/** The review queue's part of the dialog: Skip (N) and how many items are left. */
export interface QueueControls {
  onSkip: () => void;
  remaining: number;
  /** What was decided on the item before (the toast sits under this modal, unread). */
  lastOutcome: string | null;
}

interface ReviewDialogContentProps {
  item: AdminItem;
  onDone: (outcome?: string) => void;
  queue?: QueueControls;
}

export function ReviewDialogContent({ item, onDone, queue }: ReviewDialogContentProps) {
  const { t, format } = useT();
  const text = useItemText();
  const title = useItemTitle()(item);
  const reviewable = canReview(item.status);
  const actionsRef = useRef<ReviewActions | null>(null);
  const [zoomed, setZoomed] = useState<number | null>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!reviewable && event.key.toLowerCase() !== 'z') return;
    const shortcut = shortcutOf(event);
    if (!shortcut) return;
    const form = event.currentTarget.querySelector('form');
    const run: Record<typeof shortcut, (() => void) | undefined> = {
      approve: form ? () => form.requestSubmit() : undefined,
      reject: actionsRef.current?.reject,
      suggest: actionsRef.current?.takeSuggestion,
      skip: queue?.onSkip,
      zoom: item.photos.length > 0 ? () => setZoomed(0) : undefined,
    };
    const action = run[shortcut];
    if (!action) return;
    event.preventDefault();
    action();
  }

  const photos = (
    <ReviewPhotos
      photos={item.photos}
      title={title}
      zoomed={zoomed}
      onZoom={setZoomed}
      compact={reviewable}
    />
  );
  const details = (
    <div className={reviewable ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-4 sm:grid-cols-2'}>
      <Section title={t('adminItems.details')}>
        <DetailRow label={t('adminItems.category')}>{text.category(item.category)}</DetailRow>
        <DetailRow label={t('adminItems.size')}>{text.size(item.size)}</DetailRow>
        <DetailRow label={t('adminItems.condition')}>{text.condition(item.condition)}</DetailRow>
        {item.description ? (
          <DetailRow label={t('adminItems.description')}>
            <span className="line-clamp-4 whitespace-pre-line">{item.description}</span>
          </DetailRow>
        ) : null}
        <DetailRow label={t('adminItems.submitted')}>{format.dateTime(item.createdAt)}</DetailRow>
      </Section>
      <Section title={t('adminItems.userInfo')}>
        <DetailRow label={t('adminItems.userId')}>
          <span className="font-mono text-xs leading-5">{item.userId}</span>
        </DetailRow>
        <DetailRow label={t('adminItems.userEmail')}>
          {item.userEmail ?? t('adminItems.unknownEmail')}
        </DetailRow>
        <DetailRow label={t('adminItems.cartValue')}>
          <span className="tabular-nums">{format.rupeesWithPaise(item.userCartValue)}</span>
        </DetailRow>
      </Section>
    </div>
  );

  return (
    <DialogFrame
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
      className={reviewable ? 'max-w-2xl gap-3 lg:max-w-5xl' : 'max-w-2xl'}
      onKeyDown={onKeyDown}
      // Focus starts in the offer field: type the amount and press Enter.
      onOpenAutoFocus={
        reviewable
          ? (event) => {
              event.preventDefault();
              const container = event.currentTarget as HTMLElement | null;
              container?.querySelector<HTMLInputElement>('input[name="offerAmount"]')?.focus();
            }
          : undefined
      }
    >
      {reviewable ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,24rem)]">
          <div className="grid min-w-0 content-start gap-3">
            {photos}
            {details}
          </div>
          <section
            className="grid content-start gap-3 border-t border-border pt-3 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-4"
            aria-labelledby="review-actions"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="review-actions" className="text-base font-semibold">
                {t('adminItems.adminActions')}
              </h3>
              {queue ? (
                <div className="flex items-center gap-2">
                  <span className="text-xs text-muted-foreground">
                    {t('reviewQueue.remaining', { count: queue.remaining })}
                  </span>
                  <Button type="button" variant="outline" size="sm" onClick={queue.onSkip}>
                    <SkipForward aria-hidden="true" />
                    {t('reviewQueue.skip')}
                  </Button>
                </div>
              ) : null}
            </div>
            {queue?.lastOutcome ? (
              <p role="status" className="text-sm font-medium text-success">
                {queue.lastOutcome}
              </p>
            ) : null}
            <ReviewForm item={item} onDone={onDone} actionsRef={actionsRef} />
            <ShortcutLegend queue={Boolean(queue)} />
          </section>
        </div>
      ) : (
        <>
          {photos}
          {details}
          <ReviewSummary item={item} />
        </>
      )}
    </DialogFrame>
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-2 rounded-lg bg-muted/50 p-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">{children}</dl>
    </section>
  );
}
