// /signup (SPEC §2, §5, §8): the form uses the domain's signupFormSchema; the request drops
// confirmPassword. Success goes to /signin. The rules (zod) come in a chunk of their own when the
// browser is idle (lib/form-rules.ts): the page hydrates without them.
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import type { signupFormSchema } from '@/domain/auth.schema';
import { PATHS } from '@/domain/paths';
import { AuthCard, AuthForm } from '@/web/components/auth/auth-card';
import { ConsentNotice } from '@/web/components/auth/consent-notice';
import { signedUpState } from '@/web/components/auth/signed-up-email';
import {
  EMPTY_SIGNUP_FIELDS,
  SignupFields,
  type SignupFieldName,
} from '@/web/components/auth/signup-fields';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { formRules } from '@/web/lib/form-rules';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useSignup } from './api';

type SignupValues = z.input<typeof signupFormSchema>;
type SignupParsed = z.output<typeof signupFormSchema>;

const signupRules = formRules(() =>
  import('@/domain/auth.schema').then((module) => module.signupFormSchema),
);

export default function SignupPage() {
  const { t, rule, language } = useT();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const signup = useSignup();
  useDocumentTitle(t('signup.title'), t('brand.name'));
  signupRules.usePreload();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues, unknown, SignupParsed>({
    resolver: signupRules.resolver,
    defaultValues: EMPTY_SIGNUP_FIELDS,
  });

  async function onSubmit({ confirmPassword: _confirm, ...body }: SignupParsed) {
    try {
      // The language on screen becomes the account's: its notifications speak it (issue 28).
      await signup.mutateAsync({ body: { ...body, language } });
      toast({ title: t('signup.successTitle'), description: t('signup.successDescription') });
      navigate(PATHS.signin, { state: signedUpState(body.email) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('signup.failedTitle'),
        description: errorText(error, t('signup.failedFallback')),
      });
    }
  }

  const field = (name: SignupFieldName) => {
    const message = errors[name]?.message;
    return { ...register(name), error: message ? rule(message) : undefined };
  };

  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      links={[
        { prompt: t('signup.haveAccount'), label: t('signup.signInLink'), href: PATHS.signin },
      ]}
    >
      <AuthForm texts="signup" busy={isSubmitting} onSubmit={handleSubmit(onSubmit)}>
        <SignupFields texts="signup" field={field} />
        <ConsentNotice />
      </AuthForm>
    </AuthCard>
  );
}
