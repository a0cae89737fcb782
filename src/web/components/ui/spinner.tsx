import { LoaderCircle } from 'lucide-react';
import { cn } from '@/web/lib/cn';

interface SpinnerProps {
  /** Read by screen readers; visible too when `showLabel` is set. */
  label: string;
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label, showLabel = false, className }: SpinnerProps) {
  return (
    <span
      role="status"
      className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** Centred spinner for a whole page or panel that is still loading. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-8">
      <Spinner label={label} showLabel />
    </div>
  );
}
