// What an agent page shows before it knows who is signed in, or when it could not ask, and what
// it does when the session ends while it is open.
import { agentEndpoints } from '@/contract/agents';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { PageSpinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { signedInQuery } from '@/web/lib/endpoint-query';
import { useSessionWatch } from '@/web/lib/use-session-watch';
import { AgentShell } from './agent-shell';

export function AgentPageLoading() {
  const { t } = useT();
  return (
    <AgentShell>
      <PageSpinner label={t('common.loading')} />
    </AgentShell>
  );
}

export function AgentPageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <AgentShell>
      <div className="mx-auto max-w-md px-4 py-16">
        <Card role="alert" className="grid gap-4 p-6 text-center">
          <p className="text-destructive">{t('agents.loadFailed')}</p>
          <Button variant="outline" className="justify-self-center" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Card>
      </div>
    </AgentShell>
  );
}

const agentSession = signedInQuery(agentEndpoints.profile);

/**
 * The agent's session ended while a page was open (issue 28): the next 401 says so, and the page
 * turns signed out (the dashboard goes to Agent Sign In, the profile shows Access Denied), whose
 * sign-in comes back here.
 */
export function useAgentSessionWatch(): void {
  const { t } = useT();
  useSessionWatch(agentSession, () =>
    toast({
      variant: 'destructive',
      title: t('session.endedTitle'),
      description: t('session.ended'),
    }),
  );
}
