// The demo's footer: the terms-of-service line (SPEC §2) and what the demo does with photos.
import { COPYRIGHT_YEAR } from '@/domain/constants';
import { PATHS } from '@/domain/paths';
import { TextLink } from '@/web/components/ui/text-link';
import { useT } from '@/web/i18n/i18n';

const LINK_MARK = '\u0000';

export function DemoFooter() {
  const { t } = useT();
  // The link sits where the sentence says {terms}, wherever the language puts it.
  const [beforeLink = '', afterLink = ''] = t('demo.footerTerms', { terms: LINK_MARK }).split(
    LINK_MARK,
  );
  return (
    <footer className="mt-auto border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-2 px-4 py-6 text-sm text-muted-foreground">
        <p>
          {beforeLink}
          <TextLink href={PATHS.terms} className="font-medium">
            {t('demo.footerTermsLink')}
          </TextLink>
          {afterLink}
        </p>
        <p>{t('demo.footerLocal')}</p>
        <p className="text-xs">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
