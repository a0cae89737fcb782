// The dashboard's three banners (SPEC §2): KYC while Aadhaar or bank details are missing, the
// monthly Top Agent Challenge, and the welcome bonus that was credited at signup.
import { ArrowRight, Gift, ShieldAlert, Tablet } from 'lucide-react';
import { Link } from 'wouter';
import type { AgentProfile } from '../../../domain/agents';
import { formatRupees } from '../../../domain/money';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/i18n';

export function KycBanner({ agent }: { agent: AgentProfile }) {
  const { t } = useT();
  const missingAadhar = !(agent.hasAadharFront && agent.hasAadharBack);
  const missingBank = !agent.bankAccountMasked;
  if (!missingAadhar && !missingBank) return null;
  return (
    <section
      aria-labelledby="kyc-title"
      className="flex flex-col gap-3 rounded-xl border border-yellow-300 bg-yellow-50 p-4 text-yellow-950 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex items-start gap-3">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-yellow-700" />
        <div className="grid gap-1">
          <h2 id="kyc-title" className="font-semibold">
            {t('agents.kyc.title')}
          </h2>
          <p className="text-sm">{t('agents.kyc.body')}</p>
          <ul className="list-inside list-disc text-sm">
            {missingAadhar ? <li>{t('agents.kyc.missingAadhar')}</li> : null}
            {missingBank ? <li>{t('agents.kyc.missingBank')}</li> : null}
          </ul>
        </div>
      </div>
      <Button asChild variant="outline" className="w-full shrink-0 sm:w-auto">
        <Link href="/agent/profile">
          {t('agents.kyc.action')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}

export function ChallengeBanner({ rank }: { rank: number | null }) {
  const { t } = useT();
  return (
    <section
      aria-labelledby="challenge-title"
      className="flex items-start gap-3 rounded-xl bg-gradient-to-r from-purple-700 to-primary p-4 text-white sm:p-5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
        <Tablet aria-hidden="true" className="size-5" />
      </span>
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
  const { t } = useT();
  return (
    <section
      aria-labelledby="welcome-bonus-title"
      className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-950 sm:p-5"
    >
      <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
      <div className="grid gap-1">
        <h2 id="welcome-bonus-title" className="font-semibold">
          {t('agents.welcome.title', { amount: formatRupees(agent.joiningBonus) })}
        </h2>
        <p className="text-sm">{t('agents.welcome.body')}</p>
      </div>
    </section>
  );
}
