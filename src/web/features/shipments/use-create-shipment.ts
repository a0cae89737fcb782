// Accepting the approved batch from either pickup form (SPEC §4 shipment creation, §8 toasts):
// the dashboard's pickup form says 'Shipment Created Successfully' or 'Error accepting items', the
// wallet's Arrange Pickup says 'Shipment Created' or 'Error Creating Shipment'; a refusal for the
// ₹499 minimum is 'Minimum Order Not Met' with the server's message in both.
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { serverMessageOf, statusOf } from '../../../domain/friendly-error';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { authUserQuery } from '../auth/api';
import { useAcceptBatch, type CheckedPickupDetails } from './api';
import { useShipmentText } from './use-shipment-text';

export type PickupFlow = 'batch' | 'wallet';

export interface CreateShipmentCallbacks {
  /** The shipment exists: close every dialog. */
  onCreated: () => void;
  /** The batch on screen is out of date (minimum, items gone, verification): close the form. */
  onStale: () => void;
  /** Something the seller may fix or retry: the form stays open and shows this text. */
  onRefused: (message: string) => void;
}

const MINIMUM_ORDER = 'Minimum order value';

export function useCreateShipment(flow: PickupFlow) {
  const { t, tx } = useT();
  const text = useShipmentText();
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
      { itemIds, shipmentData },
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
          const status = statusOf(error);
          const serverMessage = error instanceof Error ? serverMessageOf(error.message) : '';

          if (serverMessage.includes(MINIMUM_ORDER)) {
            const amount = /₹([\d.,]+) more/.exec(serverMessage)?.[1];
            toast({
              variant: 'destructive',
              title: t('shipmentToast.minimumTitle'),
              description: amount ? t('pickup.minimumOrder', { amount }) : serverMessage,
            });
            callbacks.onStale();
            return;
          }

          const fallback =
            flow === 'batch' ? t('shipmentToast.acceptFailed') : t('shipmentToast.createFailed');
          // A 4xx carries a message meant for the seller (pincode, verification, items gone);
          // a lost session, a network failure or a 5xx read as the SPEC §8 catalogue says.
          const detail =
            status !== null && status < 500 && status !== 401 && serverMessage
              ? text.rule(serverMessage)
              : status !== null && status >= 500
                ? fallback
                : tx(errorText(error, fallback));
          toast({
            variant: 'destructive',
            ...(flow === 'batch'
              ? { title: t('shipmentToast.acceptFailedTitle'), description: fallback }
              : { title: t('shipmentToast.createFailedTitle'), description: detail }),
          });
          if (status === 403) {
            // Verification was withdrawn since the page loaded: the card shows what is missing.
            void queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey });
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
