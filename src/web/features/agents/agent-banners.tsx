// The dashboard's three banners (SPEC §2): KYC while Aadhaar or bank details are missing, the
// monthly Top Agent Challenge, and the welcome bonus that was credited at signup.
import { ArrowRight, Gift, ShieldAlert, Tablet } from 'lucide-react';
import type { AgentProfile } from '@/domain/agents';
import { PATHS } from '@/domain/paths';
import { Banner } from '@/web/components/ui/banner';
import { ButtonLink } from '@/web/components/ui/button-link';
import { IconBadge } from '@/web/components/ui/icon-badge';
import { addEnglish, useT } from '@/web/i18n/i18n';
import agentsEnglish from '@/web/i18n/locales/en/agents';

addEnglish(agentsEnglish);

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
  return (
    <section
      aria-labelledby="challenge-title"
      className="flex items-start gap-3 rounded-xl bg-gradient-to-r from-purple-700 to-primary p-4 text-white sm:p-5"
    >
      <IconBadge icon={Tablet} className="bg-white/15" />
      <div className="grid gap-1">
        <h2 id="challenge-title" className="font-semibold">
          {t('agents.challenge.title')}
        </h2>
        <p className="text-sm text-white/90">{t('agents.challenge.body')}</p>
        <p className="text-sm font-medium">
          {rank ? t('agents.challenge.yourRank', { rank }) : t('agents.challenge.notRanked')}
        </p>
      </div>
    </section>
  );
}

export function WelcomeBonusBanner({ agent }: { agent: AgentProfile }) {
  const { t, format } = useT();
  return (
    <Banner
      titleId="welcome-bonus-title"
      title={t('agents.welcome.title', { amount: format.rupees(agent.joiningBonus) })}
      icon={Gift}
      tone="green"
      className="sm:p-5"
    >
      <p className="text-sm">{t('agents.welcome.body')}</p>
    </Banner>
  );
}
