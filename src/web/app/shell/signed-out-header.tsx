// Signed-out header (SPEC §2): Sign In and Get Started both go to /api/login, a full navigation
// because the server decides where signing in happens.
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/i18n/i18n';
import { BrandLink } from './brand-link';
import { PATHS } from '@/domain/paths';

export function SignedOutHeader() {
  const { t } = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
        <BrandLink />
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="px-1.5 sm:px-3">
            <a href={PATHS.apiLogin}>{t('nav.signIn')}</a>
          </Button>
          <Button asChild size="sm" className="px-2.5 sm:px-3">
            <a href={PATHS.apiLogin}>{t('nav.getStarted')}</a>
          </Button>
        </div>
      </div>
    </header>
  );
}
