// One labelled input with its hint and error, wired for screen readers like LabelledControl: the
// label is bound to the input, and an error sets aria-invalid and is read through
// aria-describedby.
import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input';
import { LabelledControl } from './labelled-control';

interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Something beside the input, e.g. a show-password toggle. */
  trailing?: ReactNode;
}

export function FormField({
  label,
  error,
  hint,
  trailing,
  className,
  ...inputProps
}: FormFieldProps) {
  return (
    <LabelledControl label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <Input {...control} className={trailing ? 'pr-12' : undefined} {...inputProps} />
          {trailing ? (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
          ) : null}
        </div>
      )}
    </LabelledControl>
  );
}
