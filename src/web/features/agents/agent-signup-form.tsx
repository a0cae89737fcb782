// The agent registration form (SPEC §2, §5, §8): the domain's agentSignupFormSchema plus the
// profile photo rule (required, an image, at most 5 MB), all checked together so every problem
// shows at once. Sent as multipart with upload progress (phones on slow networks, DESIGN §5).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { agentPhotoProblem } from '@/domain/agent-photo';
import { agentSignupFormSchema, type AgentProfile } from '@/domain/agents.schema';
import { PATHS } from '@/domain/paths';
import { AuthCard, AuthForm } from '@/web/components/auth/auth-card';
import { ConsentNotice } from '@/web/components/auth/consent-notice';
import {
  EMPTY_SIGNUP_FIELDS,
  SIGNUP_FIELD_NAMES,
  SignupFields,
} from '@/web/components/auth/signup-fields';
import { FormField } from '@/web/components/ui/form-field';
import { UploadProgress } from '@/web/components/ui/upload-progress';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { useAgentSignup } from './api';
import { ProfilePhotoField, usePickedPhoto } from './profile-photo-field';

const SCREEN_ORDER = [...SIGNUP_FIELD_NAMES, 'address', 'city', 'state', 'pincode'] as const;

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

export function AgentSignupForm({ onCreated }: { onCreated: (agent: AgentProfile) => void }) {
  const { t, rule, language } = useT();
  const errorText = useErrorText();
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
      ...EMPTY_SIGNUP_FIELDS,
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
        // The language on screen becomes the account's: its notifications speak it (issue 28).
        fields: { ...fields, language },
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
        description: errorText(error, t('agents.signup.failedFallback')),
      });
    }
  }

  const fieldError = (text: string | undefined) => (text ? rule(text) : undefined);
  // Registered in screen order: the first field with a problem is the one that gets focus.
  for (const name of SCREEN_ORDER) register(name);
  const field = (name: (typeof SCREEN_ORDER)[number]) => ({
    ...register(name),
    error: fieldError(errors[name]?.message),
  });

  return (
    <AuthCard
      title={t('agents.signup.title')}
      subtitle={t('agents.signup.subtitle')}
      links={[
        {
          prompt: t('agents.signup.haveAccount'),
          label: t('agents.signup.signInLink'),
          href: PATHS.agentSignin,
        },
        {
          prompt: t('agents.signup.customerPrompt'),
          label: t('agents.signup.customerLink'),
          href: PATHS.signup,
        },
      ]}
    >
      <AuthForm
        texts="agents.signup"
        busy={isSubmitting}
        aria-busy={isSubmitting || undefined}
        onSubmit={handleSubmit(onSubmit)}
      >
        <SignupFields texts="agents.signup" field={field} />
        <FormField
          label={t('agents.signup.address')}
          autoComplete="street-address"
          {...field('address')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('agents.signup.city')}
            autoComplete="address-level2"
            {...field('city')}
          />
          <FormField
            label={t('agents.signup.state')}
            autoComplete="address-level1"
            {...field('state')}
          />
        </div>
        <FormField
          label={t('agents.signup.pincode')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          {...field('pincode')}
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
          <UploadProgress fraction={progress} label={t('agents.signup.progress')} />
        ) : null}
        <ConsentNotice />
      </AuthForm>
    </AuthCard>
  );
}
