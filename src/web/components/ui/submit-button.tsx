import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from '@/web/components/ui/button';
import { useT, type MessageKey } from '@/web/i18n/i18n';

/** A catalogue prefix with '<prefix>.submit' and '<prefix>.submitting' texts ('bank'). */
type SubmitTexts = {
  [K in MessageKey]: K extends `${infer P}.submit`
    ? `${P}.submitting` extends MessageKey
      ? P
      : never
    : never;
}[MessageKey];

type Labels =
  | { texts: SubmitTexts; label?: never; busyLabel?: never }
  | { label: string; busyLabel: string; texts?: never };

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'children'> & Labels & { busy: boolean };

/** A form's submit button that says what it is doing while the request runs. */
export function SubmitButton({
  busy,
  texts,
  label,
  busyLabel,
  disabled,
  ...props
}: SubmitButtonProps) {
  const { t } = useT();
  const text = texts
    ? t(busy ? `${texts}.submitting` : `${texts}.submit`)
    : busy
      ? busyLabel
      : label;
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
      {text}
    </Button>
  );
}
