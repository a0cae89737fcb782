// The registration form's Profile Photo: a round preview and a button that opens the file chooser.
// The file input is visually hidden but keeps focus, its name ('Profile Photo') and its error, so
// keyboards, screen readers and tests use it like any other field.
import { Camera, UserRound } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { buttonVariants } from '../../components/ui/button';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';

interface ProfilePhotoFieldProps {
  label: string;
  hint: string;
  file: File | null;
  previewUrl: string | null;
  /** Already translated. */
  error: string | undefined;
  disabled: boolean;
  onPick: (file: File) => void;
}

export function ProfilePhotoField({
  label,
  hint,
  file,
  previewUrl,
  error,
  disabled,
  onPick,
}: ProfilePhotoFieldProps) {
  const { t } = useT();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) fires a change.
    event.target.value = '';
    if (picked) onPick(picked);
  }

  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
      </span>
      <div className="flex items-center gap-4">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={t('agents.signup.photoPreview')}
            className="size-20 shrink-0 rounded-full border border-border bg-muted object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className={cn(
              'flex size-20 shrink-0 items-center justify-center rounded-full border-2 border-dashed bg-muted/50 text-muted-foreground',
              error ? 'border-destructive' : 'border-input',
            )}
          >
            <UserRound className="size-8" />
          </span>
        )}
        <div className="grid min-w-0 gap-1.5">
          <label
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'w-fit cursor-pointer focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2',
              disabled && 'pointer-events-none opacity-60',
            )}
          >
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              aria-labelledby={labelId}
              aria-describedby={error ? errorId : hintId}
              aria-invalid={error ? true : undefined}
              disabled={disabled}
              onChange={onChange}
            />
            <Camera aria-hidden="true" />
            {file ? t('agents.signup.changePhoto') : t('agents.signup.choosePhoto')}
          </label>
          {file ? (
            <p className="truncate text-xs text-muted-foreground" title={file.name}>
              {file.name}
            </p>
          ) : null}
          {error ? null : (
            <p id={hintId} className="text-xs text-muted-foreground">
              {hint}
            </p>
          )}
        </div>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The chosen photo and an object URL for its preview. URLs are made when a file is picked (not
 * while rendering) and freed when replaced or when the form goes away.
 */
export function usePickedPhoto() {
  const [picked, setPicked] = useState<{ file: File; previewUrl: string } | null>(null);
  const held = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (held.current) URL.revokeObjectURL(held.current);
      held.current = null;
    },
    [],
  );

  const pick = useCallback((file: File | null) => {
    if (held.current) URL.revokeObjectURL(held.current);
    const previewUrl = file ? URL.createObjectURL(file) : null;
    held.current = previewUrl;
    setPicked(file && previewUrl ? { file, previewUrl } : null);
  }, []);

  return { file: picked?.file ?? null, previewUrl: picked?.previewUrl ?? null, pick };
}
