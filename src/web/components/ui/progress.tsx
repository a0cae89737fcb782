// Radix Progress: role="progressbar" with aria-valuemin/max/now, so assistive technology (and
// tests) can read how far a long task has come. `value` is 0 to 100.
import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

interface ProgressProps extends Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'max'> {
  value: number;
}

export function Progress({ className, value, ...props }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={100}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/15', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full w-full bg-primary transition-transform duration-200 motion-reduce:transition-none"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
