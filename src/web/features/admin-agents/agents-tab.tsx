// Agents (SPEC §2, §7): the statistics and top agents (polled every 10 s), then every agent,
// polled every 5 s, 50 to a page; erased agents only under Accounts: Erased (decision 0022).
import { ACTIVE_FILTERS, AGENT_FILTERS, AGENT_SORTS } from '@/domain/admin-list-filters';
import { useT } from '@/web/i18n/i18n';
import { AdminList, usePagedList } from '@/web/console/admin-list';
import { accountSelect, selectOf } from '@/web/console/list-toolbar';
import { AgentCard } from './agent-card';
import { AgentStatisticsPanel } from './agent-statistics';
import { useAdminAgents } from './api';

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
      list={usePagedList('agents', useAdminAgents, AGENT_FILTERS)}
      heading={{ texts: 'adminAgents.list' }}
      toolbar={{
        searchHint: t('adminLists.searchHint.agents'),
        sorts: AGENT_SORTS,
        selects: [
          selectOf('active', 'adminLists.active', ACTIVE_FILTERS, (value) =>
            t(`adminLists.active.${value}`),
          ),
          accountSelect(t),
        ],
      }}
      skeleton={{ count: 2, className: 'h-48' }}
      pagerLabel={t('adminAgents.list.pages')}
      keyOf={(agent) => agent.id}
    >
      {(agent) => <AgentCard agent={agent} />}
    </AdminList>
  );
}
