// One Aadhaar image in a dialog: the owner's own (profile) or any user's (admin Users tab). The
// image comes from an authorised route that decrypts it on the fly with no-store (DESIGN §3); it
// is fetched only when the dialog opens, so an admin view is recorded only when one is made.
import { Eye, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { ActionDialog } from '@/web/components/ui/action-dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';

interface DocumentDialogProps {
  /** The trigger button's text, e.g. 'View front'. */
  triggerLabel: string;
  /** Accessible name of the trigger when its text alone is ambiguous (a list of users). */
  triggerAriaLabel?: string;
  title: string;
  description: string;
  src: string;
  alt: string;
}

export function DocumentDialog({
  triggerLabel,
  triggerAriaLabel,
  title,
  description,
  src,
  alt,
}: DocumentDialogProps) {
  return (
    <ActionDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={triggerAriaLabel}>
          <Eye aria-hidden="true" />
          {triggerLabel}
        </Button>
      }
      title={title}
      description={description}
      descriptionClassName="wrap-anywhere"
      className="max-w-2xl"
    >
      <DocumentImage src={src} alt={alt} />
    </ActionDialog>
  );
}

function DocumentImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useT();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed') {
    return (
      <p
        role="alert"
        className="flex min-h-40 items-center justify-center gap-2 rounded-lg bg-muted p-6 text-sm text-muted-foreground"
      >
        <ImageOff aria-hidden="true" className="size-5" />
        {t('identity.documentFailed')}
      </p>
    );
  }
  return (
    <div className="relative grid min-h-40 place-items-center overflow-hidden rounded-lg bg-muted">
      {state === 'loading' ? (
        <>
          <Skeleton className="absolute inset-0 rounded-lg" />
          <span role="status" className="sr-only">
            {t('identity.documentLoading')}
          </span>
        </>
      ) : null}
      <img
        src={src}
        alt={alt}
        decoding="async"
        draggable={false}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        className={cn(
          'relative max-h-[65dvh] w-full object-contain',
          state === 'loading' && 'opacity-0',
        )}
      />
    </div>
  );
}
