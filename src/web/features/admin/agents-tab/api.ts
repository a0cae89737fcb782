// Admin Agents tab calls (SPEC §7 Admin): the agent list (polled every 5 s, paged on the server),
// the statistics (polled every 10 s), password, status, balance adjustments, payslips and the
// audited document views.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminAgent,
  AdminBalanceChange,
  AgentStatistics,
  BalanceTransaction,
  Payslip,
} from '../../../../domain/agents';
import { TIMING } from '../../../../domain/constants';
import { DEFAULT_PAGE_SIZE, type Page } from '../../../../domain/pagination';
import type { DocumentSide } from '../../../../domain/verification';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../api';

// Under adminKeys.all, so signing in or out of the console clears them with everything else.
export const adminAgentKeys = {
  all: [...adminKeys.all, 'agents'] as const,
  list: [...adminKeys.all, 'agents', 'list'] as const,
  page: (page: number) => [...adminKeys.all, 'agents', 'list', page] as const,
  statistics: [...adminKeys.all, 'agents', 'statistics'] as const,
  payslips: (agentId: number) => [...adminKeys.all, 'agents', 'payslips', agentId] as const,
};

const agentPath = (agentId: number) => `/api/admin/agents/${agentId}`;

export function adminAgentsQuery(page: number) {
  return queryOptions({
    queryKey: adminAgentKeys.page(page),
    queryFn: () =>
      apiGet<Page<AdminAgent>>(`/api/admin/agents?page=${page}&pageSize=${DEFAULT_PAGE_SIZE}`),
    refetchInterval: TIMING.adminListPoll,
    retry: false,
  });
}

export const agentStatisticsQuery = queryOptions({
  queryKey: adminAgentKeys.statistics,
  queryFn: () => apiGet<AgentStatistics>('/api/admin/agent-statistics'),
  refetchInterval: TIMING.agentStatsPoll,
  retry: false,
});

export function useAdminAgents(page: number) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...adminAgentsQuery(page), placeholderData: keepPreviousData });
}

export function useAgentStatistics() {
  return useQuery(agentStatisticsQuery);
}

export function useAdminAgentPayslips(agentId: number, enabled: boolean) {
  return useQuery({
    queryKey: adminAgentKeys.payslips(agentId),
    queryFn: () => apiGet<Payslip[]>(`${agentPath(agentId)}/payslips`),
    enabled,
    // Asked again each time the dialog opens: another admin may have paid one meanwhile.
    refetchOnMount: 'always',
  });
}

function useRefreshAgents() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adminAgentKeys.list });
}

export function useChangeAgentPassword() {
  return useMutation({
    mutationFn: ({ agentId, newPassword }: { agentId: number; newPassword: string }) =>
      apiRequest('PATCH', `${agentPath(agentId)}/password`, { newPassword }),
  });
}

export function useSetAgentStatus() {
  const refresh = useRefreshAgents();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, isActive }: { agentId: number; isActive: boolean }) =>
      apiRequest<AdminAgent>('PATCH', `${agentPath(agentId)}/status`, { isActive }),
    onSettled: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: adminAgentKeys.statistics });
    },
  });
}

export function useAdjustAgentBalance() {
  const refresh = useRefreshAgents();
  return useMutation({
    mutationFn: ({ agentId, change }: { agentId: number; change: AdminBalanceChange }) =>
      apiRequest<BalanceTransaction>('POST', `${agentPath(agentId)}/balance`, change),
    // Also after a failure: a refused reduce may mean the balance changed meanwhile.
    onSettled: refresh,
  });
}

export function usePayPayslip() {
  const refresh = useRefreshAgents();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      agentId,
      payslipId,
      utrNumber,
    }: {
      agentId: number;
      payslipId: number;
      utrNumber: string;
    }) =>
      apiRequest<Payslip>('POST', `${agentPath(agentId)}/payslips/${payslipId}/pay`, {
        utrNumber,
      }),
    onSettled: (_data, _error, { agentId }) => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: adminAgentKeys.payslips(agentId) });
    },
  });
}

/** The decrypted image, streamed by an authorised route; the server records every view. */
export function adminAgentDocumentUrl(agentId: number, side: DocumentSide): string {
  return `${agentPath(agentId)}/aadhar/${side}`;
}
