// POST /api/webhooks/razorpay (issue 22, DESIGN §10): the signature is checked on the raw bytes
// before anything is read; each event id is taken once (provider_events, in the same transaction
// as its effect); payment.captured and order.paid settle the fee order as the checkout's result
// does (settle-fee-order.ts); payout.* events settle the payout they carry, forward only
// (payouts feature). Other events, repeats, and orders or payouts not ours are acknowledged and
// change nothing.
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { providerEvents } from '@/server/db/schema';
import { toGatewayPayout, type PaymentProvider } from '@/server/features/payments';
import type { Notify } from '@/server/features/notifications';
import { settlePayout } from '@/server/features/payouts';
import { appError } from '@/server/platform/errors';
import { settleFeeOrder } from './settle-fee-order';

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number(),
  status: z.string(),
});

/** RazorpayX's payout entity, as much of it as settles ours. */
const payoutEntity = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum([
    'queued',
    'pending',
    'processing',
    'processed',
    'reversed',
    'cancelled',
    'rejected',
    'failed',
  ]),
  mode: z.string().nullable().optional(),
  utr: z.string().nullable().optional(),
  reference_id: z.string().nullable().optional(),
  failure_reason: z.string().nullable().optional(),
  status_details: z.object({ description: z.string().nullable().optional() }).nullable().optional(),
});

const eventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    payout: z.object({ entity: payoutEntity }).optional(),
  }),
});

const SETTLING_EVENTS = new Set(['payment.captured', 'order.paid']);

export async function receiveRazorpayWebhook(
  deps: { db: Db; gateway: PaymentProvider; notify: Notify },
  request: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
): Promise<void> {
  if (!deps.gateway.verifyWebhookSignature(request.rawBody, request.signature)) {
    throw appError('WEBHOOK_SIGNATURE_INVALID');
  }
  const eventId = request.eventId?.trim();
  if (!eventId || eventId.length > 100) throw appError('BAD_REQUEST');
  let parsed;
  try {
    parsed = eventSchema.safeParse(JSON.parse(request.rawBody.toString('utf8')));
  } catch {
    throw appError('BAD_REQUEST');
  }
  if (!parsed.success) throw appError('BAD_REQUEST');
  const event = parsed.data;
  await deps.db.transaction(async (tx) => {
    const [first] = await tx
      .insert(providerEvents)
      .values({ provider: 'razorpay', eventId, event: event.event.slice(0, 100) })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (!first) return;
    const payout = event.payload.payout?.entity;
    if (event.event.startsWith('payout.') && payout) {
      await settlePayout(tx, deps.notify, toGatewayPayout(payout));
      return;
    }
    if (!SETTLING_EVENTS.has(event.event)) return;
    const payment = event.payload.payment?.entity;
    const orderId = event.payload.order?.entity.id ?? payment?.order_id;
    if (!payment || !orderId || payment.status !== 'captured') return;
    await settleFeeOrder(tx, deps.notify, {
      provider: 'razorpay',
      orderId,
      paymentId: payment.id,
      amountPaise: payment.amount,
    });
  });
}
