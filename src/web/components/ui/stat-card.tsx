// One figure on a card: its label, the figure, an optional hint and an icon on a tinted tile.
// On the dashboards the figures are a list, each named by a heading; in the admin console they are
// the terms and definitions of a details list (<dt>, <dd>).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Card } from './card';
import { IconBadge } from './icon-badge';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: string;
  icon: LucideIcon;
  /** The icon tile's colours. */
  tone?: string;
  /** A <dt>/<dd> pair inside a <dl>, rather than a list entry with a heading. */
  term?: boolean;
  /** The icon before the text rather than at the far end. */
  iconFirst?: boolean;
  /** Below 400 px the icon makes way for the figure; below sm, the hint too. */
  compact?: boolean;
  /** The figure's size. */
  valueClassName?: string;
}

export function StatCard({
  label,
  value,
  hint,
  icon,
  tone = 'bg-primary/10 text-primary',
  term = false,
  iconFirst = false,
  compact = false,
  valueClassName = 'text-2xl',
}: StatCardProps) {
  const Label = term ? 'dt' : 'h2';
  const Value = term ? 'dd' : 'div';
  const badge = <IconBadge icon={icon} hideOnPhones={compact} className={tone} />;
  const card = (
    <Card
      className={cn(
        'flex h-full gap-3 p-4 sm:p-5',
        iconFirst ? 'items-center' : 'items-start justify-between',
      )}
    >
      {iconFirst ? badge : null}
      <div className="grid min-w-0 gap-1">
        <Label className="text-sm font-medium text-muted-foreground">{label}</Label>
        <Value className={cn('font-bold tabular-nums wrap-anywhere', valueClassName)}>
          {value}
        </Value>
        {hint ? (
          <p className={cn('text-xs text-muted-foreground', compact && 'hidden sm:block')}>
            {hint}
          </p>
        ) : null}
      </div>
      {iconFirst ? null : badge}
    </Card>
  );
  return term ? card : <li>{card}</li>;
}
