// The Review / View dialog's content in a chunk of its own (issue 14): the console's first load
// carries only this wrapper; the dialog (form, photo zoom, suggested offer, shortcuts, their texts)
// comes when the Items tab is idle, or at the latest when a dialog opens.
import { Suspense, useState } from 'react';
import type { AdminItem } from '@/domain/items';
import { DialogContent, DialogTitle } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/i18n/i18n';
import { lazyComponent } from '@/web/lib/lazy-chunk';
import type { QueueControls } from './review-dialog-content';

export type { QueueControls };

const content = lazyComponent(() =>
  import('./review-dialog-content').then((module) => module.ReviewDialogContent),
);
const LazyContent = content.Component;

/** Fetches the dialog's chunk once the browser is idle, so the first Review opens at once. */
export const usePreloadReviewDialog: () => void = content.usePreload;

interface ReviewDialogContentProps {
  item: AdminItem;
  onDone: (outcome?: string) => void;
  queue?: QueueControls;
}

export function ReviewDialogContent(props: ReviewDialogContentProps) {
  // Focus goes back to what opened the dialog (the card's Review button) when it closes; the
  // placeholder shown while the chunk loads must not take it there when it gives way.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const returnFocus =
    props.queue?.onCloseAutoFocus ??
    ((event: Event) => {
      event.preventDefault();
      if (opener?.isConnected) opener.focus();
    });
  return (
    <Suspense fallback={<LoadingContent onCloseAutoFocus={(event) => event.preventDefault()} />}>
      <LazyContent {...props} onCloseAutoFocus={returnFocus} />
    </Suspense>
  );
}

function LoadingContent({ onCloseAutoFocus }: { onCloseAutoFocus: (event: Event) => void }) {
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
