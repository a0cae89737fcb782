// This month's Top Agent Challenge ranking (SPEC §2, §3): rank, name, code, verified signups and
// earnings; the signed-in agent's row stands out and is marked 'You'.
import { Trophy } from 'lucide-react';
import type { LeaderboardRow } from '@/domain/agents.schema';
import { Badge } from '@/web/components/ui/badge';
import { QueryState, type ListQuery } from '@/web/components/ui/query-state';
import { SectionCard } from '@/web/components/ui/section-card';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { DataTable } from './data-table';
import { useMediaQuery, WIDE_SCREEN } from './use-media-query';

interface LeaderboardCardProps {
  agentId: number;
  leaderboard: ListQuery<LeaderboardRow>;
}

export function LeaderboardCard({ agentId, leaderboard }: LeaderboardCardProps) {
  const { t, format } = useT();
  const wide = useMediaQuery(WIDE_SCREEN);
  const month = format.month(new Date());

  return (
    <SectionCard
      icon={Trophy}
      title={t('agents.leaderboard.title')}
      description={t('agents.leaderboard.description', { month })}
    >
      <QueryState
        query={leaderboard}
        failed={t('agents.leaderboard.failed')}
        empty={t('agents.leaderboard.empty')}
        skeletons={['h-10 w-full', 'h-10 w-full']}
      >
        {(loaded) => (
          <DataTable
            caption={t('agents.leaderboard.title')}
            gap="pr-2"
            columns={[
              { label: t('agents.leaderboard.rank') },
              { label: t('agents.leaderboard.agent') },
              ...(wide ? [{ label: t('agents.leaderboard.code') }] : []),
              { label: t('agents.leaderboard.verified'), numeric: true },
              { label: t('agents.leaderboard.earnings'), numeric: true },
            ]}
          >
            {loaded.map((row, index) => {
              const own = row.agent.id === agentId;
              return (
                <tr
                  key={row.agent.id}
                  aria-current={own ? 'true' : undefined}
                  className={cn(
                    'border-b border-border last:border-0',
                    own && 'bg-primary/10 font-medium',
                  )}
                >
                  <td className="py-2.5 pr-2 pl-1 tabular-nums">
                    {t('agents.leaderboard.rankValue', { rank: index + 1 })}
                  </td>
                  <td className="py-2.5 pr-2">
                    <span className="flex flex-wrap items-center gap-1.5">
                      <span className="wrap-anywhere">
                        {row.agent.firstName} {row.agent.lastName}
                      </span>
                      {own ? <Badge variant="default">{t('agents.leaderboard.you')}</Badge> : null}
                    </span>
                    {wide ? null : (
                      <span className="block font-mono text-xs text-muted-foreground">
                        {row.agent.agentCode}
                      </span>
                    )}
                  </td>
                  {wide ? (
                    <td className="py-2.5 pr-2 font-mono text-xs">{row.agent.agentCode}</td>
                  ) : null}
                  <td className="py-2.5 pr-2 text-right tabular-nums">{row.verifiedCount}</td>
                  <td className="py-2.5 pr-1 text-right whitespace-nowrap tabular-nums">
                    {format.rupeesWithPaise(row.earnings)}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </QueryState>
    </SectionCard>
  );
}
