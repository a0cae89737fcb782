// /agent and /agent/dashboard (SPEC §2): signed out goes to /agent/signin. Signed in: the header,
// the KYC banner, Verify User Signup and the verified signups, the challenge and welcome-bonus
// banners, three figures, the ledger and this month's leaderboard.
import { Redirect } from 'wouter';
import type { AgentProfile } from '@/domain/agents.schema';
import { PATHS } from '@/domain/paths';
import { useT } from '@/web/i18n/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { ChallengeBanner, KycBanner, WelcomeBonusBanner } from './agent-banners';
import { AgentPageFailed, AgentPageLoading, useAgentSessionWatch } from './agent-page-states';
import { AgentShell, type AgentPageSlots } from './agent-shell';
import { AgentStatCards } from './agent-stat-cards';
import { useAgentProfile, useLeaderboard } from './api';
import { BalanceTransactionsCard } from './balance-transactions-card';
import { LeaderboardCard } from './leaderboard-card';
import { VerifiedSignupsCard } from './verified-signups-card';
import { VerifyUserCard } from './verify-user-card';

export default function AgentDashboardPage({ headerActions }: AgentPageSlots) {
  const { t } = useT();
  const profile = useAgentProfile();
  useAgentSessionWatch();
  useDocumentTitle(t('agents.dashboard.title'), t('brand.name'));

  if (profile.isPending) return <AgentPageLoading />;
  if (profile.isError) return <AgentPageFailed onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <Redirect to={PATHS.agentSignin} replace />;
  return <Dashboard agent={profile.data} headerActions={headerActions} />;
}

function Dashboard({ agent, headerActions }: { agent: AgentProfile } & AgentPageSlots) {
  const { t } = useT();
  const leaderboard = useLeaderboard();
  const position = leaderboard.data?.findIndex((row) => row.agent.id === agent.id) ?? -1;

  return (
    <AgentShell agent={agent} headerActions={headerActions}>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-8">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">
            {t('agents.dashboard.greeting', { name: agent.firstName })}
          </h1>
          <p className="text-muted-foreground">{t('agents.dashboard.intro')}</p>
        </div>
        <KycBanner agent={agent} />
        {/* The main task first (issue 15: on a phone it sat 2,000 px down, under three banners,
            three figures and the ledger). */}
        <div className="grid gap-6 lg:grid-cols-2">
          <VerifyUserCard />
          <VerifiedSignupsCard />
        </div>
        <ChallengeBanner rank={position >= 0 ? position + 1 : null} />
        <WelcomeBonusBanner agent={agent} />
        <AgentStatCards
          agent={agent}
          leaderboard={leaderboard.data}
          leaderboardFailed={leaderboard.isError}
        />
        <BalanceTransactionsCard />
        <LeaderboardCard agentId={agent.id} leaderboard={leaderboard} />
      </div>
    </AgentShell>
  );
}
