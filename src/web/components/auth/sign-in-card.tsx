// The sign-in page of either account (SPEC §2, §8): the customer's /signin and the agent's
// /agent/signin ask for an email and a password, say 'Welcome Back' or why it failed, and go on.
// Their texts live under one catalogue prefix each ('signin.*', 'agents.signin.*').
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/web/components/ui/form-field';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import type { FormRules } from '@/web/lib/form-rules';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AuthCard, AuthForm, type AuthLink } from './auth-card';
import { signedUpEmail } from './signed-up-email';

export interface Credentials {
  email: string;
  password: string;
}

interface SignInCardProps {
  texts: 'signin' | 'agents.signin';
  /** The account's rules (SPEC §5), fetched when idle so that the page hydrates without zod. */
  rules: FormRules<Credentials, Credentials>;
  signIn: (credentials: Credentials) => Promise<unknown>;
  onSignedIn: () => void;
  links: readonly AuthLink[];
}

export function SignInCard({ texts, rules, signIn, onSignedIn, links }: SignInCardProps) {
  const { t, rule } = useT();
  const errorText = useErrorText();
  useDocumentTitle(t(`${texts}.title`), t('brand.name'));
  const [prefilledEmail] = useState(signedUpEmail);
  rules.usePreload();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({
    resolver: rules.resolver,
    defaultValues: { email: prefilledEmail, password: '' },
  });
  // Straight to the password when the address came from the signup just made.
  useEffect(() => {
    if (prefilledEmail) setFocus('password');
  }, [prefilledEmail, setFocus]);

  async function onSubmit(values: Credentials) {
    try {
      await signIn(values);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(`${texts}.failedTitle`),
        description: errorText(error, t(`${texts}.failedFallback`)),
      });
      return;
    }
    toast({ title: t(`${texts}.successTitle`), description: t(`${texts}.successDescription`) });
    onSignedIn();
  }

  const fieldError = (message: string | undefined) => (message ? rule(message) : undefined);

  return (
    <AuthCard title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`)} links={links}>
      <AuthForm texts={texts} busy={isSubmitting} onSubmit={handleSubmit(onSubmit)}>
        <FormField
          label={t(`${texts}.email`)}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <FormField
          label={t(`${texts}.password`)}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
      </AuthForm>
    </AuthCard>
  );
}
