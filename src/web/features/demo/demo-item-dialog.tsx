// The photo and detail dialog of a demo item: one photo at a time with previous / next (wrapping
// around, arrow keys too), a 'n of total' counter, then the item's details and offer.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { DialogFrame } from '@/web/components/ui/dialog-frame';
import { useT } from '@/web/i18n/i18n';
import { useItemText } from '@/web/components/items/use-item-text';
import type { DemoItem } from './demo-types';

export function DemoItemDialogContent({ item }: { item: DemoItem }) {
  const { t, format } = useT();
  const text = useItemText();
  const [index, setIndex] = useState(0);
  const total = item.photos.length;
  const photo = item.photos[index];

  const step = (delta: number) => setIndex((current) => (current + delta + total) % total);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  }

  return (
    <DialogFrame
      title={item.name}
      description={item.brand}
      descriptionClassName="wrap-anywhere"
      className="max-w-xl"
      onKeyDown={onKeyDown}
    >
      {photo ? (
        <div className="grid gap-2">
          <div className="relative overflow-hidden rounded-lg bg-muted">
            <img
              src={photo.url}
              alt={t('demo.details.photoAlt', { name: item.name, n: index + 1, total })}
              className="h-72 w-full object-contain sm:h-96"
            />
            {total > 1 ? (
              <>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('demo.details.previous')}
                  onClick={() => step(-1)}
                  className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-card/90"
                >
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('demo.details.next')}
                  onClick={() => step(1)}
                  className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-card/90"
                >
                  <ChevronRight aria-hidden="true" />
                </Button>
              </>
            ) : null}
          </div>
          <p className="text-center text-sm text-muted-foreground tabular-nums" aria-live="polite">
            {t('demo.details.photoCounter', { n: index + 1, total })}
          </p>
        </div>
      ) : null}

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">{t('demo.details.offer')}</dt>
        <dd className="text-base font-bold text-success">{format.rupees(item.offer)}</dd>
        <dt className="text-muted-foreground">{t('demo.details.brand')}</dt>
        <dd className="wrap-anywhere">{item.brand}</dd>
        <dt className="text-muted-foreground">{t('demo.details.category')}</dt>
        <dd>{text.category(item.category)}</dd>
        <dt className="text-muted-foreground">{t('demo.details.condition')}</dt>
        <dd>{text.condition(item.condition)}</dd>
        <dt className="text-muted-foreground">{t('demo.details.description')}</dt>
        <dd className="whitespace-pre-line wrap-anywhere">
          {item.description || t('demo.details.noDescription')}
        </dd>
      </dl>
    </DialogFrame>
  );
}
