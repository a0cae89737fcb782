// A labelled select and a labelled textarea for the demo form, wired like components/ui/form-field:
// the label is bound to the control, and an error sets aria-invalid and is read through
// aria-describedby.
import { useId, type ComponentProps } from 'react';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';

const controlClass =
  'w-full min-w-0 rounded-md border border-input bg-card px-3 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive aria-invalid:ring-destructive/30 sm:text-sm';

interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: string;
  placeholder: string;
  options: ReadonlyArray<Option>;
  error?: string | undefined;
}

export function SelectField({
  label,
  placeholder,
  options,
  error,
  className,
  ...props
}: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cn(controlClass, 'h-11 py-2')}
        {...props}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
}

export function TextareaField({ label, error, className, ...props }: TextareaFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cn(controlClass, 'min-h-20 py-2')}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
