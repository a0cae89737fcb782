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
  const badge = <IconBadge icon={icon} hideOnPhones={compact} className={tone} />;
  if (term) {
    // A <dl> may hold <div>s of <dt> and <dd> and nothing else: the card is that <div>, and the
    // icon and hint go inside the <dd> (the icon drawn at the card's corner).
    return (
      <Card
        className={cn(
          'relative grid h-full content-start gap-1 p-4 sm:p-5 sm:pr-18',
          // The corner icon hides on phones in compact cards, and leaves its room to the figure.
          compact ? 'max-[399px]:pr-4 pr-16' : 'pr-16',
        )}
      >
        <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
        <dd className="grid gap-1">
          <span className={cn('font-bold tabular-nums wrap-anywhere', valueClassName)}>
            {value}
          </span>
          {hint ? (
            <span className={cn('text-xs text-muted-foreground', compact && 'hidden sm:block')}>
              {hint}
            </span>
          ) : null}
          <span className="absolute top-4 right-4 sm:top-5 sm:right-5">{badge}</span>
        </dd>
      </Card>
    );
  }
  return (
    <li>
      <Card
        className={cn(
          'flex h-full gap-3 p-4 sm:p-5',
          iconFirst ? 'items-center' : 'items-start justify-between',
        )}
      >
        {iconFirst ? badge : null}
        <div className="grid min-w-0 gap-1">
          <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
          <div className={cn('font-bold tabular-nums wrap-anywhere', valueClassName)}>{value}</div>
          {hint ? (
            <p className={cn('text-xs text-muted-foreground', compact && 'hidden sm:block')}>
              {hint}
            </p>
          ) : null}
        </div>
        {iconFirst ? null : badge}
      </Card>
    </li>
  );
}
