// A coloured panel that states where something stands ('Identity Verified', 'Bank Details Under
// Review', 'Payment Verification Failed'): an icon, a heading and a line of detail.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

const TONES = {
  green: 'border-green-200 bg-green-50 text-green-900',
  yellow: 'border-yellow-200 bg-yellow-50 text-yellow-900',
  red: 'border-red-200 bg-red-50 text-red-900',
} as const;

interface StatusPanelProps {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: string;
  /** Read out at once: news the person must act on. */
  alert?: boolean;
  children?: ReactNode;
}

export function StatusPanel({ tone, icon: Icon, title, alert, children }: StatusPanelProps) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className={cn('flex items-start gap-3 rounded-lg border p-4', TONES[tone])}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <h3 className="font-semibold">{title}</h3>
        {children ? <p className="text-sm">{children}</p> : null}
      </div>
    </div>
  );
}
