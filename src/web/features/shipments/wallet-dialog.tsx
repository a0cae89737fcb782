// 'My Wallet' (SPEC §2): total earned, delivered shipments and the approved items' value in whole
// rupees (SPEC §9), a status card ('Ready for Shipment' or 'Add ₹{amount} more to create a
// shipment'), the approved items in a scrollable list and Arrange Pickup, which needs the ₹499
// minimum and both verifications, like Accept All on the dashboard; then the payouts made
// (issue 28).
import { CircleCheck, Info, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { MIN_BATCH_VALUE_RUPEES } from '@/domain/constants';
import { batchStatus, moneyOnItsWay } from '@/domain/shipment-batch';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { DialogFrame } from '@/web/components/ui/dialog-frame';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { useSignedInUser } from '@/web/lib/current-user';
import { useApprovedItems, useEarnings, useShipments } from './api';
import { ApprovedItemList } from './approved-item-list';
import { PayoutHistory } from './payout-history';
import { usePickupForm } from './use-pickup-form';
import { VerificationNotice } from './verification-notice';

interface WalletDialogContentProps {
  /** Closes the wallet: after a shipment is made, or on the way to /profile. */
  onClose: () => void;
}

export function WalletDialogContent({ onClose }: WalletDialogContentProps) {
  const { t, format } = useT();
  const user = useSignedInUser();
  // Asked again each time the wallet opens: the admin may have paid or approved something.
  const earnings = useEarnings({ fresh: true });
  const approved = useApprovedItems({ fresh: true });
  // Fresh too: the payouts below must agree with Total Earned.
  const shipments = useShipments({ fresh: true });
  const onItsWay = shipments.data ? moneyOnItsWay(shipments.data) : '0.00';
  const items = approved.data ?? [];
  const batch = batchStatus(items.map((item) => item.offerAmount));
  const pickup = usePickupForm('wallet', {
    items,
    total: format.rupeesExact(batch.total),
    onCreated: onClose,
  });
  const verified = user.isVerified && user.isBankVerified;
  const canArrange = items.length > 0 && batch.ready && verified;

  return (
    <DialogFrame
      title={t('wallet.title')}
      description={t('wallet.description')}
      // Closing while a shipment is being created would lose its outcome.
      onEscapeKeyDown={(event) => {
        if (pickup.busy) event.preventDefault();
      }}
      onInteractOutside={(event) => {
        if (pickup.busy) event.preventDefault();
      }}
    >
      {earnings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('wallet.loadFailed')}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3">
        <Figure label={t('wallet.totalEarned')} loading={!earnings.data && !earnings.isError}>
          {earnings.data ? format.rupees(earnings.data.totalEarnings) : '–'}
        </Figure>
        <Figure
          label={t('wallet.deliveredShipments')}
          loading={!earnings.data && !earnings.isError}
        >
          {earnings.data ? earnings.data.deliveredShipments : '–'}
        </Figure>
        <Figure
          label={t('walletDialog.approvedValue')}
          loading={!approved.data && !approved.isError}
          className="col-span-2"
        >
          {/* Exact, like the items and the shortfall below: the three add up to ₹499. */}
          {approved.data ? format.rupeesExact(batch.total) : '–'}
        </Figure>
        {onItsWay === '0.00' ? null : (
          // Money in pickups already made: apart from the approved items, which alone make the
          // ₹499 of a new batch (issue 15: the wallet seemed to lose it after Create Shipment).
          <Figure label={t('walletDialog.onItsWay')} loading={false} className="col-span-2">
            {format.rupeesExact(onItsWay)}
            <span className="mt-1 block text-xs font-normal text-muted-foreground">
              {t('walletDialog.onItsWayBody')}
            </span>
          </Figure>
        )}
      </dl>

      {approved.isError && !approved.data ? (
        <RetryAlert
          compact
          className="gap-2"
          message={t('walletDialog.approvedFailed')}
          onRetry={() => void approved.refetch()}
        />
      ) : approved.data ? (
        <>
          <StatusCard ready={batch.ready} shortfall={format.amountExact(batch.shortfall)} />
          <section aria-labelledby="wallet-approved-title" className="grid gap-2">
            <h3 id="wallet-approved-title" className="text-sm font-semibold">
              {t('walletDialog.approvedItems')}
            </h3>
            {items.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('walletDialog.noApproved')}</p>
            ) : (
              <div
                // Focusable so keyboard users can scroll a long list with the arrow keys.
                tabIndex={0}
                className="max-h-56 overflow-y-auto rounded-lg border border-border p-3 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ApprovedItemList
                  items={items}
                  formatOffer={format.rupeesExact}
                  label={t('walletDialog.approvedItems')}
                />
              </div>
            )}
          </section>
          {items.length > 0 ? <VerificationNotice user={user} onNavigate={onClose} /> : null}
        </>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}

      <Button size="lg" className="w-full" disabled={!canArrange} onClick={pickup.openForm}>
        <Truck aria-hidden="true" />
        {t('arrangePickup.open')}
      </Button>

      <PayoutHistory shipments={shipments} />

      {pickup.dialog}
    </DialogFrame>
  );
}

function StatusCard({ ready, shortfall }: { ready: boolean; shortfall: string }) {
  const { t } = useT();
  const minimum = { minimum: MIN_BATCH_VALUE_RUPEES };
  return (
    <Card
      className={cn(
        'flex items-start gap-3 p-4',
        ready
          ? 'border-green-200 bg-green-50 text-green-950'
          : 'border-yellow-300 bg-yellow-50 text-yellow-950',
      )}
    >
      {ready ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
      ) : (
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-yellow-700" />
      )}
      <div className="grid gap-0.5">
        <p className="text-xs font-medium opacity-80">{t('walletDialog.statusTitle')}</p>
        <p className="font-semibold">
          {ready ? t('walletDialog.ready') : t('walletDialog.shortfall', { amount: shortfall })}
        </p>
        <p className="text-sm opacity-90">
          {ready ? t('walletDialog.readyBody', minimum) : t('walletDialog.shortfallBody', minimum)}
        </p>
      </div>
    </Card>
  );
}

interface FigureProps {
  label: string;
  loading: boolean;
  className?: string;
  children: ReactNode;
}

function Figure({ label, loading, className, children }: FigureProps) {
  return (
    <Card className={cn('p-3 sm:p-4', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">
        {loading ? <Skeleton className="h-8 w-20" /> : children}
      </dd>
    </Card>
  );
}
