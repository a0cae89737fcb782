// Download buttons for the CSV exports of the chosen days (issue 14). The browser saves the
// streamed file itself (Content-Disposition), with the console's cookie. A plain link alone would
// save the JSON refusal as the .csv once the console session has expired (decision 0025), so a
// click first asks whether the session is still live (GET /api/admin/session, cheap, not audited)
// and only then starts the download (lib/session-checked-download.ts); a 401 gets the console's
// one signed-out handling (use-admin-failure.ts), any other failure a message and no file.
import { Download } from 'lucide-react';
import { adminAuthEndpoints } from '@/contract/admin-auth';
import { exportEndpoints } from '@/contract/exports';
import type { DateRange } from '@/domain/date-range';
import { buttonVariants } from '@/web/components/ui/button';
import type { MessageKey } from '@/web/i18n/i18n';
import { useT } from '@/web/i18n/i18n';
import { callEndpoint, urlOf } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/error-text';
import { downloadAfterSessionCheck, type SessionCheck } from '@/web/lib/session-checked-download';
import { useAdminFailureRedirect } from '@/web/console/use-admin-failure';

const EXPORTS: ReadonlyArray<{
  endpoint: (typeof exportEndpoints)[keyof typeof exportEndpoints];
  label: MessageKey;
}> = [
  { endpoint: exportEndpoints.exportShipments, label: 'adminAnalytics.export.shipments' },
  { endpoint: exportEndpoints.exportLedger, label: 'adminAnalytics.export.ledger' },
  { endpoint: exportEndpoints.exportPayslips, label: 'adminAnalytics.export.payslips' },
  { endpoint: exportEndpoints.exportItems, label: 'adminAnalytics.export.items' },
  { endpoint: exportEndpoints.exportMoney, label: 'adminAnalytics.export.money' },
];

export function ExportLinks({ range }: { range: DateRange }) {
  const { t } = useT();
  const errorText = useErrorText();
  const onFailure = useAdminFailureRedirect();

  const sessionCheck: SessionCheck = {
    check: () => callEndpoint(adminAuthEndpoints.session),
    onFailure: (error: unknown) =>
      onFailure(error, {
        title: t('common.error'),
        description: errorText(error, t('adminAnalytics.export.failed')),
      }),
  };

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
              onClick={(event) => void downloadAfterSessionCheck(event, sessionCheck)}
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
