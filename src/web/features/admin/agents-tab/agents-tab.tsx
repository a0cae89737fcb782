// Agents (SPEC §2, §7): the statistics and top agents (polled every 10 s), then every agent,
// polled every 5 s, 50 to a page.
import { addEnglish, useT } from '@/web/i18n/i18n';
import { AdminList, usePagedList } from '@/web/features/admin/admin-list';
import { AgentCard } from './agent-card';
import { AgentStatisticsPanel } from './agent-statistics';
import { useAdminAgents } from './api';
import agentsEnglish from '@/web/i18n/locales/en/agents';

addEnglish(agentsEnglish);

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
  return (
    <AdminList
      list={usePagedList('agentsPage', useAdminAgents)}
      heading={{ id: 'admin-agents-title', texts: 'adminAgents.list' }}
      skeleton={{ count: 2, className: 'h-48' }}
      pagerLabel={t('adminAgents.list.pages')}
      keyOf={(agent) => agent.id}
    >
      {(agent) => <AgentCard agent={agent} />}
    </AdminList>
  );
}
