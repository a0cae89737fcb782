// A label, hint and error around any one control (a select, a textarea), wired like FormField:
// the label is bound to the control, an error sets aria-invalid and is read via aria-describedby.
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
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
      {hintId ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
