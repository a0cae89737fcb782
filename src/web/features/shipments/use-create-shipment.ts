// Accepting the approved batch from either pickup form (SPEC §4 shipment creation, §8 toasts):
// the dashboard's pickup form says 'Shipment Created Successfully' or 'Error accepting items', the
// wallet's Arrange Pickup says 'Shipment Created' or 'Error Creating Shipment'; a refusal for the
// ₹499 minimum is 'Minimum Order Not Met' with the server's message in both.
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { authEndpoints } from '@/contract/auth';
import type { CheckedPickupDetails } from '@/domain/shipments.schema';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { invalidateEndpoints } from '@/web/lib/endpoint-query';
import { useErrorText } from '@/web/lib/error-text';
import { useAcceptBatch } from './api';
import { useShipmentText } from '@/web/components/shipments/use-shipment-text';

/** Which form the seller used: the dashboard's batch card or the wallet's Arrange Pickup. */
export type PickupFlow = 'batch' | 'wallet';

export interface CreateShipmentCallbacks {
  /** The shipment exists: close every dialog. */
  onCreated: () => void;
  /** The batch on screen is out of date (minimum, items gone, verification): close the form. */
  onStale: () => void;
  /** Something the seller may fix or retry: the form stays open and shows this text. */
  onRefused: (message: string) => void;
}

export function useCreateShipment(flow: PickupFlow) {
  const { t } = useT();
  const text = useShipmentText();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const accept = useAcceptBatch();
  // Set before the request starts, so a double click (two submits before React re-renders the
  // disabled button) sends one request, not two.
  const inFlight = useRef(false);

  function create(
    itemIds: number[],
    shipmentData: CheckedPickupDetails,
    callbacks: CreateShipmentCallbacks,
  ) {
    if (inFlight.current) return;
    inFlight.current = true;
    accept.mutate(
      { body: { itemIds, shipmentData } },
      {
        onSuccess: () => {
          toast(
            flow === 'batch'
              ? {
                  title: t('shipmentToast.createdTitle'),
                  description: t('shipmentToast.createdDescription'),
                }
              : {
                  title: t('shipmentToast.arrangedTitle'),
                  description: t('shipmentToast.arrangedDescription'),
                },
          );
          callbacks.onCreated();
        },
        onError: (error) => {
          if (isApiError(error, 'MINIMUM_ORDER_NOT_MET')) {
            const { shortfall } = error.params;
            toast({
              variant: 'destructive',
              title: t('shipmentToast.minimumTitle'),
              description:
                shortfall !== undefined
                  ? t('pickup.minimumOrder', { amount: shortfall })
                  : (text.refusal(error) ?? t('shipmentToast.createFailed')),
            });
            callbacks.onStale();
            return;
          }

          const fallback =
            flow === 'batch' ? t('shipmentToast.acceptFailed') : t('shipmentToast.createFailed');
          const status = isApiError(error) ? error.status : null;
          // A refusal carries a text meant for the seller (pincode, verification, items gone);
          // a lost session or a network failure read as the SPEC §8 catalogue says; a server
          // failure reads as the form's own fallback.
          const detail =
            text.refusal(error) ??
            (status !== null && status >= 500 ? fallback : errorText(error, fallback));
          toast({
            variant: 'destructive',
            ...(flow === 'batch'
              ? { title: t('shipmentToast.acceptFailedTitle'), description: fallback }
              : { title: t('shipmentToast.createFailedTitle'), description: detail }),
          });
          if (status === 403) {
            // Verification was withdrawn since the page loaded: the card shows what is missing.
            void invalidateEndpoints(queryClient, [authEndpoints.currentUser]);
          }
          if (status === 403 || status === 409) callbacks.onStale();
          else callbacks.onRefused(detail);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  return { create, isPending: accept.isPending };
}
