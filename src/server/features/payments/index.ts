// Payment gateways (issue 22, DESIGN §10): the provider interface and the one configured, if any.
import type { Config } from '@/server/platform/config';
import type { PaymentProvider } from './provider';
import { createRazorpay } from './razorpay';

export {
  GatewayRejectedError,
  GatewayUnavailableError,
  type GatewayPayment,
  type PaymentProvider,
} from './provider';

/** The configured gateway, or undefined: the fee is then paid by UPI and checked by staff. */
export function paymentProviderFor(config: Config): PaymentProvider | undefined {
  return config.razorpay ? createRazorpay(config.razorpay) : undefined;
}
