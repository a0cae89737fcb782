// A tinted notice that names itself (a landmark with a heading): an icon, the heading, its text
// and, beside them on wider screens, what to do about it.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

const TONES = {
  yellow: ['border-yellow-300 bg-yellow-50 text-yellow-950', 'text-yellow-700'],
  green: ['border-green-200 bg-green-50 text-green-950', 'text-green-700'],
  blue: ['border-blue-200 bg-blue-50 text-blue-950', 'text-blue-700'],
} as const;

interface BannerProps {
  /** An aside for background information, else a section. */
  as?: 'section' | 'aside';
  titleId: string;
  title: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
  /** Under the heading. */
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function Banner({
  as: Frame = 'section',
  titleId,
  title,
  icon: Icon,
  tone,
  children,
  action,
  className,
}: BannerProps) {
  const [frame, icon] = TONES[tone];
  const content = (
    <>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', icon)} />
      <div className="grid gap-1">
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </>
  );
  return (
    <Frame
      aria-labelledby={titleId}
      className={cn(
        'flex rounded-xl border p-4',
        action
          ? 'flex-col gap-3 sm:flex-row sm:items-center sm:justify-between'
          : 'items-start gap-3',
        frame,
        className,
      )}
    >
      {action ? <div className="flex items-start gap-3">{content}</div> : content}
      {action}
    </Frame>
  );
}
