// A link to a section of an in-app page (/help#faqs). wouter moves between pages without a
// reload but does not scroll to a #section, so this link does.
import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PATHS } from '@/domain/paths';

interface SectionLinkProps {
  href: `/${string}#${string}`;
  className?: string;
  children: ReactNode;
}

export function SectionLink({ href, className, children }: SectionLinkProps) {
  const [location, navigate] = useLocation();
  const [path = PATHS.home, hash = ''] = href.split('#');

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    if (location === path) {
      window.history.replaceState(window.history.state, '', href);
      scrollToSection(hash);
    } else {
      navigate(href);
    }
  }

  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/** Scrolls to and focuses the element with this id, if the page shows it. */
export function scrollToSection(id: string): void {
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
