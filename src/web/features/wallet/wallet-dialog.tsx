// 'My Wallet' (SPEC §2): total earned, delivered shipments and the approved items' value in whole
// rupees (SPEC §9), a status card ('Ready for Shipment' or 'Add ₹{amount} more to create a
// shipment'), the approved items in a scrollable list and Arrange Pickup, which needs the ₹499
// minimum and both verifications, like Accept All on the dashboard.
import { CircleCheck, Info, Truck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { MIN_BATCH_VALUE_RUPEES } from '../../../domain/constants';
import { formatRupees } from '../../../domain/money';
import { batchStatus } from '../../../domain/shipments';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { useSignedInUser } from '../auth/api';
import { useApprovedItems, type CheckedPickupDetails } from '../shipments/api';
import { ApprovedItemList } from '../shipments/approved-item-list';
import { ArrangePickupDialog } from '../shipments/arrange-pickup-dialog';
import { useCreateShipment } from '../shipments/use-create-shipment';
import { VerificationNotice } from '../shipments/verification-notice';
import { useFreshEarnings } from './api';

/** Whole rupees where exact ('150'), paise only when there are some ('0.01'): never rounded. */
function shortfallText(shortfall: string): string {
  return shortfall.endsWith('.00') ? shortfall.slice(0, -3) : shortfall;
}

interface WalletDialogContentProps {
  /** Closes the wallet: after a shipment is made, or on the way to /profile. */
  onClose: () => void;
}

export function WalletDialogContent({ onClose }: WalletDialogContentProps) {
  const { t } = useT();
  const user = useSignedInUser();
  // Asked again each time the wallet opens: the admin may have paid or approved something.
  const earnings = useFreshEarnings();
  const approved = useApprovedItems({ fresh: true });
  const shipment = useCreateShipment('wallet');
  const [arrangeOpen, setArrangeOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const items = approved.data ?? [];
  const batch = batchStatus(items.map((item) => item.offerAmount));
  const verified = user.isVerified && user.isBankVerified;
  const canArrange = items.length > 0 && batch.ready && verified;

  function onArrangeOpenChange(open: boolean) {
    if (!open && shipment.isPending) return;
    if (open) setRefusal(null);
    setArrangeOpen(open);
  }

  function onSubmit(details: CheckedPickupDetails) {
    setRefusal(null);
    shipment.create(
      items.map((item) => item.id),
      details,
      {
        onCreated: () => {
          setArrangeOpen(false);
          onClose();
        },
        onStale: () => setArrangeOpen(false),
        onRefused: setRefusal,
      },
    );
  }

  return (
    <DialogContent
      closeLabel={t('common.close')}
      // Closing while a shipment is being created would lose its outcome.
      onEscapeKeyDown={(event) => {
        if (shipment.isPending) event.preventDefault();
      }}
      onInteractOutside={(event) => {
        if (shipment.isPending) event.preventDefault();
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('wallet.title')}</DialogTitle>
        <DialogDescription>{t('wallet.description')}</DialogDescription>
      </DialogHeader>

      {earnings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('wallet.loadFailed')}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3">
        <Figure label={t('wallet.totalEarned')} loading={!earnings.data && !earnings.isError}>
          {earnings.data ? formatRupees(earnings.data.totalEarnings) : '–'}
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
          {approved.data ? formatRupees(batch.total) : '–'}
        </Figure>
      </dl>

      {approved.isError && !approved.data ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="text-destructive">{t('walletDialog.approvedFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void approved.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : approved.data ? (
        <>
          <StatusCard ready={batch.ready} shortfall={shortfallText(batch.shortfall)} />
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
                  formatOffer={formatRupees}
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

      <Button
        size="lg"
        className="w-full"
        disabled={!canArrange}
        onClick={() => onArrangeOpenChange(true)}
      >
        <Truck aria-hidden="true" />
        {t('arrangePickup.open')}
      </Button>

      <Dialog open={arrangeOpen} onOpenChange={onArrangeOpenChange}>
        {arrangeOpen ? (
          <ArrangePickupDialog
            user={user}
            total={formatRupees(batch.total)}
            busy={shipment.isPending}
            refusal={refusal}
            onSubmit={onSubmit}
          />
        ) : null}
      </Dialog>
    </DialogContent>
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
