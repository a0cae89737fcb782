// The dashboard's three banners (SPEC §2): KYC while Aadhaar or bank details are missing, the
// monthly Top Agent Challenge, and the welcome bonus that was credited at signup. On a phone the
// challenge and the bonus fold to their headings (issue 15): they are news, not tasks, and stood
// between the agent and Verify User.
import { ArrowRight, ChevronDown, Gift, ShieldAlert, Tablet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AgentProfile } from '@/domain/agents.schema';
import { PATHS } from '@/domain/paths';
import { Banner } from '@/web/components/ui/banner';
import { ButtonLink } from '@/web/components/ui/button-link';
import { IconBadge } from '@/web/components/ui/icon-badge';
import { useT } from '@/web/i18n/i18n';
import { useMediaQuery, WIDE_SCREEN } from './use-media-query';

export function KycBanner({ agent }: { agent: AgentProfile }) {
  const { t } = useT();
  const missingAadhar = !(agent.hasAadharFront && agent.hasAadharBack);
  const missingBank = !agent.bankAccountMasked;
  if (!missingAadhar && !missingBank) return null;
  return (
    <Banner
      titleId="kyc-title"
      title={t('agents.kyc.title')}
      icon={ShieldAlert}
      tone="yellow"
      className="sm:p-5"
      action={
        <ButtonLink
          href={PATHS.agentProfile}
          variant="outline"
          className="w-full shrink-0 sm:w-auto"
        >
          {t('agents.kyc.action')}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      }
    >
      <p className="text-sm">{t('agents.kyc.body')}</p>
      <ul className="list-inside list-disc text-sm">
        {missingAadhar ? <li>{t('agents.kyc.missingAadhar')}</li> : null}
        {missingBank ? <li>{t('agents.kyc.missingBank')}</li> : null}
      </ul>
    </Banner>
  );
}

export function ChallengeBanner({ rank }: { rank: number | null }) {
  const { t } = useT();
  const wide = useMediaQuery(WIDE_SCREEN);
  const rankText = rank
    ? t('agents.challenge.yourRank', { rank })
    : t('agents.challenge.notRanked');
  const heading = (
    <h2 id="challenge-title" className="font-semibold">
      {t('agents.challenge.title')}
    </h2>
  );
  const frame = 'rounded-xl bg-gradient-to-r from-purple-700 to-primary p-4 text-white sm:p-5';
  if (!wide) {
    return (
      <Folded labelledBy="challenge-title" className={frame} summary={heading}>
        <p className="text-sm text-white/90">{t('agents.challenge.body')}</p>
        <p className="text-sm font-medium">{rankText}</p>
      </Folded>
    );
  }
  return (
    <section aria-labelledby="challenge-title" className={`flex items-start gap-3 ${frame}`}>
      <IconBadge icon={Tablet} className="bg-white/15" />
      <div className="grid gap-1">
        {heading}
        <p className="text-sm text-white/90">{t('agents.challenge.body')}</p>
        <p className="text-sm font-medium">{rankText}</p>
      </div>
    </section>
  );
}

export function WelcomeBonusBanner({ agent }: { agent: AgentProfile }) {
  const { t, format } = useT();
  const wide = useMediaQuery(WIDE_SCREEN);
  const title = t('agents.welcome.title', { amount: format.rupees(agent.joiningBonus) });
  if (!wide) {
    return (
      <Folded
        labelledBy="welcome-bonus-title"
        className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-950"
        summary={
          <h2 id="welcome-bonus-title" className="font-semibold">
            {title}
          </h2>
        }
      >
        <p className="text-sm">{t('agents.welcome.body')}</p>
      </Folded>
    );
  }
  return (
    <Banner titleId="welcome-bonus-title" title={title} icon={Gift} tone="green" className="sm:p-5">
      <p className="text-sm">{t('agents.welcome.body')}</p>
    </Banner>
  );
}

/** A banner folded to its heading: the heading opens and closes the rest. */
function Folded({
  labelledBy,
  className,
  summary,
  children,
}: {
  labelledBy: string;
  className: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className={className}>
      <details className="group">
        <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-md focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          {summary}
          <ChevronDown
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="mt-2 grid gap-1">{children}</div>
      </details>
    </section>
  );
}
