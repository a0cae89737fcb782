// Photo uploader (SPEC §5): pick or drag and drop, a camera button on phones, thumbnails with
// remove, a progress bar per photo, retry, and the four uploader errors in words.
import { Camera, ImageIcon, ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { MAX_PHOTOS_PER_ITEM } from '@/domain/constants';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { MAX_PHOTO_MEGABYTES, PHOTO_ACCEPT } from './photo-checks';
import { PhotoTile } from './photo-tile';
import { FailedPhotoMessages, RefusalList } from './upload-messages';
import type { PhotoUploads } from './use-photo-uploads';

interface PhotoUploaderProps {
  uploads: PhotoUploads;
  disabled?: boolean;
}

export function PhotoUploader({ uploads, disabled = false }: PhotoUploaderProps) {
  const { t } = useT();
  const inputId = useId();
  const hintId = useId();
  const pickerRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const full = uploads.photos.length >= MAX_PHOTOS_PER_ITEM;
  const canAdd = !disabled && !full;

  useDropOutsideGuard();

  function onPicked(input: HTMLInputElement) {
    uploads.addFiles(Array.from(input.files ?? []));
    // Lets the same file be picked again after it was removed.
    input.value = '';
  }

  function onDragOver(event: DragEvent) {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = canAdd ? 'copy' : 'none';
    setDragging(true);
  }

  function onDragLeave(event: DragEvent) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(false);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (canAdd) uploads.addFiles(Array.from(event.dataTransfer.files));
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Label htmlFor={inputId}>{t('upload.label')}</Label>
        <span className="text-xs text-muted-foreground tabular-nums">
          {t('upload.count', { count: uploads.photos.length, max: MAX_PHOTOS_PER_ITEM })}
        </span>
      </div>

      <div
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-input bg-muted/40 px-4 py-6 text-center transition-colors',
          dragging && canAdd && 'border-primary bg-primary/5',
          !canAdd && 'opacity-70',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="hidden text-sm font-medium pointer-fine:block">
          {dragging ? t('upload.dropNow') : t('upload.dropHere')}
          <span className="font-normal text-muted-foreground"> {t('upload.or')}</span>
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="outline" disabled={!canAdd} onClick={() => pickerRef.current?.click()}>
            <ImageIcon aria-hidden="true" />
            {t('upload.choose')}
          </Button>
          {/* The camera opens straight away on phones; a desktop has no use for it. */}
          <Button
            variant="outline"
            disabled={!canAdd}
            onClick={() => cameraRef.current?.click()}
            className="pointer-fine:hidden"
          >
            <Camera aria-hidden="true" />
            {t('upload.takePhoto')}
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {full
            ? t('upload.full')
            : t('upload.hint', { max: MAX_PHOTOS_PER_ITEM, size: MAX_PHOTO_MEGABYTES })}
        </p>
      </div>

      <input
        ref={pickerRef}
        id={inputId}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        disabled={!canAdd}
        aria-describedby={hintId}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => onPicked(event.currentTarget)}
      />
      <input
        ref={cameraRef}
        type="file"
        accept={PHOTO_ACCEPT}
        capture="environment"
        disabled={!canAdd}
        // The visible 'Take photo' button is the control; this input is only its file picker.
        aria-hidden="true"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => onPicked(event.currentTarget)}
      />

      {uploads.refusals.length > 0 ? (
        <RefusalList refusals={uploads.refusals} onDismiss={uploads.dismissRefusals} />
      ) : null}

      {uploads.photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {uploads.photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              number={index + 1}
              onRemove={() => uploads.remove(photo.id)}
              onRetry={() => uploads.retry(photo.id)}
              disabled={disabled}
            />
          ))}
        </ul>
      ) : null}

      <FailedPhotoMessages photos={uploads.photos} />
    </div>
  );
}

/** A file dropped beside the drop zone would make the browser leave the page to open it. */
function useDropOutsideGuard(): void {
  useEffect(() => {
    const guard = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', guard);
    window.addEventListener('drop', guard);
    return () => {
      window.removeEventListener('dragover', guard);
      window.removeEventListener('drop', guard);
    };
  }, []);
}
