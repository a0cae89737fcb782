// An icon on a tinted tile, beside a figure or a heading. Decoration only: the text says it all.
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/web/lib/cn';

const SIZES = {
  sm: ['size-8 rounded-lg', 'size-4'],
  md: ['size-10 rounded-lg', 'size-5'],
  lg: ['size-12 rounded-xl', 'size-6'],
  xl: ['size-14 rounded-full', 'size-7'],
  '2xl': ['size-16 rounded-2xl', 'size-8'],
} as const;

const TONES = {
  primary: 'bg-primary text-primary-foreground',
  soft: 'bg-primary/10 text-primary',
  danger: 'bg-destructive/10 text-destructive',
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
} as const;

interface IconBadgeProps {
  icon: LucideIcon;
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
  /** A circle rather than a rounded square. */
  round?: boolean;
  /** Left out below 400 px, where the text needs the room. */
  hideOnPhones?: boolean;
  /** Any other colours or spacing. */
  className?: string;
}

export function IconBadge({
  icon: Icon,
  size = 'md',
  tone,
  round = false,
  hideOnPhones = false,
  className,
}: IconBadgeProps) {
  const [box, glyph] = SIZES[size];
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center',
        box,
        round && 'rounded-full',
        tone && TONES[tone],
        hideOnPhones && 'hidden min-[400px]:flex',
        className,
      )}
    >
      <Icon aria-hidden="true" className={glyph} />
    </span>
  );
}
