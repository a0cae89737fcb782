// A list inside a card while it loads (skeleton rows), when it failed (the reason and Try again),
// when it is empty, and otherwise the list itself.
import type { ReactNode } from 'react';
import { useT } from '@/web/i18n/i18n';
import { RetryAlert } from './retry-alert';
import { Skeleton } from './skeleton';

interface QueryStateProps<T> {
  /** Undefined while loading. */
  data: readonly T[] | undefined;
  isError: boolean;
  onRetry: () => void;
  failed: string;
  empty: string;
  /** One skeleton row per entry, each entry its size classes ('h-12 w-full'). */
  skeletons: readonly string[];
  children: (data: readonly T[]) => ReactNode;
}

export function QueryState<T>({
  data,
  isError,
  onRetry,
  failed,
  empty,
  skeletons,
  children,
}: QueryStateProps<T>) {
  const { t } = useT();
  if (isError) return <RetryAlert compact message={failed} onRetry={onRetry} />;
  if (!data) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span role="status" className="sr-only">
          {t('common.loading')}
        </span>
        {skeletons.map((size, index) => (
          <Skeleton key={index} className={size} />
        ))}
      </div>
    );
  }
  if (data.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return children(data);
}
