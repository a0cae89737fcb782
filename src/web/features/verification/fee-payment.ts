// Paying the ₹299 fee once the bank details are valid (issue 22): through the payment gateway's
// checkout when the server has one (verified at once, no staff step); else, or when the gateway
// or its checkout cannot be had, the fee dialog's UPI way (SPEC 'Payment Gateway Issue'), which
// `upiWay` opens. Every outcome is said in a toast.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SERVICE_FEE_RUPEES } from '@/domain/constants';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { useSignedInUser } from '@/web/lib/current-user';
import { useErrorText } from '@/web/lib/error-text';
import { paymentInfoQuery, useConfirmFeePayment, useCreateFeeOrder } from './api';
import type { CheckedBankDetails, FeeWay } from './fee-dialog';
import { payInCheckout } from './gateway-checkout';

export function useFeePayment() {
  const { t, format } = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  const createOrder = useCreateFeeOrder();
  const confirmPayment = useConfirmFeePayment();
  const [upiWay, setUpiWay] = useState<{ details: CheckedBankDetails; way: FeeWay } | null>(null);

  async function pay(details: CheckedBankDetails) {
    // The gateway's order, and beside it the payee UPI ID of the fallback, so that either way
    // shows complete at once (a failure of the UPI details shows in the dialog with a retry).
    const [order] = await Promise.allSettled([
      createOrder.mutateAsync(details),
      queryClient.ensureQueryData(paymentInfoQuery),
    ]);
    if (order.status === 'rejected') {
      const error = order.reason;
      if (isApiError(error, 'PAYMENT_GATEWAY_OFF')) setUpiWay({ details, way: 'upi' });
      else if (isApiError(error, 'PAYMENT_GATEWAY_UNAVAILABLE')) {
        setUpiWay({ details, way: 'gateway-trouble' });
      } else {
        toast({
          variant: 'destructive',
          title: t('common.error'),
          description: errorText(error, t('fee.failedFallback')),
        });
      }
      return;
    }
    const fee = format.rupees(SERVICE_FEE_RUPEES);
    let outcome;
    try {
      outcome = await payInCheckout(order.value, {
        name: t('brand.name'),
        description: t('fee.checkoutDescription', { fee }),
        prefill: {
          name: details.bankAccountHolderName,
          email: user.email,
          contact: user.mobileNumber ?? undefined,
        },
      });
    } catch {
      // The checkout itself did not load: the SPEC's fallback.
      setUpiWay({ details, way: 'gateway-trouble' });
      return;
    }
    if ('closed' in outcome) {
      toast({ title: t('fee.checkoutClosedTitle'), description: t('fee.checkoutClosed') });
      return;
    }
    let settled;
    try {
      settled = await confirmPayment.mutateAsync(outcome.paid);
    } catch (error) {
      if (
        isApiError(error, 'PAYMENT_SIGNATURE_INVALID') ||
        isApiError(error, 'FEE_ORDER_NOT_FOUND')
      ) {
        // Refused: a result the gateway did not sign, or not for this seller's order.
        toast({
          variant: 'destructive',
          title: t('common.error'),
          description: errorText(error, t('fee.failedFallback')),
        });
      } else {
        // Paid, but the confirmation did not get through (the network, the server, the session
        // ended meanwhile): the gateway's webhook, or the hourly check, settles it without the
        // seller, who need not pay again.
        toast({ title: t('fee.confirmLaterTitle'), description: t('fee.confirmLater') });
      }
      return;
    }
    if (settled.refundDue) {
      // The details were sent the UPI way (or verified) meanwhile, in another tab: given back.
      toast({ title: t('fee.notNeededTitle'), description: t('fee.notNeeded') });
    } else {
      toast({ title: t('fee.paidTitle'), description: t('fee.paid') });
    }
  }

  return { pay, upiWay, closeUpiWay: () => setUpiWay(null) };
}
