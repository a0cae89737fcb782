// How shipment rules and statuses read on screen: the domain's own English messages, swapped for
// this app's translated text when the language is Hindi (keys in i18n/*/shipments.ts).
import { useMemo } from 'react';
import { shipmentBadge, shipmentStatusLabel } from '../../../domain/shipment-status';
import {
  ADDRESS_NOT_AVAILABLE,
  SHIPMENT_MESSAGES,
  VERIFICATION_PENDING,
} from '../../../domain/shipments';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n';

const RULE_KEYS: Record<string, MessageKey> = {
  [SHIPMENT_MESSAGES.nameRequired]: 'shipmentRule.nameRequired',
  [SHIPMENT_MESSAGES.validEmail]: 'shipmentRule.validEmail',
  [SHIPMENT_MESSAGES.validMobile]: 'shipmentRule.validMobile',
  [SHIPMENT_MESSAGES.addressLine1Required]: 'shipmentRule.addressLine1Required',
  [SHIPMENT_MESSAGES.contactNameRequired]: 'shipmentRule.contactNameRequired',
  [SHIPMENT_MESSAGES.validPincode]: 'shipmentRule.validPincode',
  [SHIPMENT_MESSAGES.validPhone]: 'shipmentRule.validPhone',
  [SHIPMENT_MESSAGES.noItems]: 'shipmentRule.noItems',
  [SHIPMENT_MESSAGES.itemsUnavailable]: 'shipmentRule.itemsUnavailable',
  [SHIPMENT_MESSAGES.payoutReferenceRequired]: 'shipmentRule.payoutReferenceRequired',
  [SHIPMENT_MESSAGES.shipmentNotFound]: 'shipmentRule.shipmentNotFound',
  [ADDRESS_NOT_AVAILABLE]: 'shipmentRule.addressNotAvailable',
  [VERIFICATION_PENDING.identity]: 'pickup.pendingIdentity',
  [VERIFICATION_PENDING.bank]: 'pickup.pendingBank',
};

// Keyed by the domain's label, so a status reads exactly as shipmentBadge() names it.
const STATUS_LABEL_KEYS: Record<string, MessageKey> = {
  [shipmentStatusLabel('pending_pickup')]: 'shipmentStatus.pending_pickup',
  [shipmentStatusLabel('picked_up')]: 'shipmentStatus.picked_up',
  [shipmentStatusLabel('in_transit')]: 'shipmentStatus.in_transit',
  [shipmentStatusLabel('delivered')]: 'shipmentStatus.delivered',
  [shipmentBadge(null).label]: 'shipmentStatus.unknown',
};

export interface ShipmentText {
  /** A domain rule message (form errors, server refusals) in the current language. */
  rule: (message: string) => string;
  /** SPEC §4 label of a shipment status, as shipmentBadge() gives it (unknown: 'Pending'). */
  status: (status: string | null | undefined) => string;
  /** 'Sorry, pickup is available only in Haridwar (pincodes ...).' */
  pincodeNotServed: (pincodes: readonly string[]) => string;
}

export function useShipmentText(): ShipmentText {
  const { t, tx } = useT();
  return useMemo(
    () => ({
      rule: (message) => {
        const key = RULE_KEYS[message];
        return key ? t(key) : tx(message);
      },
      status: (status) => {
        const label = shipmentBadge(status).label;
        const key = STATUS_LABEL_KEYS[label];
        return key ? t(key) : label;
      },
      // The English text is pincodeNotServedMessage() itself (see i18n/en/shipments.ts).
      pincodeNotServed: (pincodes) =>
        t('shipmentRule.pincodeNotServed', { pincodes: pincodes.join(', ') }),
    }),
    [t, tx],
  );
}
