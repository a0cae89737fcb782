// A titled card that is its own landmark section: the title names the section, an icon may go
// before it and a description under it. A card that swaps its content for a status (a form for
// 'Verified') passes titleRef: its title can then take focus (lib/use-focus-on-change.ts).
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '@/web/lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

interface SectionCardProps {
  /** Only where something else points at the title; otherwise one is made up. */
  titleId?: string;
  title: ReactNode;
  icon?: LucideIcon;
  description?: ReactNode;
  titleRef?: Ref<HTMLHeadingElement>;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

export function SectionCard({
  titleId,
  title,
  icon: Icon,
  description,
  titleRef,
  className,
  contentClassName,
  children,
}: SectionCardProps) {
  const ownTitleId = useId();
  const headingId = titleId ?? ownTitleId;
  const focusable = titleRef !== undefined;
  return (
    <section aria-labelledby={headingId}>
      <Card className={className}>
        <CardHeader>
          <CardTitle
            ref={titleRef}
            id={headingId}
            tabIndex={focusable ? -1 : undefined}
            className={cn(Icon && 'flex items-center gap-2', focusable && 'outline-none')}
          >
            {Icon ? <Icon aria-hidden="true" className="size-5 text-primary" /> : null}
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
      </Card>
    </section>
  );
}
