// A link to another page of the app inside text: the brand colour, underlined on hover, an
// optional icon before it.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/web/lib/cn';

interface TextLinkProps {
  href: string;
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}

export function TextLink({ href, icon: Icon, className, children }: TextLinkProps) {
  return (
    <Link
      href={href}
      className={cn(
        'w-fit rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring',
        Icon && 'inline-flex items-center gap-1.5',
        className,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
      {children}
    </Link>
  );
}
