// The demo's footer: the terms-of-service line (SPEC §2) and what the demo does with photos.
import { Link } from 'wouter';
import { COPYRIGHT_YEAR } from '../../../domain/constants';
import { useT } from '../../i18n/i18n';

export function DemoFooter() {
  const { t } = useT();
  const [beforeLink = '', afterLink = ''] = t('demo.footerTerms').split('{terms}');
  return (
    <footer className="mt-auto border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-2 px-4 py-6 text-sm text-muted-foreground">
        <p>
          {beforeLink}
          <Link
            href="/terms"
            className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('demo.footerTermsLink')}
          </Link>
          {afterLink}
        </p>
        <p>{t('demo.footerLocal')}</p>
        <p className="text-xs">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
