import { CircleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** A server's refusal shown inside a dialog's form, read out at once. */
export function FormRefusal({ text, className }: { text: string; className?: string }) {
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
