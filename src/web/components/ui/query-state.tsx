// A list inside a card while it loads (skeleton rows), when it failed (the reason and Try again),
// when it is empty, and otherwise the list itself.
import type { ReactNode } from 'react';
import { useT } from '@/web/i18n/i18n';
import { RetryAlert } from './retry-alert';
import { Skeleton } from './skeleton';

/** What QueryState reads of a list's query: a react-query result is one. */
export interface ListQuery<T> {
  /** Undefined while loading. */
  data: readonly T[] | undefined;
  isError: boolean;
  /** Try again. */
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: ListQuery<T>;
  failed: string;
  empty: string;
  /** One skeleton row per entry, each entry its size classes ('h-12 w-full'). */
  skeletons: readonly string[];
  children: (data: readonly T[]) => ReactNode;
}

export function QueryState<T>({
  query: { data, isError, refetch },
  failed,
  empty,
  skeletons,
  children,
}: QueryStateProps<T>) {
  const { t } = useT();
  if (isError) return <RetryAlert compact message={failed} onRetry={() => void refetch()} />;
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
