// The uploader's messages in words: files refused before upload (SPEC §5 uploader errors) and the
// reason each failed upload gave.
import { X } from 'lucide-react';
import { useT } from '@/web/i18n/i18n';
import { ITEM_MESSAGES } from '@/domain/rule-messages';
import { useErrorText } from '@/web/lib/error-text';
import { MAX_PHOTO_MEGABYTES, type PhotoRefusal } from './photo-checks';
import type { PhotoUpload } from './use-photo-uploads';

/** A failed tile has no room for a sentence: the reasons are listed under the photos. */
export function FailedPhotoMessages({ photos }: { photos: PhotoUpload[] }) {
  const { t } = useT();
  const errorText = useErrorText();
  const failed = photos
    .map((photo, index) => ({ photo, number: index + 1 }))
    .filter(({ photo }) => photo.status === 'failed');
  if (failed.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm text-destructive">
      {failed.map(({ photo, number }) => (
        <li key={photo.id} className="wrap-anywhere">
          {t('upload.photoAlt', { n: number, name: photo.fileName })}:{' '}
          {errorText(photo.error, t('upload.errorDescription'))}
        </li>
      ))}
    </ul>
  );
}

export function RefusalList({
  refusals,
  onDismiss,
}: {
  refusals: PhotoRefusal[];
  onDismiss: () => void;
}) {
  const { t, rule } = useT();
  const tooMany = refusals.filter((refusal) => refusal.reason === 'tooMany');
  const messages = refusals.flatMap((refusal) => {
    const name = refusal.fileName;
    switch (refusal.reason) {
      case 'wrongType':
        return [t('upload.wrongType', { name })];
      case 'tooSmall':
        return [t('upload.tooSmall', { name })];
      case 'tooLarge':
        return [t('upload.tooLarge', { name, size: MAX_PHOTO_MEGABYTES })];
      case 'tooMany':
        return [];
    }
  });
  if (tooMany.length > 0) {
    messages.push(
      t('upload.tooMany', {
        names: tooMany.map((refusal) => refusal.fileName).join(', '),
        rule: rule(ITEM_MESSAGES.tooManyPhotos),
      }),
    );
  }
  return (
    <div
      role="alert"
      className="relative grid gap-1.5 rounded-lg border border-destructive/40 bg-destructive/5 p-3 pr-10 text-sm"
    >
      <p className="font-semibold text-destructive">{t('upload.refusedTitle')}</p>
      <ul className="grid list-disc gap-1 pl-5 text-foreground">
        {messages.map((message, index) => (
          <li key={`${index}:${message}`} className="wrap-anywhere">
            {message}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('upload.dismiss')}
        className="absolute top-2 right-2 rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
