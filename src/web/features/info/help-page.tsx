// /help: what the footer's quick links (How it Works, Pricing, FAQs, Contact) open. Figures come
// from src/domain/constants so the page never disagrees with the rules.
import { useEffect } from 'react';
import {
  MIN_BATCH_VALUE_RUPEES,
  SERVICE_CITY,
  SERVICE_FEE_RUPEES,
  SUPPORT_EMAIL,
} from '../../../domain/constants';
import { formatRupees } from '../../../domain/money';
import { scrollToSection } from '../../app/shell/section-link';
import { useT } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/en';
import { useDocumentTitle } from '../../lib/use-document-title';
import { InfoLayout, InfoSection } from './info-layout';

const FAQS: ReadonlyArray<[MessageKey, MessageKey]> = [
  ['info.faq1q', 'info.faq1a'],
  ['info.faq2q', 'info.faq2a'],
  ['info.faq3q', 'info.faq3a'],
  ['info.faq4q', 'info.faq4a'],
];

export default function HelpPage() {
  const { t } = useT();
  useDocumentTitle(t('info.helpTitle'), t('brand.name'));
  useEffect(() => scrollToSection(window.location.hash.slice(1)), []);

  const min = formatRupees(MIN_BATCH_VALUE_RUPEES);
  const fee = formatRupees(SERVICE_FEE_RUPEES);
  const [before, after] = t('info.contactBody').split('{email}');

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
              <dd>{t(answer, { city: SERVICE_CITY })}</dd>
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
