// One entry of the Shipments tab (SPEC §2 admin): item name, offer amount, status badge, the
// contact (name, email, phone, alternate phone), the address (line 1, line 2, pincode, else the
// single pickup address, else 'Address not available'), tracking number, notes, the payout
// reference and the created date, with Update Status.
import { PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRupeesWithPaise } from '../../../../domain/money';
import {
  ADDRESS_NOT_AVAILABLE,
  shipmentAddressLines,
  type Shipment,
} from '../../../../domain/shipments';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { ShipmentStatusBadge } from '../../shipments/shipment-status-badge';
import { useShipmentText } from '../../shipments/use-shipment-text';

// One label column for the three lists, so their values line up on wider screens.
const DETAILS = 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[10.5rem_1fr]';

interface ShipmentCardProps {
  shipment: Shipment;
  onUpdate: (shipment: Shipment) => void;
}

export function ShipmentCard({ shipment, onUpdate }: ShipmentCardProps) {
  const { t } = useT();
  const text = useShipmentText();
  const titleId = `admin-shipment-${shipment.id}-title`;
  const number = t('adminShipments.number', { id: shipment.id });
  const address = shipmentAddressLines(shipment);
  const phone = shipment.phoneNumber ?? shipment.mobileNumber;

  return (
    <Card className="grid h-full content-start gap-4 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="text-base font-semibold wrap-anywhere">
            {shipment.itemName ?? number}
          </h3>
          <p className="text-xs text-muted-foreground">{number}</p>
        </div>
        <ShipmentStatusBadge status={shipment.shipmentStatus} className="shrink-0" />
      </div>

      <dl className={cn(DETAILS, 'sm:px-3')}>
        <Row label={t('adminShipments.offer')}>
          <span className="font-semibold text-success tabular-nums">
            {formatRupeesWithPaise(shipment.offerAmount)}
          </span>
        </Row>
        <Row label={t('adminShipments.created')}>{formatDateTime(shipment.createdAt)}</Row>
      </dl>

      <section aria-label={t('adminShipments.contact')} className="rounded-lg bg-muted/60 p-3">
        <dl className={DETAILS}>
          <Row label={t('adminShipments.contactName')}>{shipment.contactName}</Row>
          <Row label={t('adminShipments.email')}>
            <span className="break-all">{shipment.email}</span>
          </Row>
          <Row label={t('adminShipments.phone')}>{phone}</Row>
          <Row label={t('adminShipments.alternatePhone')}>{shipment.alternatePhoneNumber}</Row>
          <Row label={t('adminShipments.address')}>
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
        </dl>
      </section>

      <dl className={cn(DETAILS, 'sm:px-3')}>
        <Row label={t('adminShipments.trackingNumber')}>
          {shipment.trackingNumber ? (
            <span className="font-mono">{shipment.trackingNumber}</span>
          ) : null}
        </Row>
        <Row label={t('adminShipments.notes')}>
          {shipment.shipmentNotes ? (
            <span className="whitespace-pre-line">{shipment.shipmentNotes}</span>
          ) : null}
        </Row>
        <Row label={t('adminShipments.payoutReference')}>
          {shipment.payoutReference ? (
            <span className="font-mono">{shipment.payoutReference}</span>
          ) : null}
        </Row>
      </dl>

      <div className="mt-auto">
        <Button
          variant="outline"
          size="sm"
          aria-describedby={titleId}
          onClick={() => onUpdate(shipment)}
        >
          <PencilLine aria-hidden="true" />
          {t('adminShipments.updateStatus')}
        </Button>
      </div>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useT();
  const empty = children === null || children === undefined || children === '';
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">
        {empty ? (
          <span className="text-muted-foreground">{t('adminShipments.notGiven')}</span>
        ) : (
          children
        )}
      </dd>
    </>
  );
}
