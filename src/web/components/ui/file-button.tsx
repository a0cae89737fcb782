// A button that opens the file chooser: a <label> styled as a button around a visually hidden file
// input, which keeps focus, its name and its state, so keyboards, screen readers and tests use it
// like any other field.
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { acceptAttribute, PHOTO_KINDS } from '@/domain/image-files';
import { cn } from '@/web/lib/cn';
import { buttonVariants } from './button';

/**
 * The file just chosen, if any. The input is cleared so that choosing the same file again (after
 * fixing it) fires a change.
 */
export function takePickedFile(event: ChangeEvent<HTMLInputElement>): File | null {
  const file = event.target.files?.[0] ?? null;
  event.target.value = '';
  return file;
}

interface FileButtonProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'className' | 'onChange' | 'children'
> {
  onFile: (file: File) => void;
  className?: string;
  children: ReactNode;
}

const PHOTO_ACCEPT = acceptAttribute(PHOTO_KINDS);

export function FileButton({
  onFile,
  className,
  disabled,
  // The photo formats the server accepts (the one image rule), not every image/*: a GIF or SVG
  // offered here would only be refused after upload.
  accept = PHOTO_ACCEPT,
  children,
  ...inputProps
}: FileButtonProps) {
  return (
    <label
      className={cn(
        buttonVariants({ variant: 'outline', size: 'sm' }),
        'cursor-pointer focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2',
        disabled && 'pointer-events-none opacity-60',
        className,
      )}
    >
      <input
        type="file"
        accept={accept}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = takePickedFile(event);
          if (file) onFile(file);
        }}
        {...inputProps}
      />
      {children}
    </label>
  );
}
