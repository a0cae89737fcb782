// The payouts' sending worker (issue 22), a polling worker of the job runner on every instance,
// shaped like the notifications' outbox: each poll claims a few queued payouts in one statement
// (FOR UPDATE SKIP LOCKED, with a lease: instances never send the same one at once, and one whose
// instance died is taken again once the lease runs out), asks the gateway with no transaction
// open (the embedded PGlite has one connection), then settles the answer. A retry after an outage,
// a lease run out or a crash sends the same idempotency key again: the gateway answers with the
// payout it already made, never a second one.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/client';
import { agents, payouts, users } from '@/server/db/schema';
import {
  GatewayRejectedError,
  GatewayUnavailableError,
  type PayoutBeneficiary,
  type PayoutProvider,
} from '@/server/features/payments';
import { applyAgentPayoutNews } from '@/server/features/agents';
import type { Notify } from '@/server/features/notifications';
import type { FieldCipher } from '@/server/platform/field-encryption';
import type { PollingWorker } from '@/server/platform/jobs';
import { errorForLog } from '@/server/platform/logger';
import { payoutReferenceId, settlePayout, touchShipment } from './settle-payout';

export interface PayoutDeps {
  db: Db;
  gateway: PayoutProvider;
  cipher: FieldCipher;
  notify: Notify;
  log?: FastifyBaseLogger;
}

const DEFAULTS = { intervalMs: 1000, batchSize: 5, leaseMs: 2 * 60_000 };

/** 30 s, 1 min, 2 min, ... up to 30 min between tries while the gateway is unreachable. */
export function payoutRetryMs(sendAttempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, sendAttempts - 1), 30 * 60_000);
}

interface Claimed {
  id: number;
  userId: string | null;
  amountPaise: number;
  idempotencyKey: string;
  sendAttempts: number;
  shipmentId: number | null;
  agentId: number | null;
  agentPayslipId: number | null;
  agentBalanceTransactionId: number | null;
}

/** What the bank statement says (RazorpayX: up to 30 characters). */
function narrationOf(claimed: Claimed): string {
  if (claimed.shipmentId !== null) return `Shipment ${claimed.shipmentId}`;
  if (claimed.agentPayslipId !== null) return `Payslip ${claimed.agentPayslipId}`;
  if (claimed.agentId !== null) return `Agent ${claimed.agentId} balance`;
  return 'Payout';
}

