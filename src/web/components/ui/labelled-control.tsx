// A label, hint and error around any one control (a select, a textarea), wired like FormField:
// the label is bound to the control, an error sets aria-invalid and is read via aria-describedby.
import { useId, type ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Label } from './label';

export interface ControlA11yProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabelledControlProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Shown beside the label, e.g. 'Optional'. */
  aside?: string | undefined;
  className?: string;
  children: (control: ControlA11yProps) => ReactNode;
}

export function LabelledControl({
  label,
  error,
  hint,
  aside,
  className,
  children,
}: LabelledControlProps) {
  const id = useId();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside ? <span className="text-xs text-muted-foreground">{aside}</span> : null}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hintId ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** What a field expects, under it. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

/** What is wrong with a field, under it; `alert` reads it out at once (a check on picking). */
export function FieldError({
  id,
  alert = false,
  children,
}: {
  id?: string | undefined;
  alert?: boolean;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p id={id} role={alert ? 'alert' : undefined} className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
