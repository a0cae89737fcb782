// One Aadhaar side: a large tap target that opens the file chooser, then shows a preview of the
// chosen image. The file input itself is visually hidden but keeps focus, its name ('Aadhar Card
// Front') and its error, so keyboards and screen readers use it like any other field.
import { ImageUp } from 'lucide-react';
import { useId } from 'react';
import { takePickedFile } from '@/web/components/ui/file-button';
import { FieldError } from '@/web/components/ui/labelled-control';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { DOCUMENT_ACCEPT } from './image-checks';

export interface PickedDocument {
  file: File;
  /** An object URL for the preview; revoked by whoever replaces or drops the pick. */
  previewUrl: string;
}

interface DocumentPickerProps {
  label: string;
  picked: PickedDocument | null;
  /** A domain message (translated here), or null. */
  error: string | null;
  disabled: boolean;
  onPick: (file: File) => void;
}

export function DocumentPicker({ label, picked, error, disabled, onPick }: DocumentPickerProps) {
  const { t, rule } = useT();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  return (
    <div className="grid content-start gap-2">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <label
        className={cn(
          'relative flex aspect-[16/10] flex-col items-center justify-center gap-2 overflow-hidden rounded-lg border-2 border-dashed bg-muted/40 p-3 text-center text-sm text-muted-foreground transition-colors focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2',
          error ? 'border-destructive' : 'border-input',
          disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer hover:border-primary/60',
        )}
      >
        <input
          type="file"
          accept={DOCUMENT_ACCEPT}
          className="sr-only"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={(event) => {
            const file = takePickedFile(event);
            if (file) onPick(file);
          }}
        />
        {picked ? (
          <>
            <img
              src={picked.previewUrl}
              alt={t('identity.previewAlt', { side: label })}
              className="absolute inset-0 size-full bg-muted object-contain"
            />
            <span className="absolute inset-x-0 bottom-0 bg-black/60 px-2 py-1.5 text-xs font-medium text-white">
              {t('identity.change')}
            </span>
          </>
        ) : (
          <>
            <ImageUp aria-hidden="true" className="size-8 text-primary" />
            <span className="font-medium text-foreground">{t('identity.choose')}</span>
          </>
        )}
      </label>
      {picked ? (
        <p className="truncate text-xs text-muted-foreground" title={picked.file.name}>
          {picked.file.name}
        </p>
      ) : null}
      <FieldError id={errorId} alert>
        {error ? rule(error) : null}
      </FieldError>
    </div>
  );
}
