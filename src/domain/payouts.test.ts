import { describe, expect, it } from 'vitest';
import { PAYOUT_STATUSES, payoutMayBeRetried, payoutMayMove, type PayoutStatus } from './payouts';

describe('payoutMayMove: forward only', () => {
  const allowed: Array<[PayoutStatus, PayoutStatus]> = [
    ['queued', 'processing'],
    ['queued', 'processed'],
    ['queued', 'failed'],
    ['queued', 'reversed'],
    ['processing', 'processed'],
    ['processing', 'failed'],
    ['processing', 'reversed'],
    ['processed', 'reversed'],
  ];
  for (const from of PAYOUT_STATUSES) {
    for (const to of PAYOUT_STATUSES) {
      const expected = allowed.some(([a, b]) => a === from && b === to);
      it(`${from} -> ${to}: ${expected ? 'moves' : 'stays'}`, () => {
        expect(payoutMayMove(from, to)).toBe(expected);
      });
    }
  }
});

describe('payoutMayBeRetried', () => {
  it('only with no payout, or after the last failed or came back', () => {
    expect(PAYOUT_STATUSES.filter((status) => payoutMayBeRetried(status))).toEqual([
      'failed',
      'reversed',
    ]);
    expect(payoutMayBeRetried(null)).toBe(true);
  });
});
