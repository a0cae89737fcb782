// What an agent page shows before it knows who is signed in, or when it could not ask.
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { PageSpinner } from '@/web/components/ui/spinner';
import { addEnglish, useT } from '@/web/i18n/i18n';
import { AgentShell } from './agent-shell';
import agentsEnglish from '@/web/i18n/locales/en/agents';

addEnglish(agentsEnglish);

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
