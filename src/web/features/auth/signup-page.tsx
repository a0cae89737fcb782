// /signup (SPEC §2, §5, §8): the form uses the domain's signupFormSchema; the request drops
// confirmPassword. Success goes to /signin.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { signupFormSchema } from '../../../domain/auth-schemas';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignup } from './api';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';

type SignupValues = z.input<typeof signupFormSchema>;
type SignupParsed = z.output<typeof signupFormSchema>;

export default function SignupPage() {
  const { t, tx } = useT();
  const [, navigate] = useLocation();
  const signup = useSignup();
  useDocumentTitle(t('signup.title'), t('brand.name'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues, unknown, SignupParsed>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      mobileNumber: '',
      password: '',
      confirmPassword: '',
    },
  });

  async function onSubmit(values: SignupParsed) {
    try {
      await signup.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        mobileNumber: values.mobileNumber,
        password: values.password,
      });
      toast({ title: t('signup.successTitle'), description: t('signup.successDescription') });
      navigate('/signin');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('signup.failedTitle'),
        description: tx(errorText(error, t('signup.failedFallback'))),
      });
    }
  }

  const fieldError = (message: string | undefined) => (message ? tx(message) : undefined);

  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <p>
          {t('signup.haveAccount')}{' '}
          <Link
            href="/signin"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('signup.signInLink')}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('signup.firstName')}
            autoComplete="given-name"
            error={fieldError(errors.firstName?.message)}
            {...register('firstName')}
          />
          <FormField
            label={t('signup.lastName')}
            autoComplete="family-name"
            error={fieldError(errors.lastName?.message)}
            {...register('lastName')}
          />
        </div>
        <FormField
          label={t('signup.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <FormField
          label={t('signup.mobile')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={fieldError(errors.mobileNumber?.message)}
          {...register('mobileNumber')}
        />
        <FormField
          label={t('signup.password')}
          type="password"
          autoComplete="new-password"
          hint={t('signup.passwordHint')}
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <FormField
          label={t('signup.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <SubmitButton
          className="mt-2 w-full"
          size="lg"
          busy={isSubmitting}
          label={t('signup.submit')}
          busyLabel={t('signup.submitting')}
        />
      </form>
    </AuthCard>
  );
}
