// Erasing an agent's account (docs/privacy.md, decision 0022), whoever asks: the agent from their
// profile (delete-agent-account.ts, after the password) or staff on the agent's request
// (erase-agent-on-request.ts; a deactivated agent cannot sign in to do it). Refused while a
// payslip with money in it is unpaid: it is paid to the bank details this would erase. A balance
// not yet on a payslip is given up. Otherwise, in one transaction: the person's columns are erased
// and the account switched off for good, the ledger, payslips and referrals stay under the agent's
// id and code (the pseudonym; the balance chain stays whole, and the customers they claimed stay
// claimed), notifications and requests to change locked details (their reasons are the agent's
// words) go, every agent session ends, and the act is audited with who did it. Files are deleted
// after commit (stored-files.ts).
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { erasedEmail } from '@/domain/privacy.schema';
import type { Db } from '@/server/db/client';
import {
  agentChangeRequests,
  agentPayslips,
  agents,
  notifications,
  payouts,
} from '@/server/db/schema';
import { recordAudit } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { UNUSABLE_PASSWORD } from '@/server/platform/passwords';
import { destroySessionsOf } from '@/server/platform/sessions';
import type { FileStorage } from '@/server/platform/storage';
import { ALL_CHANNELS_OFF, ERASED_BANK } from './erased-values';
import { keysOfUrls, presentKeys, removeFiles } from './stored-files';

/** Who erases: the agent themself, or a member of staff with the agent's request as the reason. */
export type AgentEraser = { by: 'agent' } | { by: 'staff'; adminId: string; reason: string };

export async function eraseAgent(
  deps: { db: Db; storage: FileStorage },
  agentId: number,
  eraser: AgentEraser,
): Promise<{ files: number }> {
  const { files } = await deps.db.transaction(async (tx) => {
    // The row lock is the one every balance change takes (ledger.ts): no payout slips past.
    const [agent] = await tx.select().from(agents).where(eq(agents.id, agentId)).for('update');
    // The agent's own session of an erased or vanished account reads as no session.
    if (eraser.by === 'agent' && (!agent || agent.deletedAt)) throw appError('UNAUTHENTICATED');
    if (!agent) throw appError('AGENT_NOT_FOUND');
    if (agent.deletedAt) throw appError('AGENT_ALREADY_ERASED');
    const unpaid = await tx
      .select({ id: agentPayslips.id })
      .from(agentPayslips)
      .where(
        and(
          eq(agentPayslips.agentId, agentId),
          eq(agentPayslips.paymentStatus, 'pending'),
          gt(agentPayslips.totalAmount, '0'),
        ),
      )
      .limit(1);
    if (unpaid.length > 0) throw appError('DELETE_PAYOUT_PENDING');
    // A payout through the gateway (a payslip's, a Reduce of the balance) the bank has not
    // confirmed with its UTR could still come back, to an account with no bank details left
    // (issue 22).
    const unconfirmed = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(
        and(
          eq(payouts.agentId, agentId),
          or(
            inArray(payouts.status, ['queued', 'processing']),
            and(eq(payouts.status, 'processed'), isNull(payouts.utr)),
          ),
        ),
      )
      .limit(1);
    if (unconfirmed.length > 0) throw appError('DELETE_PAYOUT_PENDING');

    await tx.delete(notifications).where(eq(notifications.agentId, agentId));
    await tx.delete(agentChangeRequests).where(eq(agentChangeRequests.agentId, agentId));
    const hadDocuments = Boolean(agent.aadharFrontUrl || agent.aadharBackUrl);
    await tx
      .update(agents)
      .set({
        firstName: '',
        lastName: '',
        email: erasedEmail('agent', String(agentId)),
        mobileNumber: '',
        hashedPassword: UNUSABLE_PASSWORD,
        isActive: false,
        profileImageUrl: null,
        aadharFrontUrl: null,
        aadharBackUrl: null,
        ...(hadDocuments ? { aadharDeletedAt: sql`now()` } : {}),
        ...ERASED_BANK,
        address: '',
        city: '',
        state: '',
        pincode: '',
        language: 'en',
        notificationPreferences: ALL_CHANNELS_OFF,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(agents.id, agentId));
    await destroySessionsOf(tx, 'agent', String(agentId));
    const fileKeys = [
      ...keysOfUrls([agent.profileImageUrl]),
      ...presentKeys([agent.aadharFrontUrl, agent.aadharBackUrl]),
    ];
    await recordAudit(tx, {
      ...(eraser.by === 'agent'
        ? { actorType: 'agent', actorId: String(agentId), details: { files: fileKeys.length } }
        : {
            actorType: 'admin',
            actorId: eraser.adminId,
            // The reason is free text (it may name how the agent wrote in): kept here only, never
            // in the Audit tab's summary (audit-mapper.ts keeps named harmless facts).
            details: {
              files: fileKeys.length,
              onRequest: true,
              by: 'staff',
              reason: eraser.reason,
            },
          }),
      action: 'account.deleted',
      targetType: 'agent',
      targetId: agentId,
    });
    return { files: fileKeys };
  });
  await removeFiles(deps.storage, files);
  return { files: files.length };
}
