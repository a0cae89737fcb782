// Payment gateways (issue 22, DESIGN §10): the provider interfaces and the ones configured, if
// any: money in (the fee) and money out (payouts to sellers through RazorpayX).
import type { Config } from '@/server/platform/config';
import type { ThirdPartySources } from '@/server/platform/security';
import type { PaymentProvider, PayoutProvider } from './provider';
export { toGatewayPayout } from './razorpayx';
import { createRazorpay } from './razorpay';
import { createRazorpayX } from './razorpayx';

export {
  GatewayRejectedError,
  GatewayUnavailableError,
  type GatewayPayment,
  type GatewayPayout,
  type GatewayPayoutStatus,
  type GatewayRefund,
  type PaymentProvider,
  type PayoutBeneficiary,
  type PayoutMode,
  type PayoutProvider,
} from './provider';

/** The configured gateway, or undefined: the fee is then paid by UPI and checked by staff. */
export function paymentProviderFor(config: Config): PaymentProvider | undefined {
  return config.razorpay ? createRazorpay(config.razorpay) : undefined;
}

/**
 * Payouts through the gateway, or undefined without the business account
 * (RAZORPAYX_ACCOUNT_NUMBER): staff then pay by hand and type the UTR.
 */
export function payoutProviderFor(config: Config): PayoutProvider | undefined {
  const razorpay = config.razorpay;
  if (!razorpay?.payoutAccountNumber) return undefined;
  return createRazorpayX({ ...razorpay, payoutAccountNumber: razorpay.payoutAccountNumber });
}

/**
 * What the pages must allow for the gateway's checkout: its script, and the frame it opens from
 * the gateway's API host (Razorpay: checkout.razorpay.com and api.razorpay.com). Nothing when no
 * gateway is configured.
 */
export function checkoutSourcesFor(config: Config): ThirdPartySources {
  if (!config.razorpay) return { script: [], frame: [] };
  return {
    script: [new URL(config.razorpay.checkoutUrl).origin],
    frame: [new URL(config.razorpay.apiUrl).origin],
  };
}
