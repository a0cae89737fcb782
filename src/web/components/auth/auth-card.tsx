// The frame of the sign-up and sign-in pages, the customer's and the agent's: one centred card,
// its title as the page heading, and the links to the other pages below.
import type { ComponentProps, ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '@/web/components/ui/card';
import { BusyButton } from '@/web/components/ui/busy-button';
import { TextLink } from '@/web/components/ui/text-link';

export interface AuthLink {
  /** 'Don't have an account?' */
  prompt: string;
  /** 'Sign up' */
  label: string;
  href: string;
}

interface AuthCardProps {
  title: string;
  subtitle: string;
  links: readonly AuthLink[];
  children: ReactNode;
}

export function AuthCard({ title, subtitle, links, children }: AuthCardProps) {
  const paragraphs = links.map(({ prompt, label, href }) => (
    <p key={href}>
      {prompt}{' '}
      <TextLink href={href} className="font-medium">
        {label}
      </TextLink>
    </p>
  ));
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <CardDescription>{subtitle}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
        <CardFooter className="justify-center text-sm text-muted-foreground">
          {links.length > 1 ? (
            <div className="grid gap-2 text-center">{paragraphs}</div>
          ) : (
            paragraphs
          )}
        </CardFooter>
      </Card>
    </div>
  );
}

interface AuthFormProps extends Omit<ComponentProps<'form'>, 'className'> {
  /** The catalogue prefix of the submit button's texts ('signup.submit', 'signup.submitting'). */
  texts: 'signin' | 'signup' | 'agents.signin' | 'agents.signup';
  busy: boolean;
}

/** The card's form: its fields, then the wide submit button that says what it is doing. */
export function AuthForm({ texts, busy, children, ...formProps }: AuthFormProps) {
  return (
    <form noValidate className="grid gap-4" {...formProps}>
      {children}
      <BusyButton className="mt-2 w-full" size="lg" busy={busy} texts={texts} />
    </form>
  );
}
