import { LoaderCircle, type LucideIcon } from 'lucide-react';
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

type BusyButtonProps = Omit<ButtonProps, 'children' | 'asChild'> &
  Labels & {
    busy: boolean;
    /** Drawn before the label; the spinner takes its place while busy. */
    icon?: LucideIcon;
  };

/**
 * The one button that shows work in progress: while `busy` it is disabled, `aria-busy`, spins and
 * says what it is doing ('Saving...'). A form's submit button unless `type="button"` (an action
 * of its own, such as a dialog's confirmation).
 */
export function BusyButton({
  busy,
  texts,
  label,
  busyLabel,
  icon: Icon,
  disabled,
  type = 'submit',
  ...props
}: BusyButtonProps) {
  const { t } = useT();
  const text = texts
    ? t(busy ? `${texts}.submitting` : `${texts}.submit`)
    : busy
      ? busyLabel
      : label;
  return (
    <Button type={type} disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? (
        <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
      ) : Icon ? (
        <Icon aria-hidden="true" />
      ) : null}
      {text}
    </Button>
  );
}
