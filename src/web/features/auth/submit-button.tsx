import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** A form's submit button that says what it is doing while the request runs. */
export function SubmitButton({ busy, label, busyLabel, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}
