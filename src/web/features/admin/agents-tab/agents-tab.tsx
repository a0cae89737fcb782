// Agents (SPEC §2, §7): the statistics and top agents (polled every 10 s), then every agent,
// polled every 5 s, 50 to a page.
import { useState } from 'react';
import { pageCount } from '../../../../domain/pagination';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../i18n/i18n';
import { useAdminQueryFailure } from '../use-admin-failure';
import { AgentCard } from './agent-card';
import { AgentStatisticsPanel } from './agent-statistics';
import { useAdminAgents } from './api';
import { Pager } from '../pager';

export function AgentsTab() {
  return (
    <div className="grid gap-8">
      <AgentStatisticsPanel />
      <AgentList />
    </div>
  );
}

function AgentList() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const agents = useAdminAgents(page);
  useAdminQueryFailure(agents.error);

  if (agents.isError && !agents.data) {
    return (
      <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-6">
        <p className="text-destructive">{t('adminAgents.list.failed')}</p>
        <Button variant="outline" onClick={() => void agents.refetch()}>
          {t('common.retry')}
        </Button>
      </Card>
    );
  }

  if (!agents.data) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-48 w-full rounded-xl" />
        ))}
      </div>
    );
  }

  const { items, total, pageSize } = agents.data;
  const pages = pageCount(total, pageSize);

  return (
    <section aria-labelledby="admin-agents-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-agents-title" className="text-lg font-semibold">
          {t('adminAgents.list.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t(total === 1 ? 'adminAgents.list.countOne' : 'adminAgents.list.count', {
            count: total,
          })}
        </p>
      </div>
      {items.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">{t('adminAgents.list.empty')}</Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {items.map((agent) => (
            <li key={agent.id}>
              <AgentCard agent={agent} />
            </li>
          ))}
        </ul>
      )}
      {total > pageSize ? (
        <Pager label={t('adminAgents.list.pages')} page={page} pages={pages} onPage={setPage} />
      ) : null}
    </section>
  );
}
