// /privacy, /terms, /cookies: short, plain statements of how the service treats people's data
// and what selling here involves. Figures come from src/domain/constants.
import { MIN_BATCH_VALUE_RUPEES, SERVICE_FEE_RUPEES, SUPPORT_EMAIL } from '@/domain/constants';
import { useT } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { InfoLayout } from './info-layout';

export type Policy = 'privacy' | 'terms' | 'cookies';

const POLICIES: Record<Policy, { title: MessageKey; paragraphs: MessageKey[] }> = {
  privacy: {
    title: 'info.privacyTitle',
    paragraphs: ['info.privacy1', 'info.privacy2', 'info.privacy3'],
  },
  terms: { title: 'info.termsTitle', paragraphs: ['info.terms1', 'info.terms2', 'info.terms3'] },
  cookies: { title: 'info.cookiesTitle', paragraphs: ['info.cookies1', 'info.cookies2'] },
};

export default function PolicyPage({ policy }: { policy: Policy }) {
  const { t, format } = useT();
  const { title, paragraphs } = POLICIES[policy];
  useDocumentTitle(t(title), t('brand.name'));
  const params = {
    email: SUPPORT_EMAIL,
    min: format.rupees(MIN_BATCH_VALUE_RUPEES),
    fee: format.rupees(SERVICE_FEE_RUPEES),
  };
  return (
    <InfoLayout title={t(title)}>
      <div className="grid gap-4 leading-relaxed text-muted-foreground">
        {paragraphs.map((key) => (
          <p key={key}>{t(key, params)}</p>
        ))}
      </div>
    </InfoLayout>
  );
}
