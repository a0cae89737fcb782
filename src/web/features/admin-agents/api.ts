// Admin Agents tab calls (SPEC §7 Admin), typed by the agents contract: the agent list (polled
// every 5 s, paged on the server), the statistics (polled every 10 s), password, status, balance
// adjustments, payslips, the audited document views and erasing an agent on request. All live under /api/admin/, so signing in
// or out of the console forgets them with everything else.
import { useQuery } from '@tanstack/react-query';
import { agentEndpoints as api } from '@/contract/agents';
import { privacyEndpoints } from '@/contract/privacy';
import type { AgentChangeDecision } from '@/domain/agent-kinds';
import type { AdminBalanceChange } from '@/domain/agents.schema';
import { TIMING } from '@/domain/constants';
import type { DocumentSide } from '@/domain/verification-inputs';
import { urlOf } from '@/web/lib/api-client';
import type { ListFilters } from '@/domain/admin-list-filters';
import { useConsoleList } from '@/web/console/list-query';
import { endpointQuery } from '@/web/lib/endpoint-query';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';
import { payoutUnderWay } from '@/web/components/agents/payslip-summary';

export function useAdminAgents(page: number, filters: ListFilters = {}) {
  return useConsoleList(api.listAgents, page, filters);
}

export function useAgentStatistics() {
  return useQuery({
    ...endpointQuery(api.agentStatistics),
    refetchInterval: TIMING.agentStatsPoll,
    retry: false,
  });
}

export function useAdminAgentPayslips(agentId: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery(api.listAgentPayslips, { params: { id: agentId } }),
    enabled,
    // Asked again each time the dialog opens: another admin may have paid one meanwhile.
    refetchOnMount: 'always',
    // While a payout through the gateway is on its way, its news comes from the bank (issue 22).
    refetchInterval: (query) =>
      query.state.data?.some(payoutUnderWay) ? TIMING.adminListPoll : false,
  });
}

export function useChangeAgentPassword(agentId: number) {
  return useMappedMutation(api.changeAgentPassword, (newPassword: string) => ({
    params: { id: agentId },
    body: { newPassword },
  }));
}

export function useSetAgentStatus() {
  return useMappedMutation(
    api.changeAgentStatus,
    ({ agentId, isActive }: { agentId: number; isActive: boolean }) => ({
      params: { id: agentId },
      body: { isActive },
    }),
    { invalidates: [api.listAgents, api.agentStatistics] },
  );
}

export function useAdjustAgentBalance() {
  return useMappedMutation(
    api.adjustBalance,
    ({ agentId, change }: { agentId: number; change: AdminBalanceChange }) => ({
      params: { id: agentId },
      body: change,
    }),
    // Also after a failure: a refused reduce may mean the balance changed meanwhile.
    { invalidates: [api.listAgents] },
  );
}

export function usePayPayslip() {
  return useMappedMutation(
    api.payPayslip,
    ({
      agentId,
      payslipId,
      utrNumber,
    }: {
      agentId: number;
      payslipId: number;
      /** Empty: the app pays through the gateway (payouts on). */
      utrNumber: string;
    }) => ({
      params: { id: agentId, payslipId },
      body: { utrNumber },
    }),
    // Every agent's payslips share the endpoint's key: the open dialog's list is among them.
    { invalidates: [api.listAgents, api.listAgentPayslips] },
  );
}

/** Approves (unlocks once) or declines an agent's change request (issue 15; audited). */
export function useDecideAgentChange() {
  return useMappedMutation(
    api.decideChangeRequest,
    ({
      agentId,
      requestId,
      decision,
    }: {
      agentId: number;
      requestId: number;
      decision: AgentChangeDecision;
    }) => ({ params: { id: agentId, requestId }, body: { decision } }),
    // Also after a failure: another admin may have decided it meanwhile.
    { invalidates: [api.listAgents] },
  );
}

/** Staff erase an agent on the agent's request (issue 15; audited with the reason). */
export function useEraseAgent() {
  return useMappedMutation(
    privacyEndpoints.adminAgentDelete,
    ({ agentId, reason }: { agentId: number; reason: string }) => ({
      params: { id: agentId },
      body: { reason },
    }),
    // Also after a failure: another admin may have erased or paid meanwhile.
    { invalidates: [api.listAgents, api.agentStatistics] },
  );
}

/** The decrypted image, streamed by an authorised route; the server records every view. */
export function adminAgentDocumentUrl(agentId: number, side: DocumentSide): string {
  return urlOf(api.agentDocument, { params: { id: agentId, side } });
}
