// How shipment statuses, pending verifications and refusals read on screen, in the reader's
// language: statuses and steps are catalogue keys (i18n/*/shipments.ts), a refusal is read off
// its error code (errors.* and rules.*), never off the server's prose.
import { useMemo } from 'react';
import { isShipmentStatus } from '@/domain/shipment-status';
import {
  pincodeList,
  pincodeNotServedMessage,
  type VerificationStep,
} from '@/domain/shipment-messages';
import { ruleText, type RuleId } from '@/domain/rule-messages';
import { useT, type MessageKey } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';

const PENDING_STEP_KEYS: Record<VerificationStep, MessageKey> = {
  identity: 'pickup.pendingIdentity',
  bank: 'pickup.pendingBank',
};

export interface ShipmentText {
  /** SPEC §4 label of a shipment status; 'pending', unknown or missing read 'Pending'. */
  status: (status: string | null | undefined) => string;
  /** 'Aadhar card verification pending' / 'Bank details and payment verification pending'. */
  pendingStep: (step: VerificationStep) => string;
  /** 'Sorry, pickup is available only in Haridwar (pincodes ...).' */
  pincodeNotServed: (pincodes: readonly string[]) => string;
  /**
   * What the server said when it refused something the person can act on (a 4xx of ours other
   * than a lost session): the code's own text, or the broken rule's. Null otherwise (a lost
   * session, a server failure, no answer, an answer that is not ours): the screen says its own.
   */
  refusal: (error: unknown) => string | null;
}

export function useShipmentText(): ShipmentText {
  const { t, translate } = useT();
  return useMemo(
    () => ({
      status: (status) =>
        t(isShipmentStatus(status) ? `shipmentStatus.${status}` : 'shipmentStatus.unknown'),
      pendingStep: (step) => t(PENDING_STEP_KEYS[step]),
      pincodeNotServed: (pincodes) => {
        const list = pincodeList(pincodes);
        return translate(
          'errors.PINCODE_NOT_SERVED',
          { pincodes: list },
          pincodeNotServedMessage(list),
        );
      },
      refusal: (error) => {
        if (!isApiError(error) || error.code === null) return null;
        if (error.status === 401 || error.status >= 500) return null;
        const { code, params } = error;
        const rule = code === 'INVALID_INPUT' && params.rule ? (params.rule as RuleId) : null;
        const text = rule
          ? translate(`rules.${rule}`, {}, ruleText(rule))
          : translate(`errors.${code}`, params, error.serverMessage);
        return text.trim() ? text : null;
      },
    }),
    [t, translate],
  );
}
