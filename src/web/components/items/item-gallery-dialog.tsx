// Photo gallery of one item (SPEC §2): the full-size photo, previous and next that wrap around,
// a thumbnail strip, an 'n of total' counter and a close button. Arrow keys and a horizontal
// swipe (50 px, like the notification swipe of SPEC §9) move between photos; Radix Dialog traps
// focus and restores it to the card on close.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { thumbnailUrl } from '@/domain/item-catalog';
import { Dialog, DialogFrame } from '@/web/components/ui/dialog-frame';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';

const SWIPE_THRESHOLD_PX = 50;

export interface GalleryItem {
  name: string;
  details: string;
  photos: readonly string[];
}

interface ItemGalleryDialogProps {
  item: GalleryItem | null;
  onOpenChange: (open: boolean) => void;
}

export function ItemGalleryDialog({ item, onOpenChange }: ItemGalleryDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      {item ? <GalleryContent item={item} /> : null}
    </Dialog>
  );
}

function GalleryContent({ item }: { item: GalleryItem }) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const stripRef = useRef<HTMLUListElement>(null);
  const total = item.photos.length;
  const photo = item.photos[index];

  const show = (next: number) => setIndex(((next % total) + total) % total);

  useEffect(() => {
    // Fetch the neighbours now, so that next and previous show at once on a slow network.
    for (const offset of [1, -1]) {
      const neighbour = item.photos[(index + offset + total) % total];
      if (neighbour && neighbour !== item.photos[index]) new Image().src = neighbour;
    }
    stripRef.current
      ?.querySelector('[aria-current="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [index, item.photos, total]);

  function onKeyDown(event: KeyboardEvent) {
    if (total < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + 1);
    }
  }

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  }

  function onPointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId || total < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    // Finger moves left: the next photo slides in from the right.
    show(dx < 0 ? index + 1 : index - 1);
  }

  return (
    <DialogFrame
      className="max-w-3xl"
      onKeyDown={onKeyDown}
      title={item.name}
      description={
        <>
          {item.details}
          {total > 1 ? <span className="sr-only"> {t('gallery.hint')}</span> : null}
        </>
      }
    >
      <div
        className="relative flex h-[min(55dvh,34rem)] touch-pan-y items-center justify-center overflow-hidden rounded-lg bg-muted bg-cover bg-center select-none"
        // The thumbnail (already cached from the card) stands in while the full photo arrives.
        style={photo ? { backgroundImage: `url("${thumbnailUrl(photo)}")` } : undefined}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {photo ? (
          <img
            key={photo}
            src={photo}
            alt={t('gallery.photoAlt', { name: item.name, n: index + 1, total })}
            decoding="async"
            draggable={false}
            className="size-full bg-muted/60 object-contain backdrop-blur-md"
          />
        ) : null}
        {total > 1 ? (
          <>
            <GalleryArrow
              side="left"
              label={t('gallery.previous')}
              onClick={() => show(index - 1)}
            />
            <GalleryArrow side="right" label={t('gallery.next')} onClick={() => show(index + 1)} />
          </>
        ) : null}
      </div>

      <p aria-live="polite" className="text-center text-sm font-medium tabular-nums">
        {t('gallery.counter', { n: index + 1, total })}
      </p>

      {total > 1 ? (
        <ul
          ref={stripRef}
          aria-label={t('gallery.thumbnails')}
          className="-mx-1 flex gap-2 overflow-x-auto px-1 pt-1 pb-2"
        >
          {item.photos.map((url, photoIndex) => {
            const current = photoIndex === index;
            return (
              <li key={url} className="shrink-0">
                <button
                  type="button"
                  aria-label={t('gallery.thumbnail', { n: photoIndex + 1, total })}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => setIndex(photoIndex)}
                  className={cn(
                    'block size-16 overflow-hidden rounded-md border-2 transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                    current ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100',
                  )}
                >
                  <img
                    src={thumbnailUrl(url)}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                    className="size-full bg-muted object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </DialogFrame>
  );
}

interface GalleryArrowProps {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
}

function GalleryArrow({ side, label, onClick }: GalleryArrowProps) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      // A tap on an arrow is not the start of a swipe.
      onPointerDown={(event) => event.stopPropagation()}
      className={cn(
        'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-foreground shadow-md transition-colors hover:bg-card focus-visible:ring-2 focus-visible:ring-ring',
        side === 'left' ? 'left-2' : 'right-2',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
