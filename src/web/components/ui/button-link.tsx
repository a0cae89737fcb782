// A link to another page of the app that looks like a button.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, type ButtonProps } from './button';

interface ButtonLinkProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  href: string;
  onClick?: () => void;
  children: ReactNode;
}

export function ButtonLink({ href, onClick, children, ...button }: ButtonLinkProps) {
  return (
    <Button asChild {...button}>
      <Link href={href} onClick={onClick}>
        {children}
      </Link>
    </Button>
  );
}
