// One picked photo in the uploader: its thumbnail, a progress bar while it travels, a tick once
// uploaded, Retry after a failure that retrying can fix, and remove.
import { CircleCheck, ImageIcon, RotateCw, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { Progress } from '@/web/components/ui/progress';
import { useT } from '@/web/i18n/i18n';
import { IN_PROGRESS, type PhotoUpload } from './use-photo-uploads';

export interface PhotoTileProps {
  photo: PhotoUpload;
  number: number;
  onRemove: () => void;
  onRetry: () => void;
  disabled: boolean;
}

export function PhotoTile({ photo, number, onRemove, onRetry, disabled }: PhotoTileProps) {
  const { t } = useT();
  const progressText = ({ status, percent }: PhotoUpload) => {
    if (status === 'preparing') return t('upload.preparing');
    if (status === 'waiting') return t('upload.waiting');
    // At 100 % every byte is sent and the server is making its copies.
    return percent < 100 ? t('upload.uploading', { percent }) : t('upload.processing');
  };
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
          <span className="truncate tabular-nums">{progressText(photo)}</span>
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
        aria-label={t('upload.remove', { n: number })}
        onClick={onRemove}
        disabled={disabled}
        className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-black/60 text-white transition-colors hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
