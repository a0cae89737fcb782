import { describe, expect, it } from 'vitest';
import type { PayoutStatus } from '@/domain/payouts';
import type { Shipment } from '@/domain/shipments.schema';
import { utrFieldOf } from './utr-field';

const payout = (status: PayoutStatus): Shipment['payout'] => ({
  status,
  mode: 'UPI',
  failureReason: null,
  attempt: 1,
  updatedAt: '2026-11-28T10:00:00.000Z',
});

describe("the Update Status dialog's UTR box", () => {
  it('asks for a typed UTR while payouts are off', () => {
    expect(utrFieldOf({ payoutReference: null, payout: null }, false)).toBe('typed');
    expect(utrFieldOf({ payoutReference: null, payout: payout('failed') }, false)).toBe('typed');
  });

  it('may be left empty to pay the seller when payouts are on', () => {
    expect(utrFieldOf({ payoutReference: null, payout: null }, true)).toBe('auto');
  });

  it('offers a new payout after one that failed or came back', () => {
    expect(utrFieldOf({ payoutReference: null, payout: payout('failed') }, true)).toBe('retry');
    expect(utrFieldOf({ payoutReference: null, payout: payout('reversed') }, true)).toBe('retry');
  });

  it('keeps a UTR typed by hand required: the server never clears it', () => {
    expect(utrFieldOf({ payoutReference: 'HAND123', payout: null }, true)).toBe('typed');
    expect(utrFieldOf({ payoutReference: 'HAND123', payout: payout('failed') }, true)).toBe(
      'typed',
    );
  });

  it("is held by the app's payout under way or made, payouts on or off", () => {
    for (const automatic of [true, false]) {
      expect(utrFieldOf({ payoutReference: null, payout: payout('queued') }, automatic)).toBe(
        'underWay',
      );
      expect(utrFieldOf({ payoutReference: null, payout: payout('processing') }, automatic)).toBe(
        'underWay',
      );
      expect(
        utrFieldOf({ payoutReference: 'BANK123', payout: payout('processed') }, automatic),
      ).toBe('made');
    }
  });
});
