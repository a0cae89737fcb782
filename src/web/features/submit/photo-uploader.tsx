// Photo uploader (SPEC §5): pick or drag and drop, a camera button on phones, thumbnails with
// remove, a progress bar per photo, retry, and the four uploader errors in words.
import {
  Camera,
  CircleCheck,
  ImagePlus,
  ImageIcon,
  RotateCw,
  TriangleAlert,
  X,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { MAX_IMAGE_BYTES, MAX_PHOTOS_PER_ITEM } from '../../../domain/constants';
import { ITEM_MESSAGES } from '../../../domain/items';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Progress } from '../../components/ui/progress';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { PHOTO_ACCEPT, type PhotoRefusal } from './photo-checks';
import { IN_PROGRESS, type PhotoUpload, type PhotoUploads } from './use-photo-uploads';

const MAX_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

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
            : t('upload.hint', { max: MAX_PHOTOS_PER_ITEM, size: MAX_MEGABYTES })}
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

interface PhotoTileProps {
  photo: PhotoUpload;
  number: number;
  onRemove: () => void;
  onRetry: () => void;
  disabled: boolean;
}

function PhotoTile({ photo, number, onRemove, onRetry, disabled }: PhotoTileProps) {
  const { t } = useT();
  const [previewBroken, setPreviewBroken] = useState(false);
  const inProgress = IN_PROGRESS.has(photo.status);
  return (
    <li className="relative aspect-square overflow-hidden rounded-lg border border-border bg-muted">
      {photo.previewUrl && !previewBroken ? (
        <img
          src={photo.previewUrl}
          alt={t('upload.photoAlt', { n: number, name: photo.fileName })}
          onError={() => setPreviewBroken(true)}
          className="size-full object-cover"
        />
      ) : (
        <div
          role="img"
          aria-label={t('upload.photoAlt', { n: number, name: photo.fileName })}
          className="flex size-full flex-col items-center justify-center gap-1 p-2 pb-9 text-muted-foreground"
        >
          <ImageIcon aria-hidden="true" className="size-6" />
          <span className="line-clamp-2 text-[11px] break-all">{photo.fileName}</span>
        </div>
      )}

      {inProgress ? (
        <div className="absolute inset-x-0 bottom-0 grid gap-1 bg-black/60 px-1.5 pt-1 pb-1.5 text-[11px] leading-tight text-white">
          <span className="truncate tabular-nums">
            {photo.status === 'preparing'
              ? t('upload.preparing')
              : photo.status === 'waiting'
                ? t('upload.waiting')
                : t('upload.uploading', { percent: photo.percent })}
          </span>
          <Progress
            value={photo.percent}
            aria-label={t('upload.progressLabel', { n: number })}
            className="h-1.5 bg-white/30 [&>div]:bg-white"
          />
        </div>
      ) : null}

      {photo.status === 'uploaded' ? (
        <span className="absolute bottom-1.5 left-1.5 flex size-6 items-center justify-center rounded-full bg-success text-white shadow">
          <CircleCheck aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('upload.uploaded')}</span>
        </span>
      ) : null}

      {photo.status === 'failed' ? (
        <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-1 bg-destructive/90 px-1 py-1.5 text-[11px] leading-tight font-medium text-destructive-foreground">
          <span className="flex items-center gap-1">
            <TriangleAlert aria-hidden="true" className="size-3" />
            {t('upload.failed')}
          </span>
          {photo.retryable ? (
            <button
              type="button"
              onClick={onRetry}
              disabled={disabled}
              aria-label={t('upload.retryLabel', { n: number })}
              className="flex items-center gap-1 rounded bg-white/95 px-2 py-1 text-destructive focus-visible:ring-2 focus-visible:ring-white"
            >
              <RotateCw aria-hidden="true" className="size-3" />
              {t('upload.retry')}
            </button>
          ) : null}
        </div>
      ) : null}

      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('upload.remove', { n: number })}
        className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-black/60 text-white transition-colors hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** A failed tile has no room for a sentence: the reasons are listed under the photos. */
function FailedPhotoMessages({ photos }: { photos: PhotoUpload[] }) {
  const { t, tx } = useT();
  const failed = photos
    .map((photo, index) => ({ photo, number: index + 1 }))
    .filter(({ photo }) => photo.status === 'failed');
  if (failed.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm text-destructive">
      {failed.map(({ photo, number }) => (
        <li key={photo.id} className="wrap-anywhere">
          {t('upload.photoAlt', { n: number, name: photo.fileName })}:{' '}
          {tx(errorText(photo.error, t('upload.errorDescription')))}
        </li>
      ))}
    </ul>
  );
}

function RefusalList({ refusals, onDismiss }: { refusals: PhotoRefusal[]; onDismiss: () => void }) {
  const { t, tx } = useT();
  const tooMany = refusals.filter((refusal) => refusal.reason === 'tooMany');
  const messages = refusals.flatMap((refusal) => {
    const name = refusal.fileName;
    switch (refusal.reason) {
      case 'wrongType':
        return [t('upload.wrongType', { name })];
      case 'tooSmall':
        return [t('upload.tooSmall', { name })];
      case 'tooLarge':
        return [t('upload.tooLarge', { name, size: MAX_MEGABYTES })];
      case 'tooMany':
        return [];
    }
  });
  if (tooMany.length > 0) {
    messages.push(
      t('upload.tooMany', {
        names: tooMany.map((refusal) => refusal.fileName).join(', '),
        rule: tx(ITEM_MESSAGES.tooManyPhotos),
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
