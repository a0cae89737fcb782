// 'My Wallet' (SPEC §2). Approved items and Arrange Pickup join it with the payouts issue.
import { formatRupees } from '../../../domain/money';
import { Card } from '../../components/ui/card';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n/i18n';
import { useEarnings } from './api';

export function WalletDialogContent() {
  const { t } = useT();
  const earnings = useEarnings();
  return (
    <DialogContent closeLabel={t('common.close')}>
      <DialogHeader>
        <DialogTitle>{t('wallet.title')}</DialogTitle>
        <DialogDescription>{t('wallet.description')}</DialogDescription>
      </DialogHeader>
      {earnings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('wallet.loadFailed')}
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3">
          <Card className="p-4">
            <dt className="text-xs font-medium text-muted-foreground">{t('wallet.totalEarned')}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">
              {earnings.data ? (
                formatRupees(earnings.data.totalEarnings)
              ) : (
                <Skeleton className="h-8 w-20" />
              )}
            </dd>
          </Card>
          <Card className="p-4">
            <dt className="text-xs font-medium text-muted-foreground">
              {t('wallet.deliveredShipments')}
            </dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">
              {earnings.data ? earnings.data.deliveredShipments : <Skeleton className="h-8 w-10" />}
            </dd>
          </Card>
        </dl>
      )}
    </DialogContent>
  );
}
