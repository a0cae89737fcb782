// What a panel shows when its data could not be loaded: the reason, read out at once, and a way to
// ask again.
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { Button } from './button';
import { Card } from './card';

interface RetryAlertProps {
  message: string;
  onRetry: () => void;
  /** Small text and button, inside a card that has its own title. */
  compact?: boolean;
  /** A card of its own, where the panel would have been. */
  card?: boolean;
  className?: string;
}

export function RetryAlert({
  message,
  onRetry,
  compact = false,
  card = false,
  className,
}: RetryAlertProps) {
  const { t } = useT();
  const Frame = card ? Card : 'div';
  return (
    <Frame
      role="alert"
      className={cn('flex flex-wrap items-center justify-between gap-3', card && 'p-6', className)}
    >
      <p className={compact ? 'text-sm text-destructive' : 'text-destructive'}>{message}</p>
      <Button variant="outline" size={compact ? 'sm' : 'default'} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Frame>
  );
}
