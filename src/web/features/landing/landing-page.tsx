// Landing page, signed out (SPEC §1, §2 first variant): headline, Sign In, Create Account, the
// terms line and How it works, with a link to the local demo (second variant) at /demo.
import { BadgeIndianRupee, Camera, MapPin, Shirt, Sparkles, type LucideIcon } from 'lucide-react';
import { ButtonLink } from '@/web/components/ui/button-link';
import { IconBadge } from '@/web/components/ui/icon-badge';
import { TextLink } from '@/web/components/ui/text-link';
import { useT } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PATHS } from '@/domain/paths';

const STEPS: ReadonlyArray<{ icon: LucideIcon; title: MessageKey; body: MessageKey }> = [
  { icon: Camera, title: 'landing.step1Title', body: 'landing.step1' },
  { icon: Sparkles, title: 'landing.step2Title', body: 'landing.step2' },
  { icon: BadgeIndianRupee, title: 'landing.step3Title', body: 'landing.step3' },
];

export default function LandingPage() {
  const { t } = useT();
  useDocumentTitle('', t('brand.name'));
  return (
    <>
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-14 sm:pt-16 lg:grid-cols-2 lg:pt-20">
        <div className="grid gap-6">
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
            <MapPin aria-hidden="true" className="size-4 text-primary" />
            {t('landing.eyebrow', { city: t('landing.serviceCity') })}
          </p>
          <div className="grid gap-3">
            <h1 className="text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
              {t('landing.headline')}
            </h1>
            <p className="text-lg text-muted-foreground sm:text-xl">{t('landing.subheadline')}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={PATHS.signin} size="lg">
              {t('landing.signIn')}
            </ButtonLink>
            <ButtonLink href={PATHS.signup} size="lg" variant="outline">
              {t('landing.createAccount')}
            </ButtonLink>
          </div>
          <p className="text-sm text-muted-foreground">{t('landing.terms')}</p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <TextLink href={PATHS.demo} icon={Sparkles} className="font-semibold">
              {t('demo.tryLink')}
            </TextLink>
            <span className="text-muted-foreground">{t('demo.tryHint')}</span>
          </p>
        </div>
        <HeroArt />
      </section>

      <section
        id="how-it-works"
        aria-labelledby="how-it-works-title"
        className="border-t border-border bg-card"
      >
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14">
          <div className="grid gap-2">
            <h2 id="how-it-works-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('landing.howItWorks')}
            </h2>
            <p className="text-muted-foreground">
              {t('landing.city', { city: t('landing.serviceCity') })}
            </p>
          </div>
          <ol className="grid gap-4 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li
                key={step.title}
                className="grid content-start gap-3 rounded-xl border border-border bg-background p-5"
              >
                <div className="flex items-center gap-3">
                  <IconBadge icon={step.icon} tone="soft" />
                  <span className="text-sm font-medium text-muted-foreground">
                    {t('landing.stepLabel', { n: index + 1 })}
                  </span>
                </div>
                <h3 className="text-lg font-semibold">{t(step.title)}</h3>
                <p className="text-muted-foreground">{t(step.body)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

/** Decoration only: a stack of garment tiles, drawn with icons so the page ships no images. */
function HeroArt() {
  return (
    <div aria-hidden="true" className="relative hidden aspect-[4/3] lg:block">
      <div className="absolute inset-0 rounded-3xl bg-gradient-to-br from-primary/15 via-accent to-secondary" />
      <div className="absolute top-10 left-10 flex size-40 rotate-[-6deg] items-center justify-center rounded-2xl bg-card shadow-lg">
        <Shirt className="size-20 text-primary" />
      </div>
      <div className="absolute right-12 bottom-10 flex size-44 rotate-[5deg] flex-col items-center justify-center gap-2 rounded-2xl bg-card shadow-lg">
        <BadgeIndianRupee className="size-16 text-success" />
        <div className="h-2 w-20 rounded-full bg-muted" />
        <div className="h-2 w-14 rounded-full bg-muted" />
      </div>
      <div className="absolute top-1/2 left-1/2 flex size-24 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-xl">
        <Sparkles className="size-10" />
      </div>
    </div>
  );
}
