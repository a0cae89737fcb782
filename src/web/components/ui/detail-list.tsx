// Terms and their values as a details list (<dl>): labels muted, values beside them.
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

interface DetailListProps {
  rows: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  /** Shown for a missing value. */
  empty?: ReactNode;
  /** In a tinted box, the values in medium weight. */
  boxed?: boolean;
  /** Each label above its value on phones. */
  stacked?: boolean;
  className?: string;
  valueClassName?: string;
}

export function DetailList({
  rows,
  empty,
  boxed = false,
  stacked = false,
  className,
  valueClassName,
}: DetailListProps) {
  return (
    <dl
      className={cn(
        'grid gap-x-4 text-sm',
        stacked ? 'sm:grid-cols-[auto_1fr]' : 'grid-cols-[auto_1fr]',
        boxed ? 'gap-y-1.5 rounded-lg bg-muted/60 p-4' : 'gap-y-1',
        className,
      )}
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd
            className={cn(
              'min-w-0 break-all',
              boxed && 'font-medium',
              stacked && 'max-sm:mb-1',
              valueClassName,
            )}
          >
            {value ?? empty}
          </dd>
        </div>
      ))}
    </dl>
  );
}
