// "Check before it locks" (issue 15), or before money leaves (issue 22): what is about to happen,
// shown back with Confirm and a way back to edit. Focus moves to its title when it appears, so a
// screen reader hears what to check.
import { ArrowLeft, LockKeyhole, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { BusyButton } from './busy-button';
import { Button } from './button';
import { CardDescription } from './card';

export function ConfirmStep({
  title,
  description,
  busy,
  confirmLabel,
  busyLabel,
  backLabel,
  onConfirm,
  onBack,
  icon = LockKeyhole,
  children,
}: {
  title: string;
  description: string;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  backLabel: string;
  onConfirm: () => void;
  onBack: () => void;
  /** The confirm button's: a lock for what locks, a banknote for a payout. */
  icon?: LucideIcon;
  /** What will be locked or paid, and any progress of saving it. */
  children: ReactNode;
}) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={titleId} aria-busy={busy || undefined} className="grid gap-4">
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
        {title}
      </h3>
      <CardDescription>{description}</CardDescription>
      {children}
      <div className="flex flex-col gap-2 sm:flex-row">
        <BusyButton
          type="button"
          icon={icon}
          busy={busy}
          label={confirmLabel}
          busyLabel={busyLabel}
          onClick={onConfirm}
        />
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Button>
      </div>
    </section>
  );
}
