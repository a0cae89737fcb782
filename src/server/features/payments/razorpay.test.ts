// The Razorpay client against the stand-in of its API, a process of its own (stand-ins/
// razorpay.ts): orders, payments, both signatures, and every way the gateway can be unavailable.
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type RazorpayConfig } from '@/server/platform/config';
import {
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '@/server/test-support/stand-ins/razorpay-process';
import { GatewayRejectedError, GatewayUnavailableError } from './provider';
import { createRazorpay } from './razorpay';

let standIn: RazorpayStandIn;
let config: RazorpayConfig;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  config = loadConfig(standIn.env).razorpay!;
});

describe('Razorpay orders', () => {
  it('creates an order in paise, reads it back, and lists its captured payment once paid', async () => {
    const razorpay = createRazorpay(config);
    const order = await razorpay.createOrder({ amount: 29900, currency: 'INR', receipt: 'fee-1' });
    expect(order).toMatchObject({ amount: 29900, currency: 'INR', receipt: 'fee-1' });
    expect(order.status).toBe('created');
    expect(await razorpay.fetchOrderPayments(order.id)).toEqual([]);

    const paid = await standIn.pay(order.id);
    expect((await razorpay.fetchOrder(order.id)).status).toBe('paid');
    expect(await razorpay.fetchOrderPayments(order.id)).toEqual([
      {
        id: paid.checkout.razorpay_payment_id,
        orderId: order.id,
        amount: 29900,
        status: 'captured',
      },
    ]);
  });

  it('is refused with a wrong key (a 4xx is not an outage)', async () => {
    const razorpay = createRazorpay({ ...config, keySecret: 'wrong' });
    const attempt = razorpay.createOrder({ amount: 29900, currency: 'INR', receipt: 'fee-2' });
    await expect(attempt).rejects.toBeInstanceOf(GatewayRejectedError);
    await expect(attempt).rejects.toMatchObject({ status: 401 });
  });

  it('is unavailable when the gateway answers 5xx, refuses the connection or never answers', async () => {
    const razorpay = createRazorpay(config);
    await standIn.outage(true);
    try {
      await expect(
        razorpay.createOrder({ amount: 29900, currency: 'INR', receipt: 'fee-3' }),
      ).rejects.toBeInstanceOf(GatewayUnavailableError);
    } finally {
      await standIn.outage(false);
    }

    const silent = http.createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const hanging = createRazorpay(
        { ...config, apiUrl: `http://127.0.0.1:${port}` },
        {
          timeoutMs: 200,
        },
      );
      await expect(hanging.fetchOrder('order_x')).rejects.toBeInstanceOf(GatewayUnavailableError);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
    // The port is free now: nothing listens, the connection is refused.
    const refused = createRazorpay({ ...config, apiUrl: `http://127.0.0.1:${port}` });
    await expect(refused.fetchOrder('order_x')).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('Razorpay signatures', () => {
  it("accepts the checkout's signature for its own order and payment only", async () => {
    const razorpay = createRazorpay(config);
    const order = await razorpay.createOrder({ amount: 29900, currency: 'INR', receipt: 'fee-4' });
    const { checkout } = await standIn.pay(order.id);
    const genuine = {
      orderId: checkout.razorpay_order_id,
      paymentId: checkout.razorpay_payment_id,
      signature: checkout.razorpay_signature,
    };
    expect(razorpay.verifyCheckoutSignature(genuine)).toBe(true);
    expect(razorpay.verifyCheckoutSignature({ ...genuine, paymentId: 'pay_other' })).toBe(false);
    expect(razorpay.verifyCheckoutSignature({ ...genuine, signature: 'ab'.repeat(32) })).toBe(
      false,
    );
    expect(razorpay.verifyCheckoutSignature({ ...genuine, signature: 'short' })).toBe(false);
  });

  it('accepts a webhook only with the signature of its exact raw bytes', async () => {
    const razorpay = createRazorpay(config);
    const order = await razorpay.createOrder({ amount: 29900, currency: 'INR', receipt: 'fee-5' });
    const [webhook] = (await standIn.pay(order.id)).webhooks;
    const body = Buffer.from(webhook!.body);
    expect(razorpay.verifyWebhookSignature(body, webhook!.signature)).toBe(true);
    expect(
      razorpay.verifyWebhookSignature(Buffer.from(`${webhook!.body} `), webhook!.signature),
    ).toBe(false);
    expect(razorpay.verifyWebhookSignature(body, undefined)).toBe(false);
    const noSecret = createRazorpay({ ...config, webhookSecret: undefined });
    expect(noSecret.verifyWebhookSignature(body, webhook!.signature)).toBe(false);
  });
});
