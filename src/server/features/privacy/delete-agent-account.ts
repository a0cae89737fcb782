// POST /api/agent/delete-account: the agent erases their account (docs/privacy.md, decision
// 0022). Refused while a payslip with money in it is unpaid: it is paid to the bank details this
// would erase. A balance not yet on a payslip is given up (the dialog says so). Otherwise, in one
// transaction: the person's columns are erased and the account switched off for good, the ledger,
// payslips and referrals stay under the agent's id and code (the pseudonym; the balance chain
// stays whole, and the customers they claimed stay claimed), notifications and requests to change
// locked details (their reasons are the agent's words) go, every agent
// session ends, and the act is audited. Files are deleted after commit (stored-files.ts).
import { and, eq, gt, sql } from 'drizzle-orm';
import { erasedEmail } from '@/domain/privacy';
import type { Db } from '@/server/db/client';
import { agentChangeRequests, agentPayslips, agents, notifications } from '@/server/db/schema';
import { recordAudit } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { UNUSABLE_PASSWORD, verifyPassword } from '@/server/platform/passwords';
import { destroySessionsOf } from '@/server/platform/sessions';
import type { FileStorage } from '@/server/platform/storage';
import { ALL_CHANNELS_OFF, ERASED_BANK } from './erased-values';
import { keysOfUrls, presentKeys, removeFiles } from './stored-files';

export async function deleteAgentAccount(
  deps: { db: Db; storage: FileStorage },
  agentId: number,
  password: string,
): Promise<{ files: number }> {
  const [stored] = await deps.db
    .select({ password: agents.hashedPassword })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!(await verifyPassword(stored?.password ?? null, password))) {
    throw appError('DELETE_PASSWORD_WRONG');
  }
  const { files } = await deps.db.transaction(async (tx) => {
    // The row lock is the one every balance change takes (ledger.ts): no payout slips past.
    const [agent] = await tx.select().from(agents).where(eq(agents.id, agentId)).for('update');
    if (!agent || agent.deletedAt) throw appError('UNAUTHENTICATED');
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
      actorType: 'agent',
      actorId: String(agentId),
      action: 'account.deleted',
      targetType: 'agent',
      targetId: agentId,
      details: { files: fileKeys.length },
    });
    return { files: fileKeys };
  });
  await removeFiles(deps.storage, files);
  return { files: files.length };
}
