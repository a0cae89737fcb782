// The suggested offer beside the offer field (issue 14): the median of past approved offers of the
// item's kind, their range and how many there were, on what basis, and a button (or S) that puts
// it in the offer field. Without history it says so.
import { Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import type { SuggestedOffer } from '@/domain/review-queue.schema';
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/i18n/i18n';
import { useSuggestedOffer } from './review-queue-api';

interface SuggestedOfferPanelProps {
  itemId: number;
  onTake: (offer: string) => void;
  /** Told the suggestion once known (null without history), for the S shortcut. */
  onLoaded: (offer: string | null) => void;
}

export function SuggestedOfferPanel({ itemId, onTake, onLoaded }: SuggestedOfferPanelProps) {
  const { t } = useT();
  const suggestion = useSuggestedOffer(itemId);
  const offer = suggestion.data?.suggested ?? null;
  useEffect(() => onLoaded(offer), [offer, onLoaded]);
  let body;
  if (suggestion.data) body = <Suggestion suggestion={suggestion.data} onTake={onTake} />;
  else if (suggestion.isError) body = <p>{t('reviewQueue.suggestionFailed')}</p>;
  else body = <p className="text-muted-foreground">{t('reviewQueue.suggestionLoading')}</p>;
  return (
    <section
      aria-labelledby="suggested-offer-title"
      aria-live="polite"
      className="grid gap-1 rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm"
    >
      <h4 id="suggested-offer-title" className="flex items-center gap-1.5 font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        {t('reviewQueue.suggestedTitle')}
      </h4>
      {body}
    </section>
  );
}

function Suggestion({
  suggestion,
  onTake,
}: {
  suggestion: SuggestedOffer;
  onTake: (offer: string) => void;
}) {
  const { t, format } = useT();
  const { suggested, low, high, sampleSize, basis } = suggestion;
  if (basis === 'none' || suggested === null || low === null || high === null) {
    return <p className="text-muted-foreground">{t('reviewQueue.basisNone')}</p>;
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="grid">
        <span>
          <span className="text-base font-semibold tabular-nums">
            {format.rupeesWithPaise(suggested)}
          </span>{' '}
          <span className="text-muted-foreground tabular-nums">
            (
            {t('reviewQueue.suggestedRange', {
              low: format.rupeesWithPaise(low),
              high: format.rupeesWithPaise(high),
            })}
            )
          </span>
        </span>
        <span className="text-xs text-muted-foreground">
          {t(basis === 'brand' ? 'reviewQueue.basisBrand' : 'reviewQueue.basisCategory', {
            count: sampleSize,
          })}
        </span>
      </p>
      <Button type="button" variant="outline" size="sm" onClick={() => onTake(suggested)}>
        {t('reviewQueue.useSuggested')}
        <kbd className="rounded border border-border bg-card px-1 font-mono text-xs">S</kbd>
      </Button>
    </div>
  );
}
