// The actions row at the foot of an admin user or agent card, named for whom it acts, and the
// button that switches one of their flags (admin / not admin, active / inactive).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';

export function CardActions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="mt-auto flex flex-wrap gap-2">
      {children}
    </div>
  );
}

interface FlagButtonProps {
  /** The flag is set now: the button takes it away. */
  on: boolean;
  /** What the button does while the flag is set, and while it is not. */
  whenOn: { icon: LucideIcon; label: string };
  whenOff: { icon: LucideIcon; label: string };
  busy: boolean;
  onClick: () => void;
}

export function FlagButton({ on, whenOn, whenOff, busy, onClick }: FlagButtonProps) {
  const { icon: Icon, label } = on ? whenOn : whenOff;
  return (
    <Button variant={on ? 'outline' : 'secondary'} size="sm" disabled={busy} onClick={onClick}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
