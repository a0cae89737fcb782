// The Audit tab's summary of stored details: only the named harmless facts, each of the right
// shape, and only for the actions where the stored name means that fact; everything else is
// dropped, whatever the details hold.
import { describe, expect, it } from 'vitest';
import { auditSummary } from './audit-mapper';

describe('auditSummary', () => {
  it('keeps the offer of a review, never the note', () => {
    expect(
      auditSummary('item.approved', { offerAmount: '650.00', adminNotes: 'Call 9811122233' }),
    ).toEqual({ offerAmount: '650.00' });
    expect(auditSummary('item.rejected', { offerAmount: null, adminNotes: 'Torn' })).toEqual({});
  });

  it("keeps a shipment's status change, never its tracking number or UTR", () => {
    expect(
      auditSummary('shipment.updated', {
        from: 'pending_pickup',
        to: 'delivered',
        trackingNumber: 'TRK123',
        payoutReference: 'UTR998877',
      }),
    ).toEqual({ fromStatus: 'pending_pickup', toStatus: 'delivered' });
  });

  it('keeps amounts and the kind of balance change, never the UTR or the agent', () => {
    expect(
      auditSummary('agent.balance_adjusted', { type: 'add', amount: '100.00', utrNumber: 'UTR1' }),
    ).toEqual({ balanceChange: 'add', amount: '100.00' });
    expect(
      auditSummary('agent.payslip_paid', { agentId: 4, utrNumber: 'UTR2', amount: '1200.50' }),
    ).toEqual({ amount: '1200.50' });
  });

  it("keeps an export's days and a document view's side", () => {
    expect(
      auditSummary('export.downloaded', { from: '2026-11-01', to: '2026-11-27', ip: '10.0.0.1' }),
    ).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(auditSummary('identity.document_viewed', { side: 'back' })).toEqual({ side: 'back' });
  });

  it('drops the fee transaction number, an IP address and what has the wrong shape', () => {
    expect(auditSummary('bank.submitted', { transactionId: '123456789012' })).toEqual({});
    expect(auditSummary('admin.login', { ip: '203.0.113.9' })).toEqual({});
    // A status from another action, or an amount that is a sentence, is not a fact we show.
    expect(auditSummary('bank.verified', { from: 'pending_pickup', to: 'delivered' })).toEqual({});
    expect(auditSummary('agent.payslip_paid', { amount: 'account 918273645501' })).toEqual({});
    expect(auditSummary('identity.document_viewed', { side: '918273645501' })).toEqual({});
    expect(auditSummary('account.deleted', { files: -1, itemsDeleted: 2 })).toEqual({
      itemsDeleted: 2,
    });
    expect(auditSummary('item.approved', null)).toEqual({});
    expect(auditSummary('item.approved', ['650.00'])).toEqual({});
  });
});
