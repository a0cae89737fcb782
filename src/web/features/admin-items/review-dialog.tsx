// The Review / View dialog's content in a chunk of its own (issue 14): the console's first load
// carries only this wrapper; the dialog (form, photo zoom, suggested offer, shortcuts, their texts)
// comes when the Items tab is idle, or at the latest when a dialog opens.
import { Suspense } from 'react';
import type { AdminItem } from '@/domain/items.schema';
import { DialogLoading } from '@/web/components/ui/dialog-loading';
import { lazy } from '@/web/lib/lazy';
import type { QueueControls } from './review-dialog-content';

export type { QueueControls };

const LazyContent = lazy(
  () => import('./review-dialog-content').then((module) => module.ReviewDialogContent),
  'idle',
);

/** Fetches the dialog's chunk once the browser is idle, so the first Review opens at once. */
export const usePreloadReviewDialog: () => void = LazyContent.usePreload;

interface ReviewDialogContentProps {
  item: AdminItem;
  onDone: (outcome?: string) => void;
  queue?: QueueControls;
}

// Focus goes back to what opened the dialog (the card's Review button, the queue's button) when
// it closes: the dialog frame sees to it (components/ui/dialog.tsx).
export function ReviewDialogContent(props: ReviewDialogContentProps) {
  return (
    <Suspense fallback={<DialogLoading />}>
      <LazyContent {...props} />
    </Suspense>
  );
}
