// This month's Top Agent Challenge ranking (SPEC §2, §3): rank, name, code, verified signups and
// earnings; the signed-in agent's row stands out and is marked 'You'.
import { Trophy } from 'lucide-react';
import type { LeaderboardRow } from '../../../domain/agents';
import { formatRupeesWithPaise } from '../../../domain/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatMonth } from './format-month';
import { useMediaQuery, WIDE_SCREEN } from './use-media-query';

interface LeaderboardCardProps {
  agentId: number;
  rows: LeaderboardRow[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

export function LeaderboardCard({ agentId, rows, isError, onRetry }: LeaderboardCardProps) {
  const { t, language } = useT();
  const wide = useMediaQuery(WIDE_SCREEN);
  const month = formatMonth(new Date(), language);

  return (
    <section aria-labelledby="leaderboard-title">
      <Card>
        <CardHeader>
          <CardTitle id="leaderboard-title" className="flex items-center gap-2">
            <Trophy aria-hidden="true" className="size-5 text-primary" />
            {t('agents.leaderboard.title')}
          </CardTitle>
          <CardDescription>{t('agents.leaderboard.description', { month })}</CardDescription>
        </CardHeader>
        <CardContent>
          {isError ? (
            <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-destructive">{t('agents.leaderboard.failed')}</p>
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t('common.retry')}
              </Button>
            </div>
          ) : !rows ? (
            <div className="grid gap-2" aria-busy="true">
              <span role="status" className="sr-only">
                {t('common.loading')}
              </span>
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('agents.leaderboard.empty')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('agents.leaderboard.title')}</caption>
                <thead className="border-b border-border text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-2 font-medium">
                      {t('agents.leaderboard.rank')}
                    </th>
                    <th scope="col" className="py-2 pr-2 font-medium">
                      {t('agents.leaderboard.agent')}
                    </th>
                    {wide ? (
                      <th scope="col" className="py-2 pr-2 font-medium">
                        {t('agents.leaderboard.code')}
                      </th>
                    ) : null}
                    <th scope="col" className="py-2 pr-2 text-right font-medium">
                      {t('agents.leaderboard.verified')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('agents.leaderboard.earnings')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => {
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
                            {own ? (
                              <Badge variant="default">{t('agents.leaderboard.you')}</Badge>
                            ) : null}
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
                          {formatRupeesWithPaise(row.earnings)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
