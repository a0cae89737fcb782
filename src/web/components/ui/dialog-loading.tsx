// What a dialog whose content is a chunk of its own shows while that chunk arrives: a titled
// spinner. When the real content replaces it, focus stays in the dialog (the frame sees the
// dialog still open: dialog.tsx).
import { DialogContent, DialogTitle } from './dialog';
import { Spinner } from './spinner';
import { useT } from '@/web/i18n/i18n';

export function DialogLoading() {
  const { t } = useT();
  return (
    <DialogContent closeLabel={t('common.close')} aria-describedby={undefined}>
      <DialogTitle className="sr-only">{t('common.loading')}</DialogTitle>
      <Spinner label={t('common.loading')} showLabel />
    </DialogContent>
  );
}
