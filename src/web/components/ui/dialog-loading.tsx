// What a dialog whose content is a chunk of its own shows while that chunk arrives: a spinner,
// titled for screen readers. When the real content replaces it, focus stays in the dialog (the
// frame sees the dialog still open: dialog.tsx).
import { DialogFrame } from './dialog-frame';
import { Spinner } from './spinner';
import { useT } from '@/web/i18n/i18n';

export function DialogLoading() {
  const { t } = useT();
  return (
    <DialogFrame title={t('common.loading')} headingClassName="sr-only">
      <Spinner label={t('common.loading')} showLabel />
    </DialogFrame>
  );
}
