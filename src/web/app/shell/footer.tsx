// Footer (SPEC §2): brand text, quick links, support links, copyright. Every link leads to a page
// that exists: the quick links open sections of /help, the policies are short pages of their own.
import { Link } from 'wouter';
import { COPYRIGHT_YEAR, SUPPORT_EMAIL } from '@/domain/constants';
import { HELP_SECTIONS, PATHS, helpSectionPath, type HelpSection } from '@/domain/paths';
import { LanguageSwitch } from '@/web/components/language-switch';
import { SectionLink } from '@/web/components/section-link';
import { useT, type MessageKey } from '@/web/i18n/i18n';
import { Wordmark } from './wordmark';

const linkClass =
  'rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring';

const QUICK_LINKS: Record<HelpSection, MessageKey> = {
  'how-it-works': 'footer.howItWorks',
  pricing: 'footer.pricing',
  faqs: 'footer.faqs',
  contact: 'footer.contact',
};

export function Footer() {
  const { t } = useT();
  return (
    <footer className="mt-auto border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-3 lg:col-span-2">
          <Wordmark className="text-lg" />
          <p className="max-w-sm text-sm text-muted-foreground">{t('brand.tagline')}</p>
          <div>
            <LanguageSwitch />
          </div>
        </div>
        <nav aria-label={t('footer.quickLinks')} className="grid content-start gap-2">
          <h2 className="text-sm font-semibold">{t('footer.quickLinks')}</h2>
          {HELP_SECTIONS.map((section) => (
            <SectionLink key={section} href={helpSectionPath(section)} className={linkClass}>
              {t(QUICK_LINKS[section])}
            </SectionLink>
          ))}
        </nav>
        <nav aria-label={t('footer.support')} className="grid content-start gap-2">
          <h2 className="text-sm font-semibold">{t('footer.support')}</h2>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} break-all`}>
            {SUPPORT_EMAIL}
          </a>
          <Link href={PATHS.privacy} className={linkClass}>
            {t('footer.privacy')}
          </Link>
          <Link href={PATHS.terms} className={linkClass}>
            {t('footer.terms')}
          </Link>
          <Link href={PATHS.cookies} className={linkClass}>
            {t('footer.cookies')}
          </Link>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground">
          {t('footer.copyright', { year: COPYRIGHT_YEAR })}
        </p>
      </div>
    </footer>
  );
}
