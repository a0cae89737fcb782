// The Agents tab's figures (SPEC §2, §3): total and active agents, all and today's verifications,
// and the top agent of today, this month and this year. Polled every 10 s.
import { Activity, CalendarDays, Medal, UserCheck, Users, type LucideIcon } from 'lucide-react';
import type { AgentStatistics } from '@/domain/agents.schema';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { IconBadge } from '@/web/components/ui/icon-badge';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import type { MessageKey } from '@/web/i18n/i18n';
import { useT } from '@/web/i18n/i18n';
import { useAdminQueryFailure } from '@/web/console/use-admin-failure';
import { useAgentStatistics } from './api';

type CountKey = 'totalAgents' | 'activeAgents' | 'totalVerifications' | 'todayVerifications';
type TopKey = 'topAgentToday' | 'topAgentMonth' | 'topAgentYear';

const COUNTS: ReadonlyArray<{ key: CountKey; label: MessageKey; icon: LucideIcon }> = [
  { key: 'totalAgents', label: 'adminAgents.stats.totalAgents', icon: Users },
  { key: 'activeAgents', label: 'adminAgents.stats.activeAgents', icon: Activity },
  { key: 'totalVerifications', label: 'adminAgents.stats.totalVerifications', icon: UserCheck },
  { key: 'todayVerifications', label: 'adminAgents.stats.todayVerifications', icon: CalendarDays },
];

const TOPS: ReadonlyArray<{ key: TopKey; label: MessageKey }> = [
  { key: 'topAgentToday', label: 'adminAgents.top.today' },
  { key: 'topAgentMonth', label: 'adminAgents.top.month' },
  { key: 'topAgentYear', label: 'adminAgents.top.year' },
];

export function AgentStatisticsPanel() {
  const { t } = useT();
  const statistics = useAgentStatistics();
  useAdminQueryFailure(statistics.error);
  const data = statistics.data;

  if (statistics.isError && !data) {
    return (
      <RetryAlert
        card
        message={t('adminAgents.stats.failed')}
        onRetry={() => void statistics.refetch()}
      />
    );
  }

  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {COUNTS.map((stat) => (
          <StatCard
            key={stat.key}
            term
            compact
            label={t(stat.label)}
            value={data ? data[stat.key] : <Skeleton className="h-9 w-14" />}
            icon={stat.icon}
            valueClassName="text-2xl sm:text-3xl"
          />
        ))}
      </dl>
      <section aria-labelledby="top-agents-title" className="grid gap-3">
        <h2 id="top-agents-title" className="text-lg font-semibold">
          {t('adminAgents.top.title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {TOPS.map((top) => (
            <li key={top.key}>
              <TopAgentCard label={t(top.label)} top={data ? data[top.key] : undefined} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function TopAgentCard({
  label,
  top,
}: {
  label: string;
  /** undefined while loading; null when nobody verified anyone in the period. */
  top: AgentStatistics[TopKey] | undefined;
}) {
  const { t } = useT();
  return (
    <Card className="flex h-full items-start gap-3 p-4">
      <IconBadge icon={Medal} tone="yellow" />
      <div className="grid min-w-0 gap-0.5">
        <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
        {top === undefined ? (
          <Skeleton className="h-10 w-32" />
        ) : top === null ? (
          <p className="text-sm">{t('adminAgents.top.none')}</p>
        ) : (
          <>
            <p className="font-semibold wrap-anywhere">
              {top.agent.firstName} {top.agent.lastName}
            </p>
            <p className="text-sm text-muted-foreground">
              <span className="font-mono">{top.agent.agentCode}</span>
              {' · '}
              {t('adminAgents.top.count', { count: top.count })}
            </p>
          </>
        )}
      </div>
    </Card>
  );
}
