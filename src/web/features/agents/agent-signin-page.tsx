// /agent/signin (SPEC §2, §8): email and password; success goes to /agent. A deactivated agent is
// told so by the server's message.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { agentSigninSchema } from '../../../domain/agents';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from '../auth/auth-card';
import { SubmitButton } from '../auth/submit-button';
import { AgentShell } from './agent-shell';
import { useAgentSignin } from './api';
import { useAgentText } from './use-agent-text';

type SigninValues = z.input<typeof agentSigninSchema>;
type SigninParsed = z.output<typeof agentSigninSchema>;

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export default function AgentSigninPage() {
  const { t } = useT();
  const { message, failure } = useAgentText();
  const [, navigate] = useLocation();
  const signin = useAgentSignin();
  useDocumentTitle(t('agents.signin.title'), t('brand.name'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SigninValues, unknown, SigninParsed>({
    resolver: zodResolver(agentSigninSchema),
    defaultValues: { email: '', password: '' },
  });

  async function onSubmit(values: SigninParsed) {
    try {
      await signin.mutateAsync(values);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('agents.signin.failedTitle'),
        description: failure(error, t('agents.signin.failedFallback')),
      });
      return;
    }
    toast({
      title: t('agents.signin.successTitle'),
      description: t('agents.signin.successDescription'),
    });
    navigate('/agent', { replace: true });
  }

  const fieldError = (text: string | undefined) => (text ? message(text) : undefined);

  return (
    <AgentShell>
      <AuthCard
        title={t('agents.signin.title')}
        subtitle={t('agents.signin.subtitle')}
        footer={
          <div className="grid gap-2 text-center">
            <p>
              {t('agents.signin.noAccount')}{' '}
              <Link href="/agent/signup" className={linkClass}>
                {t('agents.signin.signUpLink')}
              </Link>
            </p>
            <p>
              {t('agents.signin.customerPrompt')}{' '}
              <Link href="/signin" className={linkClass}>
                {t('agents.signin.customerLink')}
              </Link>
            </p>
          </div>
        }
      >
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <FormField
            label={t('agents.signin.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={fieldError(errors.email?.message)}
            {...register('email')}
          />
          <FormField
            label={t('agents.signin.password')}
            type="password"
            autoComplete="current-password"
            error={fieldError(errors.password?.message)}
            {...register('password')}
          />
          <SubmitButton
            className="mt-2 w-full"
            size="lg"
            busy={isSubmitting}
            label={t('agents.signin.submit')}
            busyLabel={t('agents.signin.submitting')}
          />
        </form>
      </AuthCard>
    </AgentShell>
  );
}
