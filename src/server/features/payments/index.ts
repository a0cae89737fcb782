// Payment gateways (issue 22, DESIGN §10): the provider interface and the one configured, if any.
import type { Config } from '@/server/platform/config';
import type { ThirdPartySources } from '@/server/platform/security';
import type { PaymentProvider } from './provider';
import { createRazorpay } from './razorpay';

export {
  GatewayRejectedError,
  GatewayUnavailableError,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentProvider,
} from './provider';

/** The configured gateway, or undefined: the fee is then paid by UPI and checked by staff. */
export function paymentProviderFor(config: Config): PaymentProvider | undefined {
  return config.razorpay ? createRazorpay(config.razorpay) : undefined;
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
