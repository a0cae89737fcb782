// /help: what the footer's quick links (How it Works, Pricing, FAQs, Contact) open. Figures come
// from src/domain/constants so the page never disagrees with the rules.
import { useEffect } from 'react';
import { MIN_BATCH_VALUE_RUPEES, SERVICE_FEE_RUPEES, SUPPORT_EMAIL } from '@/domain/constants';
import { scrollToSection } from '@/web/components/section-link';
import { useT } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { InfoLayout, InfoSection } from './info-layout';

const FAQS: ReadonlyArray<[MessageKey, MessageKey]> = [
  ['info.faq1q', 'info.faq1a'],
  ['info.faq2q', 'info.faq2a'],
  ['info.faq3q', 'info.faq3a'],
  ['info.faq4q', 'info.faq4a'],
];

const EMAIL_SLOT = '\u0000';

export default function HelpPage() {
  const { t, format } = useT();
  useDocumentTitle(t('info.helpTitle'), t('brand.name'));
  useEffect(() => scrollToSection(window.location.hash.slice(1)), []);

  const min = format.rupees(MIN_BATCH_VALUE_RUPEES);
  const fee = format.rupees(SERVICE_FEE_RUPEES);
  // The email is a link inside the sentence: the text is cut where it goes.
  const [before, after] = t('info.contactBody', { email: EMAIL_SLOT }).split(EMAIL_SLOT);

  return (
    <InfoLayout title={t('info.helpTitle')}>
      <InfoSection id="how-it-works" title={t('info.howTitle')}>
        <ol className="grid list-decimal gap-2 pl-5">
          <li>{t('info.how1')}</li>
          <li>{t('info.how2')}</li>
          <li>{t('info.how3', { min })}</li>
          <li>{t('info.how4')}</li>
        </ol>
      </InfoSection>
      <InfoSection id="pricing" title={t('info.pricingTitle')}>
        <p>{t('info.pricing1')}</p>
        <p>{t('info.pricing2', { fee })}</p>
        <p>{t('info.pricing3', { min })}</p>
      </InfoSection>
      <InfoSection id="faqs" title={t('info.faqsTitle')}>
        <dl className="grid gap-4">
          {FAQS.map(([question, answer]) => (
            <div key={question} className="grid gap-1">
              <dt className="font-medium text-foreground">{t(question)}</dt>
              <dd>{t(answer, { city: t('landing.serviceCity') })}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      <InfoSection id="contact" title={t('info.contactTitle')}>
        <p>
          {before}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            {SUPPORT_EMAIL}
          </a>
          {after}
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
