// An agent as the agent and the admin console see it: never the password or the account number.
import { maskAccountNumber } from '@/domain/admin-user.schema';
import type { AgentChange, AgentProfile } from '@/domain/agents.schema';
import type { agents } from '@/server/db/schema';
import type { ChangeRequestRow, ChangesOf } from './change-request-repository';

export type AgentRow = typeof agents.$inferSelect;

export function toAgentProfile(
  agent: AgentRow,
  verifiedSignupsCount: number,
  changes: ChangesOf = new Map(),
): AgentProfile {
  const current = changes.get(agent.id);
  return {
    id: agent.id,
    firstName: agent.firstName,
    lastName: agent.lastName,
    email: agent.email,
    mobileNumber: agent.mobileNumber,
    agentCode: agent.agentCode,
    isActive: agent.isActive,
    joiningBonus: agent.joiningBonus,
    currentBalance: agent.currentBalance,
    profileImageUrl: agent.profileImageUrl,
    // Images deleted after the retention period still count as saved: they stay locked.
    hasAadharFront: Boolean(agent.aadharFrontUrl || agent.aadharDeletedAt),
    hasAadharBack: Boolean(agent.aadharBackUrl || agent.aadharDeletedAt),
    aadharDeletedAt: agent.aadharFrontUrl ? null : (agent.aadharDeletedAt?.toISOString() ?? null),
    bankAccountMasked: maskAccountNumber(agent.bankAccountLast4),
    bankIFSCCode: agent.bankIFSCCode,
    bankAccountHolderName: agent.bankAccountHolderName,
    upiAddress: agent.upiAddress,
    bankChange: toAgentChange(current?.bank),
    aadharChange: toAgentChange(current?.aadhar),
    address: agent.address,
    city: agent.city,
    state: agent.state,
    pincode: agent.pincode,
    verifiedSignupsCount,
    createdAt: agent.createdAt.toISOString(),
    erasedAt: agent.deletedAt?.toISOString() ?? null,
  };
}

function toAgentChange(row: ChangeRequestRow | undefined): AgentChange | null {
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A row of the admin list: the agent and the number of signups it claimed. */
export interface ListedAgentRow {
  agent: AgentRow;
  verifiedSignups: number;
}

export function toListedAgent(
  { agent, verifiedSignups }: ListedAgentRow,
  changes: ChangesOf,
): AgentProfile {
  return toAgentProfile(agent, Number(verifiedSignups), changes);
}
