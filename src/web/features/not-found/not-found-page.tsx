import { ButtonLink } from '@/web/components/ui/button-link';
import { useT } from '@/web/i18n/i18n';
import { rememberReturnTo } from '@/web/lib/return-to';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PATHS } from '@/domain/paths';

interface NotFoundPageProps {
  /**
   * A signed-in page visited signed out (a session that ended, a bookmark): still the SPEC's 404,
   * but with Sign In, which comes back here afterwards (issue 28; lib/return-to.ts).
   */
  signIn?: boolean;
}

// The numeral is decoration for sighted readers (hidden from screen readers) but still text: full
// primary colour keeps it above 3:1 (it was 1.54:1 at 30% opacity, issue 15).
export default function NotFoundPage({ signIn = false }: NotFoundPageProps) {
  const { t } = useT();
  useDocumentTitle(t('notFound.title'), t('brand.name'));
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-primary">
        404
      </p>
      <h1 className="text-2xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">
        {signIn ? t('notFound.signInBody') : t('notFound.body')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {signIn ? (
          <ButtonLink href={PATHS.signin} onClick={() => rememberReturnTo()}>
            {t('nav.signIn')}
          </ButtonLink>
        ) : null}
        <ButtonLink href={PATHS.home} variant={signIn ? 'outline' : undefined}>
          {t('notFound.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
