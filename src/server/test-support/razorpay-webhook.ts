// Razorpay delivering one signed webhook to the app (POST /api/webhooks/razorpay), as the fee's and
// the payouts' tests send the stand-in's events: in any order, repeated, or with headers forged or
// left out by the test.
import { verificationEndpoints as api } from '@/contract/verification';
import { call, type AppLike } from './http';

export interface SignedWebhook {
  eventId: string;
  body: string;
  signature: string;
}

export function deliverWebhook(
  app: AppLike,
  webhook: SignedWebhook,
  headers: Record<string, string> = {},
) {
  return call(app, api.razorpayWebhook, {
    body: webhook.body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhook.signature,
      'x-razorpay-event-id': webhook.eventId,
      ...headers,
    },
  });
}
