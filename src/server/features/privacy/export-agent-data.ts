// GET /api/agent/data-export: what is held about the signed-in agent. Columns picked by name: no
// password hash, no session, no ciphertext, the bank account masked as the profile shows it; the
// customers the agent claimed appear only as the claim and its date (they are other people), and
// the admin who changed a balance is not named.
import { asc, desc, eq } from 'drizzle-orm';
import { maskAccountNumber } from '@/domain/admin-user.schema';
import type { AgentExport } from '@/domain/privacy.schema';
import type { Db } from '@/server/db/client';
import {
  agentBalanceTransactions,
  agentChangeRequests,
  agentPayslips,
  agentReferrals,
  agents,
  notifications,
} from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import { exportedNotifications, iso } from './export-parts';

export async function exportAgentData(db: Db, agentId: number): Promise<AgentExport> {
  const [[agent], ledger, payslips, referrals, changes, notices] = await Promise.all([
    db.select().from(agents).where(eq(agents.id, agentId)),
    db
      .select()
      .from(agentBalanceTransactions)
      .where(eq(agentBalanceTransactions.agentId, agentId))
      .orderBy(asc(agentBalanceTransactions.id)),
    db
      .select()
      .from(agentPayslips)
      .where(eq(agentPayslips.agentId, agentId))
      .orderBy(asc(agentPayslips.year), asc(agentPayslips.month)),
    db
      .select({ id: agentReferrals.id, createdAt: agentReferrals.createdAt })
      .from(agentReferrals)
      .where(eq(agentReferrals.agentId, agentId))
      .orderBy(asc(agentReferrals.id)),
    db
      .select()
      .from(agentChangeRequests)
      .where(eq(agentChangeRequests.agentId, agentId))
      .orderBy(asc(agentChangeRequests.id)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.agentId, agentId))
      .orderBy(desc(notifications.id)),
  ]);
  if (!agent) throw appError('UNAUTHENTICATED');
  return {
    exportedAt: new Date().toISOString(),
    kind: 'agent',
    consent: { version: agent.consentVersion, at: iso(agent.consentedAt) },
    profile: {
      id: agent.id,
      agentCode: agent.agentCode,
      firstName: agent.firstName,
      lastName: agent.lastName,
      email: agent.email,
      mobileNumber: agent.mobileNumber,
      address: agent.address,
      city: agent.city,
      state: agent.state,
      pincode: agent.pincode,
      isActive: agent.isActive,
      joiningBonus: agent.joiningBonus,
      currentBalance: agent.currentBalance,
      profileImageUrl: agent.profileImageUrl,
      aadharImagesHeld: Boolean(agent.aadharFrontUrl || agent.aadharBackUrl),
      aadharSavedAt: iso(agent.aadharSavedAt),
      aadharDeletedAt: iso(agent.aadharDeletedAt),
      bankAccountHolderName: agent.bankAccountHolderName,
      bankAccountMasked: maskAccountNumber(agent.bankAccountLast4),
      bankIFSCCode: agent.bankIFSCCode,
      upiAddress: agent.upiAddress,
      createdAt: iso(agent.createdAt),
      updatedAt: iso(agent.updatedAt),
    },
    balanceTransactions: ledger.map((entry) => ({
      id: entry.id,
      transactionType: entry.transactionType,
      amount: entry.amount,
      balanceBefore: entry.balanceBefore,
      balanceAfter: entry.balanceAfter,
      utrNumber: entry.utrNumber,
      // What the entry is (its English is the description); referrals are named by the description.
      kind: entry.kind,
      payslipId: entry.payslipId,
      description: entry.description,
      createdAt: iso(entry.createdAt),
    })),
    payslips: payslips.map((payslip) => ({
      id: payslip.id,
      month: payslip.month,
      year: payslip.year,
      joiningBonus: payslip.joiningBonus,
      referralBonus: payslip.referralBonus,
      totalAmount: payslip.totalAmount,
      verifiedSignupsCount: payslip.verifiedSignupsCount,
      paymentStatus: payslip.paymentStatus,
      paidAt: iso(payslip.paidAt),
      utrNumber: payslip.utrNumber,
      createdAt: iso(payslip.createdAt),
    })),
    referrals: referrals.map((referral) => ({
      id: referral.id,
      createdAt: iso(referral.createdAt),
    })),
    // Who decided is staff: not named, like the admin of a balance change.
    changeRequests: changes.map((change) => ({
      id: change.id,
      kind: change.kind,
      reason: change.reason,
      status: change.status,
      createdAt: iso(change.createdAt),
      decidedAt: iso(change.decidedAt),
      usedAt: iso(change.usedAt),
    })),
    ...exportedNotifications(notices, agent),
  };
}
