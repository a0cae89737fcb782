// An agent as the agent and the admin console see it: never the password or the account number.
import { maskAccountNumber } from '@/domain/admin-user';
import type { AgentProfile } from '@/domain/agents';
import type { agents } from '@/server/db/schema';

export type AgentRow = typeof agents.$inferSelect;

export function toAgentProfile(agent: AgentRow, verifiedSignupsCount: number): AgentProfile {
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
    address: agent.address,
    city: agent.city,
    state: agent.state,
    pincode: agent.pincode,
    verifiedSignupsCount,
    createdAt: agent.createdAt.toISOString(),
  };
}

/** A row of the admin list: the agent and the number of signups it claimed. */
export interface ListedAgentRow {
  agent: AgentRow;
  verifiedSignups: number;
}

export function toListedAgent({ agent, verifiedSignups }: ListedAgentRow): AgentProfile {
  return toAgentProfile(agent, Number(verifiedSignups));
}
