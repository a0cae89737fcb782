// Agent programme calls (SPEC §7 Agent). The agent session is its own cookie (docs/decisions/0001):
// GET /api/agent/profile answering 401 means "no agent signed in", not an error (SPEC §4).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgentBank,
  AgentProfile,
  AgentSignup,
  BalanceTransaction,
  LeaderboardRow,
  Payslip,
  VerifyUserResult,
} from '../../../domain/agents';
import type { DocumentSide } from '../../../domain/verification';
import { apiGet, apiRequest, apiUpload } from '../../lib/api-client';

export interface VerifiedSignup {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  createdAt: string;
}

export const agentKeys = {
  all: ['agent'] as const,
  profile: ['agent', 'profile'] as const,
  balanceTransactions: ['agent', 'balance-transactions'] as const,
  verifiedSignups: ['agent', 'verified-signups'] as const,
  payslips: ['agent', 'payslips'] as const,
  leaderboard: ['agent', 'leaderboard'] as const,
};

export const agentProfileQuery = queryOptions({
  queryKey: agentKeys.profile,
  queryFn: () => apiGet<AgentProfile>('/api/agent/profile', { on401: 'returnNull' }),
});

export const balanceTransactionsQuery = queryOptions({
  queryKey: agentKeys.balanceTransactions,
  queryFn: () => apiGet<BalanceTransaction[]>('/api/agent/balance-transactions'),
});

export const verifiedSignupsQuery = queryOptions({
  queryKey: agentKeys.verifiedSignups,
  queryFn: () => apiGet<VerifiedSignup[]>('/api/agent/verified-signups'),
});

export const payslipsQuery = queryOptions({
  queryKey: agentKeys.payslips,
  queryFn: () => apiGet<Payslip[]>('/api/agent/payslips'),
});

export const leaderboardQuery = queryOptions({
  queryKey: agentKeys.leaderboard,
  queryFn: () => apiGet<LeaderboardRow[]>('/api/agent/competition-leaderboard'),
});

/** The signed-in agent: data, null when signed out, undefined while loading. */
export function useAgentProfile() {
  // Asked again whenever an agent page opens: an admin may have changed the balance meanwhile.
  return useQuery({ ...agentProfileQuery, refetchOnMount: 'always' });
}

export function useBalanceTransactions() {
  return useQuery({ ...balanceTransactionsQuery, refetchOnMount: 'always' });
}

export function useVerifiedSignups() {
  return useQuery(verifiedSignupsQuery);
}

export function usePayslips() {
  return useQuery(payslipsQuery);
}

export function useLeaderboard() {
  return useQuery({ ...leaderboardQuery, refetchOnMount: 'always' });
}

export interface AgentSignupRequest {
  fields: AgentSignup;
  profilePhoto: File;
  onProgress?: (fraction: number) => void;
}

export function useAgentSignup() {
  return useMutation({
    mutationFn: ({ fields, profilePhoto, onProgress }: AgentSignupRequest) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append('profilePhoto', profilePhoto, profilePhoto.name);
      return apiUpload<{ message: string; agent: AgentProfile }>('/api/agent/signup', body, {
        onProgress,
      });
    },
  });
}

export function useAgentSignin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { email: string; password: string }) =>
      apiRequest<{ message: string; agent: AgentProfile }>('POST', '/api/agent/signin', request),
    onSuccess: ({ agent }) => {
      // Another agent may have used this tab before: nothing of theirs may show.
      queryClient.removeQueries({ queryKey: agentKeys.all });
      queryClient.setQueryData(agentKeys.profile, agent);
    },
  });
}

/** Signing out is a full navigation: the server ends the session and sends to /agent/signin. */
export const AGENT_LOGOUT_URL = '/api/agent/logout';

export function useVerifyUser() {
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<VerifyUserResult>('POST', '/api/agent/verify-user', { userId }),
  });
}

export function useClaimSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<{ message: string; currentBalance: string }>(
        'POST',
        '/api/agent/add-verified-signup',
        { userId },
      ),
    onSuccess: ({ currentBalance }) => {
      queryClient.setQueryData<AgentProfile | null>(agentKeys.profile, (agent) =>
        agent
          ? { ...agent, currentBalance, verifiedSignupsCount: agent.verifiedSignupsCount + 1 }
          : agent,
      );
    },
    // Also after a failure: a 409 may mean someone else claimed first, so the lists are old.
    onSettled: () => {
      for (const queryKey of [
        agentKeys.profile,
        agentKeys.balanceTransactions,
        agentKeys.verifiedSignups,
        agentKeys.leaderboard,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

function useProfileUpdate() {
  const queryClient = useQueryClient();
  return (agent: AgentProfile) => queryClient.setQueryData(agentKeys.profile, agent);
}

export function useUpdateAgentPhoto() {
  const onAgent = useProfileUpdate();
  return useMutation({
    mutationFn: (photo: File) => {
      const body = new FormData();
      body.append('profilePhoto', photo, photo.name);
      return apiUpload<AgentProfile>('/api/agent/update-profile-photo', body);
    },
    onSuccess: onAgent,
  });
}

export interface AgentDocuments {
  front: File;
  back: File;
  onProgress?: (fraction: number) => void;
}

export function useUpdateAgentAadhar() {
  const onAgent = useProfileUpdate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ front, back, onProgress }: AgentDocuments) => {
      const body = new FormData();
      body.append('aadharFront', front, front.name);
      body.append('aadharBack', back, back.name);
      return apiUpload<AgentProfile>('/api/agent/update-aadhar', body, { onProgress });
    },
    onSuccess: onAgent,
    // A 409 means they were saved already (another tab): show the saved state.
    onError: () => void queryClient.invalidateQueries({ queryKey: agentKeys.profile }),
  });
}

export function useUpdateAgentBank() {
  const onAgent = useProfileUpdate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bank: AgentBank) =>
      apiRequest<AgentProfile>('POST', '/api/agent/update-bank-details', bank),
    onSuccess: onAgent,
    onError: () => void queryClient.invalidateQueries({ queryKey: agentKeys.profile }),
  });
}

/** The agent's own decrypted document; same origin, so the agent cookie goes with an <img>. */
export function ownAgentDocumentUrl(side: DocumentSide): string {
  return `/api/agent/aadhar/${side}`;
}
