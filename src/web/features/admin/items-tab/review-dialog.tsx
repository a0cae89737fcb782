// The Review / View dialog's content in a chunk of its own (issue 14): the console's first load
// carries only this wrapper; the dialog (form, photo zoom, suggested offer, shortcuts, their texts)
// comes when the Items tab is idle, or at the latest when a dialog opens.
import { lazy, Suspense, useEffect } from 'react';
import type { AdminItem } from '@/domain/items';
import { DialogContent, DialogTitle } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/i18n/i18n';
import type { QueueControls } from './review-dialog-content';

export type { QueueControls };

const loadContent = () => import('./review-dialog-content');
const LazyContent = lazy(() =>
  loadContent().then((module) => ({ default: module.ReviewDialogContent })),
);

/** Fetches the dialog's chunk once the browser is idle, so the first Review opens at once. */
export function usePreloadReviewDialog(): void {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void loadContent().catch(() => undefined));
  }, []);
}

interface ReviewDialogContentProps {
  item: AdminItem;
  onDone: () => void;
  queue?: QueueControls;
}

export function ReviewDialogContent(props: ReviewDialogContentProps) {
  return (
    <Suspense fallback={<LoadingContent onCloseAutoFocus={props.queue?.onCloseAutoFocus} />}>
      <LazyContent {...props} />
    </Suspense>
  );
}

function LoadingContent({ onCloseAutoFocus }: { onCloseAutoFocus?: (event: Event) => void }) {
  const { t } = useT();
  return (
    <DialogContent
      closeLabel={t('common.close')}
      aria-describedby={undefined}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogTitle className="sr-only">{t('common.loading')}</DialogTitle>
      <Spinner label={t('common.loading')} showLabel />
    </DialogContent>
  );
}
