// English / Hindi (SPEC §2, §9): in the site footer, on the agent pages and in the onboarding
// carousel. It sets the app's one language, so the choice carries over to every screen.
import { useT, type Language } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { useHydrated } from '@/web/lib/use-hydrated';

const LANGUAGES: readonly Language[] = ['en', 'hi'];

interface LanguageSwitchProps {
  /** Narrower buttons that keep their width, for a header or a card with little room. */
  compact?: boolean;
}

export function LanguageSwitch({ compact = false }: LanguageSwitchProps) {
  const { t, language, setLanguage } = useT();
  const hydrated = useHydrated();
  return (
    <div
      role="group"
      aria-label={t('common.language')}
      className={cn(
        'inline-flex rounded-md border border-border bg-card p-0.5',
        compact && 'shrink-0',
      )}
    >
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={language === code}
          // Not before the app runs (a prerendered page): a press would do nothing.
          disabled={!hydrated}
          onClick={() => setLanguage(code)}
          className={cn(
            'rounded py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring',
            compact ? 'px-2.5' : 'px-3',
            // Its own small font (devanagari-font.css): an English page fetches no Hindi font.
            code === 'hi' && 'font-hindi-label',
            language === code
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {t(`language.${code}`)}
        </button>
      ))}
    </div>
  );
}
