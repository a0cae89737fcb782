import { CircleAlert } from 'lucide-react';

/**
 * A refusal shown inside an open pickup form. The toast says it too, but while a modal is open
 * everything outside it (the toast region included) is hidden from screen readers.
 */
export function RefusalAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 wrap-anywhere">{message}</span>
    </p>
  );
}
