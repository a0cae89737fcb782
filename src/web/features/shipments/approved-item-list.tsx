// The approved batch, one row per item (SPEC §2 batch card and wallet): photo, brand and category,
// size, condition, the note from our team and the offer.
import { MessageSquareText } from 'lucide-react';
import type { ApprovedItem } from '@/domain/shipments.schema';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { ItemFacts } from '@/web/components/items/item-facts';
import { ItemThumbnail } from '@/web/components/items/item-thumbnail';
import { useItemText } from '@/web/components/items/use-item-text';

interface ApprovedItemListProps {
  items: ApprovedItem[];
  /** format.rupeesWithPaise on the dashboard, format.rupeesExact in the wallet (no decimals unless there are paise, so the rows add up to the batch value). */
  formatOffer: (amount: string | null) => string;
  label: string;
  className?: string;
}

export function ApprovedItemList({ items, formatOffer, label, className }: ApprovedItemListProps) {
  const { t } = useT();
  const text = useItemText();
  return (
    <ul aria-label={label} className={cn('grid divide-y divide-border', className)}>
      {items.map((item) => {
        const name = text.name(item);
        return (
          <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <ItemThumbnail
              photoUrl={item.photos[0]}
              alt={name}
              className="size-12 shrink-0 rounded-md"
            />
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-sm leading-snug font-semibold wrap-anywhere">{name}</h3>
                <p className="shrink-0 text-sm font-semibold text-success tabular-nums">
                  <span className="sr-only">{t('pickup.offer')}: </span>
                  {formatOffer(item.offerAmount)}
                </p>
              </div>
              <ItemFacts item={item} layout="row" />
              {item.adminNotes ? (
                <p className="flex items-start gap-1.5 rounded-md bg-muted px-2 py-1.5 text-xs text-muted-foreground">
                  <MessageSquareText aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                  <span className="min-w-0 wrap-anywhere whitespace-pre-line">
                    <span className="sr-only">{t('items.adminNotes')}: </span>
                    {item.adminNotes}
                  </span>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
