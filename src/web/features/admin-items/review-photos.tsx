// The review dialog's photos (SPEC §2 admin): every photo at full resolution in a sideways strip.
// Clicking a photo (or Z in the dialog) zooms it in a dialog of its own, where the arrow keys move
// between photos and Esc closes only the zoom (issue 14); the corner link still opens each photo
// on its own in a new tab.
import { ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogFrame } from '@/web/components/ui/dialog-frame';
import { useT } from '@/web/i18n/i18n';

interface ReviewPhotosProps {
  photos: string[];
  title: string;
  /** The zoomed photo's index, or null when none is zoomed. */
  zoomed: number | null;
  onZoom: (index: number | null) => void;
  /** Smaller photos where the dialog must fit beside the review actions. */
  compact?: boolean;
}

export function ReviewPhotos({ photos, title, zoomed, onZoom, compact }: ReviewPhotosProps) {
  const { t } = useT();
  if (photos.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('adminItems.noPhotos')}</p>;
  }
  const size = compact ? 'size-56 lg:size-48' : 'size-64 sm:size-80';
  return (
    <section aria-label={t('adminItems.photos')} className="grid min-w-0 gap-2">
      <div
        // Focusable so keyboard users can scroll it with the arrow keys.
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto rounded-lg pb-2 focus-visible:ring-2 focus-visible:ring-ring"
      >
        {photos.map((url, index) => (
          <div key={url} className="group relative shrink-0 snap-center">
            <button
              type="button"
              onClick={() => onZoom(index)}
              aria-label={t('reviewQueue.zoomPhoto', { n: index + 1 })}
              className="block cursor-zoom-in rounded-lg focus-visible:ring-2 focus-visible:ring-ring"
            >
              <img
                src={url}
                alt={t('adminItems.photoAlt', { n: index + 1, item: title })}
                width={320}
                height={320}
                loading={index < 2 ? 'eager' : 'lazy'}
                decoding="async"
                className={`${size} rounded-lg border border-border bg-muted object-contain`}
              />
            </button>
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              aria-label={t('adminItems.openPhoto', { n: index + 1 })}
              className="absolute top-2 right-2 rounded bg-card/90 p-1 text-foreground shadow-sm focus-visible:ring-2 focus-visible:ring-ring"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </div>
        ))}
      </div>
      {photos.length > 1 ? (
        <p className="text-xs text-muted-foreground">
          {t('adminItems.photosCount', { count: photos.length })} · {t('adminItems.photosHint')}
        </p>
      ) : null}
      <PhotoZoom photos={photos} title={title} index={zoomed} onIndex={onZoom} />
    </section>
  );
}

interface PhotoZoomProps {
  photos: string[];
  title: string;
  index: number | null;
  onIndex: (index: number | null) => void;
}

function PhotoZoom({ photos, title, index, onIndex }: PhotoZoomProps) {
  const { t } = useT();
  const count = photos.length;
  const open = index !== null && index < count;
  const step = (by: number) => {
    if (index !== null) onIndex((index + by + count) % count);
  };
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onIndex(null)}>
      {open ? (
        <DialogFrame
          title={t('reviewQueue.zoomTitle', { n: index + 1, count })}
          description={t('reviewQueue.zoomHint')}
          // The photo is centred; the heading keeps the whole width, at the left.
          headingClassName="w-full gap-1"
          className="max-w-[min(96vw,72rem)] place-items-center"
          onKeyDown={onKeyDown}
        >
          <img
            src={photos[index]}
            alt={t('adminItems.photoAlt', { n: index + 1, item: title })}
            className="max-h-[calc(100dvh-12rem)] w-auto max-w-full rounded-lg bg-muted object-contain"
          />
          {count > 1 ? (
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => step(-1)}>
                <ChevronLeft aria-hidden="true" />
                {t('reviewQueue.previousPhoto')}
              </Button>
              <Button variant="outline" onClick={() => step(1)}>
                {t('reviewQueue.nextPhoto')}
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          ) : null}
        </DialogFrame>
      ) : null}
    </Dialog>
  );
}
