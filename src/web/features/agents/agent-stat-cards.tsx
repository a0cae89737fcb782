// Three figures (SPEC §2): the balance, all verified signups, and this month's place in the Top
// Agent Challenge with what the month has earned so far.
import { Medal, UserCheck, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AgentProfile, LeaderboardRow } from '../../../domain/agents';
import { AGENT_REFERRAL_BONUS } from '../../../domain/constants';
import { formatRupees, formatRupeesWithPaise } from '../../../domain/money';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';

interface AgentStatCardsProps {
  agent: AgentProfile;
  /** This month's leaderboard; undefined while loading. */
  leaderboard: LeaderboardRow[] | undefined;
  leaderboardFailed: boolean;
}

export function AgentStatCards({ agent, leaderboard, leaderboardFailed }: AgentStatCardsProps) {
  const { t } = useT();
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
      amount: formatRupeesWithPaise(own.earnings),
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
          value={formatRupeesWithPaise(agent.currentBalance)}
          hint={t('agents.stats.balanceHint')}
        />
        <StatCard
          icon={UserCheck}
          tone="bg-green-100 text-green-800"
          label={t('agents.stats.signups')}
          value={agent.verifiedSignupsCount}
          hint={t('agents.stats.signupsHint', { amount: formatRupees(AGENT_REFERRAL_BONUS) })}
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

interface StatCardProps {
  icon: LucideIcon;
  tone: string;
  label: string;
  value: ReactNode;
  hint: string;
}

function StatCard({ icon: Icon, tone, label, value, hint }: StatCardProps) {
  return (
    <li>
      <Card className="flex h-full items-start justify-between gap-3 p-4 sm:p-5">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
          <div className="text-2xl font-bold tabular-nums wrap-anywhere">{value}</div>
          {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
        </div>
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </Card>
    </li>
  );
}
