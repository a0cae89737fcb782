// One Aadhaar image in a dialog: the owner's own (profile) or any user's (admin Users tab). The
// image comes from an authorised route that decrypts it on the fly with no-store (DESIGN §3); it
// is fetched only when the dialog opens, so an admin view is recorded only when one is made.
import { Eye, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';

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
  const { t } = useT();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={triggerAriaLabel}>
          <Eye aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="wrap-anywhere">{description}</DialogDescription>
        </DialogHeader>
        <DocumentImage src={src} alt={alt} />
      </DialogContent>
    </Dialog>
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
