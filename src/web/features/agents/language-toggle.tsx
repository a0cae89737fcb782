// English / Hindi switch for the agent pages and the onboarding carousel (SPEC §2, §9). It sets
// the app's one language, so the choice carries over to every screen.
import { useT, type Language } from '../../i18n/i18n';
import { cn } from '../../lib/cn';

// Each language is named in its own script so a reader can find theirs whatever is showing.
const LANGUAGES: ReadonlyArray<{ code: Language; name: string }> = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
];

export function LanguageToggle({ className }: { className?: string }) {
  const { t, language, setLanguage } = useT();
  return (
    <div
      role="group"
      aria-label={t('agents.language')}
      className={cn(
        'inline-flex shrink-0 rounded-md border border-border bg-card p-0.5',
        className,
      )}
    >
      {LANGUAGES.map((option) => (
        <button
          key={option.code}
          type="button"
          lang={option.code}
          aria-pressed={language === option.code}
          onClick={() => setLanguage(option.code)}
          className={cn(
            'rounded px-2.5 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring',
            language === option.code
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {option.name}
        </button>
      ))}
    </div>
  );
}
