// /agent/signin (SPEC §2, §8): email and password; success goes to /agent, or back to the agent
// page the person was sent here from (issue 28, lib/return-to.ts). A deactivated agent is told so
// by the server's message.
import { useLocation } from 'wouter';
import { PATHS } from '@/domain/paths';
import { SignInCard } from '@/web/components/auth/sign-in-card';
import { useT } from '@/web/i18n/i18n';
import { formRules } from '@/web/lib/form-rules';
import { takeReturnTo } from '@/web/lib/return-to';
import { AgentShell } from './agent-shell';
import { useAgentSignin } from './api';

const agentSigninRules = formRules(() =>
  import('@/domain/agents.schema').then((module) => module.agentSigninSchema),
);

export default function AgentSigninPage() {
  const { t } = useT();
  const [, navigate] = useLocation();
  const signin = useAgentSignin();
  return (
    <AgentShell>
      <SignInCard
        texts="agents.signin"
        rules={agentSigninRules}
        signIn={signin.mutateAsync}
        onSignedIn={() => navigate(takeReturnTo('agent') ?? PATHS.agent, { replace: true })}
        links={[
          {
            prompt: t('agents.signin.noAccount'),
            label: t('agents.signin.signUpLink'),
            href: PATHS.agentSignup,
          },
          {
            prompt: t('agents.signin.customerPrompt'),
            label: t('agents.signin.customerLink'),
            href: PATHS.signin,
          },
        ]}
      />
    </AgentShell>
  );
}
