// The items cart side panel (SPEC §2): what is ready to send, removable one by one, and Submit
// All. Beside the form on wide screens, below it on phones.
import { Send, ShoppingCart, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { BusyButton } from '@/web/components/ui/busy-button';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { ItemThumbnail } from '@/web/components/items/item-thumbnail';
import { useItemText } from '@/web/components/items/use-item-text';
import type { CartEntry } from './use-cart';
import type { SubmitProgress } from './use-submit-cart';

interface CartPanelProps {
  entries: CartEntry[];
  onRemove: (tempId: string) => void;
  onSubmitAll: () => void;
  progress: SubmitProgress | null;
  className?: string;
}

export function CartPanel({ entries, onRemove, onSubmitAll, progress, className }: CartPanelProps) {
  const { t } = useT();
  const titleId = useId();
  const submitting = progress !== null;
  const count = t('cart.count', { count: entries.length });

  return (
    <Card aria-labelledby={titleId} role="region" className={className}>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id={titleId} className="flex items-center gap-2">
          <ShoppingCart aria-hidden="true" className="size-5 text-primary" />
          {t('cart.title')}
        </CardTitle>
        <Badge variant="secondary" className="tabular-nums">
          {count}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        {entries.length === 0 ? (
          <div className="grid gap-1 rounded-lg border border-dashed border-border p-4 text-center">
            <p className="font-medium">{t('cart.empty')}</p>
            <p className="text-sm text-muted-foreground">{t('cart.emptyHint')}</p>
          </div>
        ) : (
          <ul className="grid divide-y divide-border">
            {entries.map((entry) => (
              <CartRow
                key={entry.tempId}
                entry={entry}
                onRemove={() => onRemove(entry.tempId)}
                disabled={submitting}
              />
            ))}
          </ul>
        )}
        <BusyButton
          type="button"
          size="lg"
          className="w-full"
          icon={Send}
          busy={submitting}
          label={t('cart.submitAll')}
          busyLabel={
            progress
              ? t('cart.submitting', { done: progress.done, total: progress.total })
              : t('cart.submitAll')
          }
          onClick={onSubmitAll}
        />
        <p className="text-center text-xs text-muted-foreground">{t('cart.reviewPromise')}</p>
      </CardContent>
    </Card>
  );
}

interface CartRowProps {
  entry: CartEntry;
  onRemove: () => void;
  disabled: boolean;
}

function CartRow({ entry, onRemove, disabled }: CartRowProps) {
  const { t } = useT();
  const text = useItemText();
  const nameId = useId();
  const name = text.name(entry);
  const photoCount = t('items.photoCount', { count: entry.photos.length });
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <ItemThumbnail
        photoUrl={entry.photos[0]}
        alt={name}
        className="size-16 shrink-0 rounded-md"
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p id={nameId} className="truncate font-medium">
          {name}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {[
            t('items.sizeValue', { size: text.size(entry.size) }),
            text.condition(entry.condition),
          ].join(' · ')}
        </p>
        <p className="text-xs text-muted-foreground">{photoCount}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        disabled={disabled}
        aria-describedby={nameId}
        className={cn('shrink-0 px-2 text-muted-foreground hover:text-destructive')}
      >
        <Trash2 aria-hidden="true" />
        {t('cart.remove')}
      </Button>
    </li>
  );
}
