// Photo picking for the demo form: images only, up to 10 kept (SPEC §2), thumbnails with remove.
// The picked files never leave the device; they are shown through object URLs.
import { ImagePlus, X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { MAX_PHOTOS_PER_ITEM } from '@/domain/constants';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import type { DemoPhoto } from './demo-types';
import type { PhotoNotice } from './use-demo-photos';

interface PhotoPickerProps {
  photos: ReadonlyArray<DemoPhoto>;
  notice: PhotoNotice | null;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}

export function PhotoPicker({ photos, notice, onAdd, onRemove }: PhotoPickerProps) {
  const { t } = useT();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const full = photos.length >= MAX_PHOTOS_PER_ITEM;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onAdd(Array.from(event.target.files ?? []));
    // The same file can be picked again after being removed.
    event.target.value = '';
  }

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{t('demo.form.photos')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={full}
          aria-describedby={hintId}
          onChange={onChange}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium shadow-sm transition-colors hover:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
            full && 'pointer-events-none opacity-60',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {t('demo.form.addPhotos')}
        </label>
        <span className="text-sm text-muted-foreground tabular-nums">
          {t('demo.form.photoCount', { count: photos.length, max: MAX_PHOTOS_PER_ITEM })}
        </span>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('demo.form.photosHint', { max: MAX_PHOTOS_PER_ITEM })}
      </p>
      <div aria-live="polite" className="text-sm font-medium text-destructive empty:hidden">
        {notice?.notImages ? <p>{t('demo.form.notImages', { count: notice.notImages })}</p> : null}
        {notice?.overLimit ? (
          <p>{t('demo.form.overLimit', { count: notice.overLimit, max: MAX_PHOTOS_PER_ITEM })}</p>
        ) : null}
      </div>
      {photos.length > 0 ? (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.url}
                alt={t('demo.form.photoAlt', { n: index + 1 })}
                className="aspect-square w-full rounded-md border border-border bg-muted object-cover"
              />
              <button
                type="button"
                aria-label={t('demo.form.removePhoto', { n: index + 1 })}
                onClick={() => onRemove(photo.id)}
                className="absolute -top-1.5 -right-1.5 flex size-7 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm hover:bg-destructive hover:text-destructive-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
