// The dense view of an Items list (issue 14): one row per item with a small thumbnail, so a 1280 px
// screen shows a whole page at a glance. At 360 px the table scrolls sideways inside its own box
// rather than squeezing the columns. Review / View opens the same dialog as the cards.
import { Eye, ImageOff, SearchCheck } from 'lucide-react';
import { canReview } from '@/domain/item-status';
import { thumbnailUrl } from '@/domain/item-catalog';
import type { AdminItem } from '@/domain/items.schema';
import { Button } from '@/web/components/ui/button';
import { ItemStatusBadge } from '@/web/components/items/item-status-badge';
import { useItemText } from '@/web/components/items/use-item-text';
import { useT } from '@/web/i18n/i18n';
import { useItemTitle } from './item-text';

interface ItemTableProps {
  items: AdminItem[];
  caption: string;
  onOpen: (item: AdminItem) => void;
}

/** The table's columns before the Review button's, in order; the offer is a number, set right. */
const COLUMNS = ['photo', 'item', 'seller', 'status', 'offer', 'submitted'] as const;

export function ItemTable({ items, caption, onOpen }: ItemTableProps) {
  const { t } = useT();
  const header = 'px-3 py-2 text-left text-xs font-medium text-muted-foreground whitespace-nowrap';
  return (
    // Focusable so a keyboard can scroll it sideways at 360 px. Its width comes from the page, not
    // from the table (inline-size containment): the grids around it do not grow to the table's
    // width, so only this box scrolls; positioned, so the screen-reader-only header text stays in it.
    <div
      className="relative overflow-x-auto rounded-xl border border-border bg-card [contain:inline-size]"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted/50">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'offer' ? `${header} text-right` : header}
              >
                {t(`adminLists.table.${column}`)}
              </th>
            ))}
            <th scope="col" className={header}>
              <span className="sr-only">{t('adminItems.review')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <ItemRow key={item.id} item={item} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ItemRow({ item, onOpen }: { item: AdminItem; onOpen: (item: AdminItem) => void }) {
  const { t, format } = useT();
  const text = useItemText();
  const title = useItemTitle()(item);
  const photo = item.photos[0];
  const reviewable = canReview(item.status);
  const cell = 'px-3 py-2 align-middle';
  return (
    <tr className="border-b border-border last:border-0 hover:bg-muted/40">
      <td className={cell}>
        {photo ? (
          <img
            src={thumbnailUrl(photo)}
            alt={t('adminItems.photoAlt', { n: 1, item: title })}
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className="size-10 rounded border border-border bg-muted object-cover"
          />
        ) : (
          <span className="flex size-10 items-center justify-center rounded bg-muted">
            <ImageOff aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="sr-only">{t('adminLists.table.noPhoto')}</span>
          </span>
        )}
      </td>
      <td className={cell}>
        <div className="font-medium">{title}</div>
        <div className="text-xs text-muted-foreground">
          {t('adminItems.itemNumber', { id: item.id })} · {text.size(item.size)} ·{' '}
          {text.condition(item.condition)}
        </div>
      </td>
      <td className={cell}>
        <div className="max-w-56 truncate">{item.userEmail ?? t('adminItems.unknownEmail')}</div>
        <div className="font-mono text-xs text-muted-foreground">{item.userId}</div>
      </td>
      <td className={cell}>
        <ItemStatusBadge status={item.status} plain />
      </td>
      <td className={`${cell} text-right tabular-nums`}>
        {item.offerAmount ? format.rupeesWithPaise(item.offerAmount) : '—'}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{format.date(item.createdAt)}</td>
      <td className={`${cell} text-right`}>
        <Button
          variant={reviewable ? 'default' : 'outline'}
          size="sm"
          aria-label={t('adminLists.table.open', { id: item.id })}
          onClick={() => onOpen(item)}
        >
          {reviewable ? <SearchCheck aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {reviewable ? t('adminItems.review') : t('adminItems.view')}
        </Button>
      </td>
    </tr>
  );
}
