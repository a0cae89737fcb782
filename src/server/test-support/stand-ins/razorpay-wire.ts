// What the Razorpay stand-in's parts (razorpay.ts: payments, razorpayx-payouts.ts: payouts) share:
// ids, JSON answers and errors in the gateway's shape, and its webhooks, signed and delivered the
// one way the real gateway does.
import crypto from 'node:crypto';
import type http from 'node:http';

export function id(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(7).toString('hex')}`;
}

export function hmac(secret: string, data: string): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

export function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function badRequest(res: http.ServerResponse, status: number, description: string): void {
  send(res, status, { error: { code: 'BAD_REQUEST_ERROR', description } });
}

export async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

export type SignedEvent = { eventId: string; body: string; signature: string };

/**
 * One webhook in the gateway's envelope, its X-Razorpay-Signature the hex HMAC-SHA256 of the
 * body with the webhook secret, under a fresh X-Razorpay-Event-Id.
 */
export function signedEvent(
  webhookSecret: string,
  event: { event: string; contains: string[]; payload: Record<string, unknown> },
): SignedEvent {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_standin',
    ...event,
    created_at: Math.floor(Date.now() / 1000),
  });
  return { eventId: id('evt'), body, signature: hmac(webhookSecret, body) };
}

/** Delivers the events one after another; the statuses the app answered. */
export async function deliver(webhooks: SignedEvent[], webhookUrl: string): Promise<number[]> {
  const deliveries: number[] = [];
  for (const webhook of webhooks) {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhook.signature,
        'x-razorpay-event-id': webhook.eventId,
      },
      body: webhook.body,
    });
    deliveries.push(response.status);
  }
  return deliveries;
}
