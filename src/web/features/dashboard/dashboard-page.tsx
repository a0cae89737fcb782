// Seller dashboard shell (SPEC §2). The summary tiles, the Ready for Pickup batch and the
// submissions grid arrive with item submission; until then only real figures are shown.
import { IndianRupee } from 'lucide-react';
import { greetingName } from '../../../domain/user';
import { formatRupeesWithPaise } from '../../../domain/money';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignedInUser } from '../auth/api';
import { useEarnings } from '../wallet/api';

export default function DashboardPage() {
  const { t } = useT();
  const user = useSignedInUser();
  const earnings = useEarnings();
  useDocumentTitle(t('nav.dashboard'), t('brand.name'));

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-10">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">
          {t('dashboard.greeting', { name: greetingName(user) })}
        </h1>
        <p className="text-muted-foreground">{t('dashboard.intro')}</p>
      </div>
      <section aria-labelledby="total-earned" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card className="flex items-start justify-between gap-4 p-5">
          <div className="grid gap-1">
            <h2 id="total-earned" className="text-sm font-medium text-muted-foreground">
              {t('dashboard.totalEarned')}
            </h2>
            {earnings.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {t('dashboard.earningsFailed')}
              </p>
            ) : earnings.data ? (
              <p className="text-2xl font-bold tabular-nums">
                {formatRupeesWithPaise(earnings.data.totalEarnings)}
              </p>
            ) : (
              <Skeleton className="h-8 w-28" />
            )}
            <p className="text-xs text-muted-foreground">{t('dashboard.totalEarnedHint')}</p>
          </div>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-success/10 text-success">
            <IndianRupee aria-hidden="true" className="size-5" />
          </span>
        </Card>
      </section>
    </div>
  );
}
