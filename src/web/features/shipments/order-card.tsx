// One order of the profile's Order Status (SPEC §2, §4): 'Order #id', created date, status badge,
// offer amount, the contact (user name, mobile number), the pickup address (structured lines, else
// the single pickupAddress, else 'Address not available'), phones, the tracking number and admin
// notes boxes, the payout reference (UTR) once paid, and the four-step timeline.
import type { ReactNode } from 'react';
import { formatRupeesWithPaise } from '../../../domain/money';
import {
  ADDRESS_NOT_AVAILABLE,
  shipmentAddressLines,
  type Shipment,
} from '../../../domain/shipments';
import { Card } from '../../components/ui/card';
import { useT } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { OrderTimeline } from './order-timeline';
import { ShipmentStatusBadge } from './shipment-status-badge';
import { useShipmentText } from './use-shipment-text';

const DETAILS = 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]';

export function OrderCard({ shipment }: { shipment: Shipment }) {
  const { t } = useT();
  const text = useShipmentText();
  const titleId = `order-${shipment.id}-title`;
  const address = shipmentAddressLines(shipment);

  return (
    <Card className="grid gap-4 p-4 sm:p-5" role="article" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="text-base font-semibold">
            {t('orders.number', { id: shipment.id })}
          </h3>
          <p className="text-xs text-muted-foreground">
            <time dateTime={shipment.createdAt}>
              {t('orders.created', { date: formatDate(shipment.createdAt) })}
            </time>
          </p>
        </div>
        <ShipmentStatusBadge status={shipment.shipmentStatus} className="shrink-0" />
      </div>

      <dl className={DETAILS}>
        <Row label={t('orders.offer')}>
          <span className="font-semibold text-success tabular-nums">
            {formatRupeesWithPaise(shipment.offerAmount)}
          </span>
        </Row>
        <Row label={t('orders.userName')}>{shipment.userName}</Row>
        <Row label={t('orders.mobileNumber')}>{shipment.mobileNumber}</Row>
      </dl>

      <section aria-label={t('orders.contact')} className="rounded-lg bg-muted/60 p-3">
        <dl className={DETAILS}>
          <Row label={t('orders.pickupAddress')}>
            {address ? (
              address.map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))
            ) : (
              <span className="text-muted-foreground">{text.rule(ADDRESS_NOT_AVAILABLE)}</span>
            )}
          </Row>
          <Row label={t('orders.phone')}>{shipment.phoneNumber}</Row>
          <Row label={t('orders.alternatePhone')}>{shipment.alternatePhoneNumber}</Row>
        </dl>
      </section>

      <div className="grid gap-3 sm:grid-cols-2">
        <InfoBox label={t('orders.trackingNumber')}>
          {shipment.trackingNumber ? (
            <span className="font-mono">{shipment.trackingNumber}</span>
          ) : (
            <span className="text-muted-foreground">{t('orders.trackingNone')}</span>
          )}
        </InfoBox>
        <InfoBox label={t('orders.adminNotes')}>
          {shipment.shipmentNotes ? (
            <span className="whitespace-pre-line">{shipment.shipmentNotes}</span>
          ) : (
            <span className="text-muted-foreground">{t('orders.notesNone')}</span>
          )}
        </InfoBox>
      </div>

      {shipment.payoutReference ? (
        <dl className={DETAILS}>
          <Row label={t('orders.payoutReference')}>
            <span className="font-mono">{shipment.payoutReference}</span>
          </Row>
        </dl>
      ) : null}

      <OrderTimeline shipment={shipment} />
    </Card>
  );
}

function InfoBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1 rounded-lg border border-border p-3 text-sm">
      <h4 className="text-xs font-medium text-muted-foreground">{label}</h4>
      <p className="wrap-anywhere">{children}</p>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useT();
  const empty = children === null || children === undefined || children === '';
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">
        {empty ? <span className="text-muted-foreground">{t('orders.notGiven')}</span> : children}
      </dd>
    </>
  );
}
