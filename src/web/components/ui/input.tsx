import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';
import { useHydrated } from '@/web/lib/use-hydrated';

export function Input({
  className,
  type = 'text',
  onChange,
  readOnly,
  ...props
}: ComponentProps<'input'>) {
  const hydrated = useHydrated();
  const value = useRef(props.value);
  useLayoutEffect(() => {
    value.current = props.value;
  });
  return (
    <input
      type={type}
      className={cn(
        'flex h-11 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/30 sm:text-sm',
        className,
      )}
      // Not before the app runs (a prerendered page): what was typed would not reach the form.
      readOnly={readOnly === true || !hydrated}
      onChange={(event) => {
        onChange?.(event);
        // A controlled field whose state did not change (a typed letter the field filters out) is
        // not drawn again under Preact (docs/decisions/0019), so the letter would stay on screen:
        // once any re-render has run, put the field's value back.
        if (value.current === undefined) return;
        const input = event.currentTarget;
        setTimeout(() => {
          const wanted = value.current;
          if (wanted !== undefined && input.value !== String(wanted)) input.value = String(wanted);
        });
      }}
      {...props}
    />
  );
}
