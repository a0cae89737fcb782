// The review queue (issue 14): "Review oldest pending" opens the oldest pending item in the review
// dialog; after each decision (or Skip) the next oldest one opens by itself, and when none is left
// the dialog says so. Skipped items stay pending and are passed over for this round only; the
// round starts afresh each time the queue is opened.
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck, ListChecks, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { reviewQueueEndpoints } from '@/contract/review-queue';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogFrame } from '@/web/components/ui/dialog-frame';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import { useT } from '@/web/i18n/i18n';
import { invalidateEndpoints } from '@/web/lib/endpoint-query';
import { useAdminCounts } from '@/web/console/api';
import { useAdminQueryFailure } from '@/web/console/use-admin-failure';
import { ReviewDialogContent, usePreloadReviewDialog } from './review-dialog';
import { useNextPending } from './review-queue-api';

export function ReviewQueue() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  /** Items passed over this round, skipped or decided, in order. */
  const [passed, setPassed] = useState<number[]>([]);
  const [skipped, setSkipped] = useState<number[]>([]);
  const [lastOutcome, setLastOutcome] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const next = useNextPending(passed, open);
  // The tabs' counts (already polled): with nothing pending the queue has nothing to open.
  const nonePending = useAdminCounts().data?.pendingItems === 0;
  useAdminQueryFailure(next.error);
  usePreloadReviewDialog();

  function start(skippedToo: readonly number[] = []) {
    // Decided items are no longer pending; only the skipped are sent back when starting over.
    setPassed([...skippedToo]);
    setSkipped([]);
    setLastOutcome(null);
    void invalidateEndpoints(queryClient, [reviewQueueEndpoints.nextPendingItem]);
    setOpen(true);
  }

  const pass = (id: number, skip: boolean) => {
    setPassed((ids) => [...ids, id]);
    if (skip) setSkipped((ids) => [...ids, id]);
  };

  let content;
  if (!open) content = null;
  else if (next.data?.item) {
    const item = next.data.item;
    content = (
      <ReviewDialogContent
        key={item.id}
        item={item}
        onDone={(outcome) => {
          setLastOutcome(outcome ?? null);
          pass(item.id, false);
        }}
        queue={{
          onSkip: () => {
            setLastOutcome(null);
            pass(item.id, true);
          },
          remaining: next.data.remaining,
          lastOutcome,
        }}
      />
    );
  } else if (next.data) {
    content = (
      <DialogFrame
        title={t('reviewQueue.doneTitle')}
        description={
          skipped.length > 0
            ? t('reviewQueue.doneSkipped', { count: skipped.length })
            : t('reviewQueue.doneDescription')
        }
        footer={
          <>
            {skipped.length > 0 ? (
              <Button variant="outline" onClick={() => start()}>
                {t('reviewQueue.reviewSkipped')}
              </Button>
            ) : null}
            <Button onClick={() => setOpen(false)}>
              <CheckCheck aria-hidden="true" />
              {t('common.close')}
            </Button>
          </>
        }
      >
        {lastOutcome ? (
          <p role="status" className="text-sm font-medium text-success">
            {lastOutcome}
          </p>
        ) : null}
      </DialogFrame>
    );
  } else {
    content = (
      <DialogFrame
        title={t('reviewQueue.loadingTitle')}
        description={next.isError ? t('reviewQueue.failed') : t('reviewQueue.loading')}
      >
        {next.isError ? (
          <RetryAlert message={t('reviewQueue.failed')} onRetry={() => void next.refetch()} />
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            {t('reviewQueue.loading')}
          </p>
        )}
      </DialogFrame>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          onClick={() => start()}
          disabled={nonePending && !open}
          aria-describedby={nonePending ? 'review-queue-none' : undefined}
          className="w-full sm:w-auto"
        >
          <ListChecks aria-hidden="true" />
          {t('reviewQueue.open')}
        </Button>
        {nonePending ? (
          <p id="review-queue-none" className="text-sm text-muted-foreground">
            {t('reviewQueue.nonePending')}
          </p>
        ) : null}
      </div>
      {/* One item's content replaced by the next keeps focus in the dialog; closing returns it
          to the button (the dialog frame: components/ui/dialog.tsx). */}
      <Dialog open={open} onOpenChange={setOpen}>
        {content}
      </Dialog>
    </>
  );
}
