// Three figures (SPEC §2): the balance, all verified signups, and this month's place in the Top
// Agent Challenge with what the month has earned so far.
import { Medal, UserCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AgentProfile, LeaderboardRow } from '@/domain/agents.schema';
import { AGENT_REFERRAL_BONUS } from '@/domain/constants';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { useT } from '@/web/i18n/i18n';

interface AgentStatCardsProps {
  agent: AgentProfile;
  /** This month's leaderboard; undefined while loading. */
  leaderboard: LeaderboardRow[] | undefined;
  leaderboardFailed: boolean;
}

export function AgentStatCards({ agent, leaderboard, leaderboardFailed }: AgentStatCardsProps) {
  const { t, format } = useT();
  const position = leaderboard?.findIndex((row) => row.agent.id === agent.id) ?? -1;
  const own = position >= 0 ? leaderboard?.[position] : undefined;

  let rankValue: ReactNode;
  let rankHint: string;
  if (leaderboardFailed) {
    rankValue = '–';
    rankHint = t('agents.stats.rankFailed');
  } else if (!leaderboard) {
    rankValue = <Skeleton className="h-8 w-12" />;
    rankHint = '';
  } else if (own) {
    rankValue = t('agents.stats.rankValue', { rank: position + 1 });
    rankHint = t('agents.stats.rankHint', {
      count: own.verifiedCount,
      amount: format.rupeesWithPaise(own.earnings),
    });
  } else {
    rankValue = '–';
    rankHint = t('agents.stats.rankNone');
  }

  return (
    <section aria-label={t('agents.stats.label')}>
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          icon={Wallet}
          tone="bg-primary/10 text-primary"
          label={t('agents.stats.balance')}
          value={format.rupeesWithPaise(agent.currentBalance)}
          hint={t('agents.stats.balanceHint')}
        />
        <StatCard
          icon={UserCheck}
          tone="bg-green-100 text-green-800"
          label={t('agents.stats.signups')}
          value={agent.verifiedSignupsCount}
          hint={t('agents.stats.signupsHint', { amount: format.rupees(AGENT_REFERRAL_BONUS) })}
        />
        <StatCard
          icon={Medal}
          tone="bg-purple-100 text-purple-800"
          label={t('agents.stats.rank')}
          value={rankValue}
          hint={rankHint}
        />
      </ul>
    </section>
  );
}
