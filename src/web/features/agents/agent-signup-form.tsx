// The agent registration form (SPEC §2, §5, §8): the domain's agentSignupFormSchema plus the
// profile photo rule (required, an image, at most 5 MB), all checked together so every problem
// shows at once. Sent as multipart with upload progress (phones on slow networks, DESIGN §5).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { z } from 'zod';
import { agentPhotoProblem } from '../../../domain/agent-photo';
import { agentSignupFormSchema, type AgentProfile } from '../../../domain/agents';
import { FormField } from '../../components/ui/form-field';
import { Progress } from '../../components/ui/progress';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { AuthCard } from '../auth/auth-card';
import { SubmitButton } from '../auth/submit-button';
import { useAgentSignup } from './api';
import { ProfilePhotoField, usePickedPhoto } from './profile-photo-field';
import { useAgentText } from './use-agent-text';

const signupWithPhotoSchema = agentSignupFormSchema.and(
  z.object({
    profilePhoto: z.custom<File | null>().superRefine((file, ctx) => {
      const problem = agentPhotoProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  }),
);
type SignupValues = z.input<typeof signupWithPhotoSchema>;
type SignupParsed = z.output<typeof signupWithPhotoSchema>;

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export function AgentSignupForm({ onCreated }: { onCreated: (agent: AgentProfile) => void }) {
  const { t } = useT();
  const { message, failure } = useAgentText();
  const signup = useAgentSignup();
  const photo = usePickedPhoto();
  const [progress, setProgress] = useState(0);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<SignupValues, unknown, SignupParsed>({
    resolver: zodResolver(signupWithPhotoSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      mobileNumber: '',
      password: '',
      confirmPassword: '',
      address: '',
      city: '',
      state: '',
      pincode: '',
      profilePhoto: null,
    },
  });

  function onPhoto(file: File) {
    photo.pick(file);
    setValue('profilePhoto', file, { shouldValidate: isSubmitted });
  }

  async function onSubmit({ confirmPassword: _confirm, profilePhoto, ...fields }: SignupParsed) {
    if (!profilePhoto) return;
    setProgress(0);
    try {
      const { agent } = await signup.mutateAsync({
        fields,
        profilePhoto,
        onProgress: setProgress,
      });
      toast({
        title: t('agents.signup.successTitle'),
        description: t('agents.signup.successDescription'),
      });
      onCreated(agent);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('agents.signup.failedTitle'),
        description: failure(error, t('agents.signup.failedFallback')),
      });
    }
  }

  const fieldError = (text: string | undefined) => (text ? message(text) : undefined);
  const percent = Math.round(progress * 100);

  return (
    <AuthCard
      title={t('agents.signup.title')}
      subtitle={t('agents.signup.subtitle')}
      footer={
        <div className="grid gap-2 text-center">
          <p>
            {t('agents.signup.haveAccount')}{' '}
            <Link href="/agent/signin" className={linkClass}>
              {t('agents.signup.signInLink')}
            </Link>
          </p>
          <p>
            {t('agents.signup.customerPrompt')}{' '}
            <Link href="/signup" className={linkClass}>
              {t('agents.signup.customerLink')}
            </Link>
          </p>
        </div>
      }
    >
      <form
        noValidate
        aria-busy={isSubmitting || undefined}
        onSubmit={handleSubmit(onSubmit)}
        className="grid gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('agents.signup.firstName')}
            autoComplete="given-name"
            error={fieldError(errors.firstName?.message)}
            {...register('firstName')}
          />
          <FormField
            label={t('agents.signup.lastName')}
            autoComplete="family-name"
            error={fieldError(errors.lastName?.message)}
            {...register('lastName')}
          />
        </div>
        <FormField
          label={t('agents.signup.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <FormField
          label={t('agents.signup.mobile')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={fieldError(errors.mobileNumber?.message)}
          {...register('mobileNumber')}
        />
        <FormField
          label={t('agents.signup.password')}
          type="password"
          autoComplete="new-password"
          hint={t('agents.signup.passwordHint')}
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <FormField
          label={t('agents.signup.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <FormField
          label={t('agents.signup.address')}
          autoComplete="street-address"
          error={fieldError(errors.address?.message)}
          {...register('address')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('agents.signup.city')}
            autoComplete="address-level2"
            error={fieldError(errors.city?.message)}
            {...register('city')}
          />
          <FormField
            label={t('agents.signup.state')}
            autoComplete="address-level1"
            error={fieldError(errors.state?.message)}
            {...register('state')}
          />
        </div>
        <FormField
          label={t('agents.signup.pincode')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          error={fieldError(errors.pincode?.message)}
          {...register('pincode')}
        />
        <ProfilePhotoField
          label={t('agents.signup.photo')}
          hint={t('agents.signup.photoHint')}
          file={photo.file}
          previewUrl={photo.previewUrl}
          error={fieldError(errors.profilePhoto?.message)}
          disabled={isSubmitting}
          onPick={onPhoto}
        />
        {isSubmitting ? (
          <div className="grid gap-1.5">
            <Progress value={percent} aria-label={t('agents.signup.progress')} />
            <p className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
              {percent}%
            </p>
          </div>
        ) : null}
        <SubmitButton
          className="mt-2 w-full"
          size="lg"
          busy={isSubmitting}
          label={t('agents.signup.submit')}
          busyLabel={t('agents.signup.submitting')}
        />
      </form>
    </AuthCard>
  );
}
