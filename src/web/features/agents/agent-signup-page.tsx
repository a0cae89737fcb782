// /agent/signup (SPEC §2): the registration form, then the onboarding carousel; finishing it goes
// to /agent/signin (signing up does not sign in), with the new address already in the Email field.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PATHS } from '@/domain/paths';
import { signedUpState } from '@/web/components/auth/signed-up-email';
import { useT } from '@/web/i18n/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AgentShell } from './agent-shell';
import { AgentSignupForm } from './agent-signup-form';
import { OnboardingCarousel } from './onboarding-carousel';

export default function AgentSignupPage() {
  const { t } = useT();
  const [, navigate] = useLocation();
  const [stage, setStage] = useState<'form' | 'onboarding'>('form');
  const [email, setEmail] = useState('');
  useDocumentTitle(
    stage === 'form' ? t('agents.signup.title') : t('agents.onboarding.title'),
    t('brand.name'),
  );

  return (
    <AgentShell languageToggle={stage === 'form' ? 'header' : 'none'}>
      {stage === 'form' ? (
        <AgentSignupForm
          onCreated={(agent) => {
            setEmail(agent.email);
            setStage('onboarding');
            window.scrollTo(0, 0);
          }}
        />
      ) : (
        <OnboardingCarousel
          onFinish={() => navigate(PATHS.agentSignin, { state: signedUpState(email) })}
        />
      )}
    </AgentShell>
  );
}
