// A demo cart item (SPEC §2): first photo, extra-photo count, price badge, name, brand, category,
// condition and description. The whole card opens the photo and detail dialog.
import { Images } from 'lucide-react';
import { useT } from '@/web/i18n/i18n';
import { useItemText } from '@/web/components/items/use-item-text';
import type { DemoItem } from './demo-types';

interface DemoItemCardProps {
  item: DemoItem;
  onOpen: (item: DemoItem) => void;
}

export function DemoItemCard({ item, onOpen }: DemoItemCardProps) {
  const { t, format } = useT();
  const text = useItemText();
  const [first] = item.photos;
  const extra = item.photos.length - 1;
  const offer = format.rupees(item.offer);

  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      aria-label={t('demo.card.label', { name: item.name, offer })}
      className="group flex h-full w-full min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-card text-left shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <span className="relative block aspect-square w-full overflow-hidden bg-muted">
        {first ? (
          <img
            src={first.url}
            alt=""
            className="absolute inset-0 size-full object-cover transition-transform group-hover:scale-[1.02]"
          />
        ) : null}
        <span className="absolute top-2 right-2 rounded-full bg-success px-2.5 py-1 text-sm font-bold text-white shadow">
          {offer}
        </span>
        {extra > 0 ? (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-medium text-white">
            <Images aria-hidden="true" className="size-3.5" />
            {t('demo.card.morePhotos', { count: extra })}
          </span>
        ) : null}
      </span>
      <span className="grid min-w-0 content-start gap-1 p-3 sm:p-4">
        <span className="font-semibold wrap-anywhere">{item.name}</span>
        <span className="text-sm text-muted-foreground wrap-anywhere">{item.brand}</span>
        <span className="flex flex-wrap gap-1.5 pt-1">
          <span className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
            {text.category(item.category)}
          </span>
          <span className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
            {text.condition(item.condition)}
          </span>
        </span>
        {item.description ? (
          <span className="line-clamp-2 pt-1 text-sm text-muted-foreground wrap-anywhere">
            {item.description}
          </span>
        ) : null}
      </span>
    </button>
  );
}
