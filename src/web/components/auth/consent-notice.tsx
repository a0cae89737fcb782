// The line under the seller and agent signup forms (issue 15): creating an account accepts the
// terms and the privacy policy, whose version the server records with the time. The SPEC gives
// signup no wording of its own; this follows the landing page's line. The links are underlined:
// inside a sentence, colour alone does not set them apart (axe link-in-text-block).
import { PATHS } from '@/domain/paths';
import { TextLink } from '@/web/components/ui/text-link';
import { useT } from '@/web/i18n/i18n';

export function ConsentNotice() {
  const { t } = useT();
  return (
    <p className="text-xs text-muted-foreground">
      {t('privacy.consent.prefix')}{' '}
      <TextLink href={PATHS.terms} className="text-xs underline">
        {t('privacy.consent.terms')}
      </TextLink>{' '}
      {t('privacy.consent.and')}{' '}
      <TextLink href={PATHS.privacy} className="text-xs underline">
        {t('privacy.consent.privacy')}
      </TextLink>
      {t('privacy.consent.suffix')}
    </p>
  );
}
