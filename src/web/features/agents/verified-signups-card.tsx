// The customers this agent has claimed (SPEC §2, §3): name, email and the date of the claim.
import { Users } from 'lucide-react';
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
import { formatDate } from '../../lib/format';
import { useVerifiedSignups } from './api';

export function VerifiedSignupsCard() {
  const { t } = useT();
  const signups = useVerifiedSignups();

  return (
    <section aria-labelledby="signups-title">
      <Card className="h-full">
        <CardHeader>
          <CardTitle id="signups-title" className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-5 text-primary" />
            {t('agents.signups.title')}
          </CardTitle>
          {signups.data ? (
            <CardDescription>
              {t('agents.signups.count', { count: signups.data.length })}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          {signups.isError ? (
            <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-destructive">{t('agents.signups.failed')}</p>
              <Button variant="outline" size="sm" onClick={() => void signups.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : !signups.data ? (
            <div className="grid gap-2" aria-busy="true">
              <span role="status" className="sr-only">
                {t('common.loading')}
              </span>
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : signups.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('agents.signups.empty')}</p>
          ) : (
            <ul className="grid divide-y divide-border" aria-label={t('agents.signups.title')}>
              {signups.data.map((signup) => {
                const name =
                  [signup.firstName, signup.lastName].filter(Boolean).join(' ') ||
                  t('agents.verify.noName');
                return (
                  <li
                    key={signup.userId}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2.5 first:pt-0 last:pb-0"
                  >
                    <div className="grid min-w-0">
                      <span className="font-medium wrap-anywhere">{name}</span>
                      <span className="text-sm break-all text-muted-foreground">
                        {signup.email}
                      </span>
                    </div>
                    <span className="text-xs whitespace-nowrap text-muted-foreground">
                      {formatDate(signup.createdAt)}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
