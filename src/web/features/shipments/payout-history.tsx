// The wallet's payout history (issue 28): each pickup paid to the seller, with the amount, the day
// and the UTR staff typed when they marked it delivered, so a seller can find it on a bank
// statement. Read from the seller's own shipments (GET /api/shipments, owner only), the same
// delivered shipments whose offers make Total Earned once paid; until the app's payout is paid
// (issue 22) a row says it is processing or delayed in place of the UTR (payoutNote in api.ts).
import { payoutsOf } from '@/domain/shipment-batch';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useT } from '@/web/i18n/i18n';
import { payoutNote, type useShipments } from './api';

interface PayoutHistoryProps {
  shipments: ReturnType<typeof useShipments>;
}

export function PayoutHistory({ shipments }: PayoutHistoryProps) {
  const { t, format } = useT();
  const payouts = shipments.data ? payoutsOf(shipments.data) : null;
  const notes = new Map(shipments.data?.map((shipment) => [shipment.id, payoutNote(shipment)]));

  return (
    <section aria-labelledby="wallet-payouts-title" className="grid gap-2">
      <h3 id="wallet-payouts-title" className="text-sm font-semibold">
        {t('walletDialog.payouts')}
      </h3>
      {payouts === null ? (
        shipments.isError ? (
          <RetryAlert
            compact
            className="gap-2"
            message={t('walletDialog.payoutsFailed')}
            onRetry={() => void shipments.refetch()}
          />
        ) : (
          <Skeleton className="h-14 w-full" />
        )
      ) : payouts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('walletDialog.payoutsEmpty')}</p>
      ) : (
        <div
          // Focusable so keyboard users can scroll a long history with the arrow keys.
          tabIndex={0}
          className="max-h-48 overflow-y-auto rounded-lg border border-border focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ul className="grid divide-y divide-border" aria-label={t('walletDialog.payouts')}>
            {payouts.map((payout) => {
              const note = notes.get(payout.shipmentId);
              return (
                <li key={payout.shipmentId} className="grid gap-0.5 px-3 py-2.5">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold tabular-nums">
                      {format.rupeesExact(payout.amount)}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {note
                        ? format.date(payout.paidAt)
                        : t('walletDialog.paidOn', { date: format.date(payout.paidAt) })}
                    </span>
                  </div>
                  <div className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
                    <span>{t('orders.number', { id: payout.shipmentId })}</span>
                    {payout.reference ? (
                      <span className="font-mono break-all">
                        {t('walletDialog.payoutReference', { reference: payout.reference })}
                      </span>
                    ) : note ? (
                      <span className="font-medium text-foreground">{t(note)}</span>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
