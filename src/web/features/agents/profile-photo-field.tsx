// The registration form's Profile Photo: a round preview and a button that opens the file chooser.
// The file input is visually hidden but keeps focus, its name ('Profile Photo') and its error, so
// keyboards, screen readers and tests use it like any other field.
import { Camera, UserRound } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FileButton } from '@/web/components/ui/file-button';
import { FieldError, FieldHint } from '@/web/components/ui/labelled-control';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';

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
          <FileButton
            className="w-fit"
            aria-labelledby={labelId}
            aria-describedby={error ? errorId : hintId}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            onFile={onPick}
          >
            <Camera aria-hidden="true" />
            {file ? t('agents.signup.changePhoto') : t('agents.signup.choosePhoto')}
          </FileButton>
          {file ? (
            <p className="truncate text-xs text-muted-foreground" title={file.name}>
              {file.name}
            </p>
          ) : null}
          {error ? null : <FieldHint id={hintId}>{hint}</FieldHint>}
        </div>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
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