export function payoutSender(
  deps: PayoutDeps,
  options: Partial<typeof DEFAULTS> = {},
): PollingWorker & { poll(): Promise<number> } {
  const settings = { ...DEFAULTS, ...options };
  const { db } = deps;

  async function claim(): Promise<Claimed[]> {
    const result = await db.execute(sql`
      update ${payouts}
         set claimed_until = now() + ${settings.leaseMs}::integer * interval '1 millisecond',
             send_attempts = send_attempts + 1
       where id in (
         select id from ${payouts}
          where status = 'queued'
            and (claimed_until is null or claimed_until < now())
          order by id
          limit ${settings.batchSize}
          for update skip locked)
      returning id, user_id, amount_paise, idempotency_key, send_attempts, shipment_id, agent_id,
                agent_payslip_id, agent_balance_transaction_id`);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
      id: Number(row.id),
      userId: row.user_id === null ? null : String(row.user_id),
      amountPaise: Number(row.amount_paise),
      idempotencyKey: String(row.idempotency_key),
      sendAttempts: Number(row.send_attempts),
      shipmentId: row.shipment_id === null ? null : Number(row.shipment_id),
      agentId: row.agent_id === null ? null : Number(row.agent_id),
      agentPayslipId: row.agent_payslip_id === null ? null : Number(row.agent_payslip_id),
      agentBalanceTransactionId:
        row.agent_balance_transaction_id === null ? null : Number(row.agent_balance_transaction_id),
    }));
  }

  /** Where the money goes, read now: the seller's verified account, or else UPI address. */
  async function sellerOf(userId: string): Promise<PayoutBeneficiary | null> {
    const [seller] = await db.select().from(users).where(eq(users.id, userId));
    if (!seller?.isBankVerified || seller.deletedAt) return null;
    const name =
      seller.bankAccountHolderName ||
      [seller.firstName, seller.lastName].filter(Boolean).join(' ') ||
      'Seller';
    return beneficiary(
      { name, referenceId: seller.id, email: seller.email, phone: seller.mobileNumber },
      seller,
    );
  }

  /** An agent's saved (locked) bank account, or else UPI address. */
  async function agentOf(agentId: number): Promise<PayoutBeneficiary | null> {
    const [agent] = await db.select().from(agents).where(eq(agents.id, agentId));
    if (!agent || agent.deletedAt) return null;
    const name =
      agent.bankAccountHolderName || [agent.firstName, agent.lastName].join(' ').trim() || 'Agent';
    return beneficiary(
      {
        name,
        referenceId: `agent-${agent.id}`,
        email: agent.email,
        phone: agent.mobileNumber,
        contactType: 'vendor',
      },
      agent,
    );
  }

  function beneficiary(
    common: Omit<PayoutBeneficiary, 'account'>,
    saved: {
      bankAccountNumber: string | null;
      bankIFSCCode: string | null;
      upiAddress: string | null;
    },
  ): PayoutBeneficiary | null {
    if (saved.bankAccountNumber && saved.bankIFSCCode) {
      return {
        ...common,
        account: {
          kind: 'bank',
          holderName: common.name,
          ifsc: saved.bankIFSCCode,
          accountNumber: deps.cipher.decryptText(saved.bankAccountNumber),
        },
      };
    }
    return saved.upiAddress
      ? { ...common, account: { kind: 'vpa', address: saved.upiAddress } }
      : null;
  }

  function beneficiaryOf(claimed: Claimed): Promise<PayoutBeneficiary | null> {
    if (claimed.agentId !== null) return agentOf(claimed.agentId);
    if (claimed.userId !== null) return sellerOf(claimed.userId);
    return Promise.resolve(null);
  }

  /** Never left: the reason is for staff, who pay again or by hand. */
  async function fail(claimed: Claimed, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      const failed = await tx
        .update(payouts)
        .set({ status: 'failed', failureReason: reason, claimedUntil: null, updatedAt: sql`now()` })
        .where(sql`${payouts.id} = ${claimed.id} and ${payouts.status} = 'queued'`)
        .returning({ id: payouts.id });
      if (failed.length === 0) return;
      if (claimed.shipmentId !== null) await touchShipment(tx, claimed.shipmentId);
      if (claimed.agentId !== null) {
        await applyAgentPayoutNews(tx, deps.notify, claimed, { reached: 'failed', utr: null });
      }
    });
  }

  async function send(claimed: Claimed): Promise<void> {
    const payee = await beneficiaryOf(claimed);
    if (!payee) {
      return fail(
        claimed,
        claimed.agentId !== null
          ? 'The agent has no bank account or UPI address any more'
          : 'The seller has no verified bank account or UPI address any more',
      );
    }
    try {
      const payout = await deps.gateway.createPayout({
        beneficiary: payee,
        amount: claimed.amountPaise,
        referenceId: payoutReferenceId(claimed.id),
        narration: narrationOf(claimed),
        idempotencyKey: claimed.idempotencyKey,
      });
      await db.transaction((tx) => settlePayout(tx, deps.notify, payout));
    } catch (error) {
      if (error instanceof GatewayRejectedError) {
        // An earlier send whose answer never came may have made it: the gateway then refuses a
        // request that differs under the same key (the payee's details changed meanwhile).
        // Failing it would give the money back, or let staff pay again, though it left.
        if (claimed.sendAttempts > 1) {
          try {
            if (await madeEarlier(claimed)) return;
          } catch (lookup) {
            // Not knowing is not a refusal: asked again later.
            await retryLater(claimed);
            throw lookup;
          }
        }
        deps.log?.error({ err: errorForLog(error), payoutId: claimed.id }, 'payout refused');
        return fail(claimed, `Refused by the gateway (${error.status})`);
      }
      // Unreachable, or a failure of ours after it answered: try again later, same key.
      deps.log?.warn({ err: errorForLog(error), payoutId: claimed.id }, 'payout not sent yet');
      await retryLater(claimed);
      if (!(error instanceof GatewayUnavailableError)) throw error;
    }
  }

  /** Settles the payout an earlier send made, if the gateway has one with our reference. */
  async function madeEarlier(claimed: Claimed): Promise<boolean> {
    const made = await deps.gateway.findPayout(payoutReferenceId(claimed.id));
    if (!made) return false;
    deps.log?.warn({ payoutId: claimed.id }, 'payout made by an earlier send');
    await db.transaction((tx) => settlePayout(tx, deps.notify, made));
    return true;
  }

  /** Sent again after a wait that grows with each try, under the same key. */
  async function retryLater(claimed: Claimed): Promise<void> {
    await db
      .update(payouts)
      .set({
        claimedUntil: sql`now() + ${payoutRetryMs(claimed.sendAttempts)}::integer * interval '1 millisecond'`,
      })
      .where(sql`${payouts.id} = ${claimed.id} and ${payouts.status} = 'queued'`);
  }

  return {
    name: 'payouts',
    intervalMs: settings.intervalMs,
    async poll() {
      const claimed = await claim();
      let firstError: unknown;
      for (const payout of claimed) {
        try {
          await send(payout);
        } catch (error) {
          firstError ??= error;
        }
      }
      if (firstError) throw firstError;
      return claimed.length;
    },
  };
}
