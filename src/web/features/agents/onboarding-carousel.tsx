// The onboarding shown after an agent registers (SPEC §2, §9): 6 slides about the programme,
// Previous / Next / Get Started, 'Step n of 6' with dots, and an English/Hindi toggle. Amounts
// come from src/domain constants; the daily bonus has no stated amount, and the slide says so.
import {
  ArrowLeft,
  ArrowRight,
  CalendarCheck,
  Gift,
  Sparkles,
  Tablet,
  Trophy,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import {
  AGENT_REFERRAL_BONUS,
  AGENT_TOP_MONTHLY_PAY_RUPEES,
  AGENT_WELCOME_BONUS,
} from '@/domain/constants';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { IconBadge } from '@/web/components/ui/icon-badge';
import type { MessageKey } from '@/web/i18n/i18n';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { LanguageSwitch } from '@/web/components/language-switch';

interface Slide {
  icon: LucideIcon;
  tone: string;
  title: MessageKey;
  body: MessageKey;
}

const SLIDES: readonly Slide[] = [
  {
    icon: Gift,
    tone: 'bg-primary/10 text-primary',
    title: 'agents.onboarding.welcomeTitle',
    body: 'agents.onboarding.welcomeBody',
  },
  {
    icon: UserCheck,
    tone: 'bg-green-100 text-green-800',
    title: 'agents.onboarding.referralTitle',
    body: 'agents.onboarding.referralBody',
  },
  {
    icon: Tablet,
    tone: 'bg-purple-100 text-purple-800',
    title: 'agents.onboarding.challengeTitle',
    body: 'agents.onboarding.challengeBody',
  },
  {
    icon: Trophy,
    tone: 'bg-yellow-100 text-yellow-800',
    title: 'agents.onboarding.fixedPayTitle',
    body: 'agents.onboarding.fixedPayBody',
  },
  {
    icon: CalendarCheck,
    tone: 'bg-blue-100 text-blue-800',
    title: 'agents.onboarding.payoutTitle',
    body: 'agents.onboarding.payoutBody',
  },
  {
    icon: Sparkles,
    tone: 'bg-emerald-100 text-emerald-800',
    title: 'agents.onboarding.dailyTitle',
    body: 'agents.onboarding.dailyBody',
  },
];

export function OnboardingCarousel({ onFinish }: { onFinish: () => void }) {
  const { t, format } = useT();
  const amounts = {
    welcome: format.rupees(AGENT_WELCOME_BONUS),
    referral: format.rupees(AGENT_REFERRAL_BONUS),
    fixedPay: format.rupees(AGENT_TOP_MONTHLY_PAY_RUPEES),
  };
  const [index, setIndex] = useState(0);
  const total = SLIDES.length;
  const slide = SLIDES[index] ?? SLIDES[0]!;
  const last = index === total - 1;

  function goTo(next: number) {
    setIndex(Math.min(total - 1, Math.max(0, next)));
  }

  const step = t('agents.onboarding.step', { n: index + 1, total });

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:py-14">
      <section
        aria-roledescription={t('agents.onboarding.carousel')}
        aria-labelledby="onboarding-title"
      >
        <Card className="grid gap-6 p-5 sm:p-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 id="onboarding-title" className="text-lg font-bold tracking-tight">
              {t('agents.onboarding.title')}
            </h1>
            <LanguageSwitch compact />
          </div>

          <div
            role="group"
            aria-roledescription={t('agents.onboarding.slide')}
            aria-label={step}
            // Focus stays on Previous / Next; the new slide is read out instead.
            aria-live="polite"
            className="grid min-h-64 content-start justify-items-center gap-4 text-center"
          >
            <IconBadge icon={slide.icon} size="2xl" className={slide.tone} />
            <h2 className="text-2xl font-bold tracking-tight text-balance">
              {t(slide.title, amounts)}
            </h2>
            <p className="text-base text-pretty text-muted-foreground">{t(slide.body, amounts)}</p>
          </div>

          <div className="grid justify-items-center gap-2">
            <p className="text-sm font-medium text-muted-foreground">{step}</p>
            <ol className="flex items-center gap-1">
              {SLIDES.map((item, position) => (
                <li key={item.title}>
                  <button
                    type="button"
                    aria-label={t('agents.onboarding.goTo', { n: position + 1 })}
                    aria-current={position === index ? 'step' : undefined}
                    onClick={() => goTo(position)}
                    className="group flex h-8 items-center rounded-full px-1 focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span
                      className={cn(
                        'block h-2.5 rounded-full transition-all',
                        position === index
                          ? 'w-6 bg-primary'
                          : 'w-2.5 bg-primary/25 group-hover:bg-primary/50',
                      )}
                    />
                  </button>
                </li>
              ))}
            </ol>
          </div>

          <div className="flex items-center justify-between gap-3">
            <Button variant="outline" disabled={index === 0} onClick={() => goTo(index - 1)}>
              <ArrowLeft aria-hidden="true" />
              {t('agents.onboarding.previous')}
            </Button>
            {last ? (
              <Button onClick={onFinish}>
                {t('agents.onboarding.getStarted')}
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button onClick={() => goTo(index + 1)}>
                {t('agents.onboarding.next')}
                <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </div>
        </Card>
      </section>
    </div>
  );
}
