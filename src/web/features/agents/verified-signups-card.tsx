// The customers this agent has claimed (SPEC §2, §3): name, email and the date of the claim; a
// seller who erased their account as 'Account deleted' (issue 28).
import { Users } from 'lucide-react';
import { QueryState } from '@/web/components/ui/query-state';
import { SectionCard } from '@/web/components/ui/section-card';
import { useT } from '@/web/i18n/i18n';
import { useVerifiedSignups } from './api';

export function VerifiedSignupsCard() {
  const { t, format } = useT();
  const signups = useVerifiedSignups();

  return (
    <SectionCard
      icon={Users}
      title={t('agents.signups.title')}
      description={signups.data ? t('agents.signups.count', { count: signups.data.length }) : null}
      className="h-full"
    >
      <QueryState
        query={signups}
        failed={t('agents.signups.failed')}
        empty={t('agents.signups.empty')}
        skeletons={['h-12 w-full', 'h-12 w-full']}
      >
        {(list) => (
          <ul className="grid divide-y divide-border" aria-label={t('agents.signups.title')}>
            {list.map((signup) => {
              // An erased seller (docs/privacy.md): the claim and its bonus stay, the person is
              // gone; said so, rather than "Name not given" over a pseudonymous address.
              const name = signup.erased
                ? t('agents.signups.erased')
                : [signup.firstName, signup.lastName].filter(Boolean).join(' ') ||
                  t('agents.verify.noName');
              return (
                <li
                  key={signup.userId}
                  className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2.5 first:pt-0 last:pb-0"
                >
                  <div className="grid min-w-0">
                    <span className="font-medium wrap-anywhere">{name}</span>
                    {signup.email === null ? null : (
                      <span className="text-sm break-all text-muted-foreground">
                        {signup.email}
                      </span>
                    )}
                  </div>
                  <span className="text-xs whitespace-nowrap text-muted-foreground">
                    {format.date(signup.createdAt)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
}
