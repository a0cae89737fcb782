// /signin (SPEC §2, §8): success refreshes the signed-in user and goes to /.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { signinRequestSchema } from '../../../domain/auth-schemas';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignin } from './api';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';

type SigninValues = z.input<typeof signinRequestSchema>;
type SigninParsed = z.output<typeof signinRequestSchema>;

export default function SigninPage() {
  const { t, tx } = useT();
  const [, navigate] = useLocation();
  const signin = useSignin();
  useDocumentTitle(t('signin.title'), t('brand.name'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SigninValues, unknown, SigninParsed>({
    resolver: zodResolver(signinRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  async function onSubmit(values: SigninParsed) {
    try {
      await signin.mutateAsync(values);
      toast({ title: t('signin.successTitle'), description: t('signin.successDescription') });
      navigate('/', { replace: true });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('signin.failedTitle'),
        description: tx(errorText(error, t('signin.failedFallback'))),
      });
    }
  }

  const fieldError = (message: string | undefined) => (message ? tx(message) : undefined);

  return (
    <AuthCard
      title={t('signin.title')}
      subtitle={t('signin.subtitle')}
      footer={
        <p>
          {t('signin.noAccount')}{' '}
          <Link
            href="/signup"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('signin.signUpLink')}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <FormField
          label={t('signin.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <FormField
          label={t('signin.password')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <SubmitButton
          className="mt-2 w-full"
          size="lg"
          busy={isSubmitting}
          label={t('signin.submit')}
          busyLabel={t('signin.submitting')}
        />
      </form>
    </AuthCard>
  );
}
