import { describe, expect, it } from 'vitest';
import { PAYOUT_STATUSES, type PayoutStatus } from '@/domain/payouts';
import type { Shipment } from '@/domain/shipments.schema';
import { payoutNote } from './api';

const payout = (status: PayoutStatus): Shipment['payout'] => ({
  status,
  mode: 'IMPS',
  failureReason: status === 'failed' || status === 'reversed' ? 'Beneficiary bank offline' : null,
  attempt: 1,
  updatedAt: '2026-11-28T10:00:00.000Z',
});

const delivered = { shipmentStatus: 'delivered' as const, payoutReference: null };

describe("a delivered pickup's payout as the seller reads it", () => {
  it('is processing while the payout is queued or with the gateway', () => {
    expect(payoutNote({ ...delivered, payout: payout('queued') })).toBe('payout.processing');
    expect(payoutNote({ ...delivered, payout: payout('processing') })).toBe('payout.processing');
  });

  it('is delayed when the payout failed or came back, never naming the reason', () => {
    expect(payoutNote({ ...delivered, payout: payout('failed') })).toBe('payout.delayed');
    expect(payoutNote({ ...delivered, payout: payout('reversed') })).toBe('payout.delayed');
  });

  it('gives way to the UTR once paid, by the app or by hand', () => {
    for (const status of PAYOUT_STATUSES)
      expect(
        payoutNote({ ...delivered, payoutReference: 'UTR123456789', payout: payout(status) }),
      ).toBeNull();
  });

  it('says nothing without a payout, or before delivery', () => {
    expect(payoutNote({ ...delivered, payout: null })).toBeNull();
    expect(
      payoutNote({ shipmentStatus: 'in_transit', payoutReference: null, payout: payout('failed') }),
    ).toBeNull();
  });
});
