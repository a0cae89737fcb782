// Download buttons for the CSV exports of the chosen days (issue 14). Plain links: the browser
// saves the streamed file itself (Content-Disposition), with the console's cookie.
import { Download } from 'lucide-react';
import { exportEndpoints } from '@/contract/exports';
import type { DateRange } from '@/domain/date-range';
import { buttonVariants } from '@/web/components/ui/button';
import type { MessageKey } from '@/web/i18n/i18n';
import { addEnglish, useT } from '@/web/i18n/i18n';
import adminAnalyticsEnglish from '@/web/i18n/locales/en/admin-analytics';
import { urlOf } from '@/web/lib/api-client';

addEnglish(adminAnalyticsEnglish);

const EXPORTS: ReadonlyArray<{
  endpoint: (typeof exportEndpoints)[keyof typeof exportEndpoints];
  label: MessageKey;
}> = [
  { endpoint: exportEndpoints.exportShipments, label: 'adminAnalytics.export.shipments' },
  { endpoint: exportEndpoints.exportLedger, label: 'adminAnalytics.export.ledger' },
  { endpoint: exportEndpoints.exportPayslips, label: 'adminAnalytics.export.payslips' },
  { endpoint: exportEndpoints.exportItems, label: 'adminAnalytics.export.items' },
];

export function ExportLinks({ range }: { range: DateRange }) {
  const { t } = useT();
  return (
    <section aria-labelledby="admin-exports-title" className="grid gap-2">
      <h3 id="admin-exports-title" className="font-semibold">
        {t('adminAnalytics.exports')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('adminAnalytics.exportsIntro')}</p>
      <ul className="flex flex-wrap gap-2">
        {EXPORTS.map(({ endpoint, label }) => (
          <li key={endpoint.path}>
            <a
              href={urlOf(endpoint, { query: { from: range.from, to: range.to } })}
              download
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Download aria-hidden="true" className="size-4" />
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
