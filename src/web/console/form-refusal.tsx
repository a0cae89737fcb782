// A server's refusal inside an admin dialog's form. The toast says it too, but while a modal
// dialog is open the notification region is hidden from assistive technology, so the form repeats
// it, read out at once. A lost admin session is not a refusal: it leaves the console instead.
import { CircleAlert } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useT } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { useAdminFailureRedirect } from './use-admin-failure';

export function FormRefusal({ text, className }: { text: string | null; className?: string }) {
  if (!text) return null;
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

/** The form's refusal: `fail` shows it in the form and the toast, `clear` takes it away. */
export function useRefusal() {
  const { t } = useT();
  const onFailure = useAdminFailureRedirect();
  const [refusal, setRefusal] = useState<string | null>(null);
  const fail = useCallback(
    (error: unknown, description: string) => {
      if (!(isApiError(error) && error.status === 401)) setRefusal(description);
      onFailure(error, { title: t('common.error'), description });
    },
    [onFailure, t],
  );
  const clear = useCallback(() => setRefusal(null), []);
  return { refusal, fail, clear };
}

/** A dialog's form: open or closed, its refusal, and a fresh form each time it closes. */
export function useFormDialog(reset: () => void) {
  const [open, setOpen] = useState(false);
  const refusal = useRefusal();
  function onOpenChange(next: boolean) {
    setOpen(next);
    refusal.clear();
    if (!next) reset();
  }
  return { open, onOpenChange, ...refusal };
}
