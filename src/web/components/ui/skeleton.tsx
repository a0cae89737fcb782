import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/** A loading placeholder. Hidden from screen readers (the section's own status says "Loading"),
 * and marked busy so that whatever holds one counts as still loading: the e2e tests wait for no
 * busy element before they end a session under the page. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      aria-busy="true"
      className={cn('rounded-md bg-muted motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}
