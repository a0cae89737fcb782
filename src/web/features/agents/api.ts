// Agent programme calls (SPEC §7 Agent), typed by the agents contract. The agent session is its
// own cookie (docs/decisions/0001): GET /api/agent/profile answering 401 means "no agent signed
// in", not an error (SPEC §4).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentEndpoints as api } from '@/contract/agents';
import type {
  AgentBank,
  AgentChangeRequestInput,
  AgentProfile,
  AgentSignup,
} from '@/domain/agents.schema';
import type { DocumentSide } from '@/domain/verification-inputs';
import {
  identityFormData,
  type IdentityDocuments,
} from '@/web/components/documents/identity-documents';
import { uploadToEndpoint, urlOf } from '@/web/lib/api-client';
import {
  endpointKey,
  endpointQuery,
  removeQueriesUnder,
  signedInQuery,
} from '@/web/lib/endpoint-query';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';

/** Every agent call lives under this path: signing in or out forgets all of them. */
export const AGENT_API_PREFIX = '/api/agent/';

const PROFILE_KEY = endpointKey(api.profile);

/** The signed-in agent: data, null when signed out, undefined while loading. */
export function useAgentProfile() {
  // Asked again whenever an agent page opens: an admin may have changed the balance meanwhile.
  return useQuery({ ...signedInQuery(api.profile), refetchOnMount: 'always' });
}

export function useBalanceTransactions() {
  return useQuery({ ...endpointQuery(api.listBalanceTransactions), refetchOnMount: 'always' });
}

export function useVerifiedSignups() {
  return useQuery(endpointQuery(api.listVerifiedSignups));
}

export function usePayslips() {
  return useQuery(endpointQuery(api.listPayslips));
}

export function useLeaderboard() {
  return useQuery({ ...endpointQuery(api.leaderboard), refetchOnMount: 'always' });
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
      return uploadToEndpoint(api.signUp, { body }, { onProgress });
    },
  });
}

export function useAgentSignin() {
  const queryClient = useQueryClient();
  return useMappedMutation(
    api.signIn,
    (credentials: { email: string; password: string }) => ({ body: credentials }),
    {
      onSuccess: ({ agent }) => {
        // Another agent may have used this tab before: nothing of theirs may show.
        removeQueriesUnder(queryClient, AGENT_API_PREFIX);
        queryClient.setQueryData(PROFILE_KEY, agent);
      },
    },
  );
}

/** Signing out is a full navigation: the server ends the session and sends to /agent/signin. */
export const AGENT_LOGOUT_URL = urlOf(api.logOut);

/** Forgets the signed-out agent's answers as the sign-out navigation starts. */
export function useForgetAgent() {
  const queryClient = useQueryClient();
  return () => removeQueriesUnder(queryClient, AGENT_API_PREFIX);
}

export function useVerifyUser() {
  return useMappedMutation(api.verifyUser, (userId: string) => ({ body: { userId } }));
}

export function useClaimSignup() {
  const queryClient = useQueryClient();
  return useMappedMutation(api.claimSignup, (userId: string) => ({ body: { userId } }), {
    onSuccess: ({ currentBalance }) => {
      queryClient.setQueryData<AgentProfile | null>(PROFILE_KEY, (agent) =>
        agent
          ? { ...agent, currentBalance, verifiedSignupsCount: agent.verifiedSignupsCount + 1 }
          : agent,
      );
    },
    // Also after a failure: a 409 may mean someone else claimed first, so the lists are old.
    invalidates: [
      api.profile,
      api.listBalanceTransactions,
      api.listVerifiedSignups,
      api.leaderboard,
    ],
  });
}

function useProfileUpdate() {
  const queryClient = useQueryClient();
  return (agent: AgentProfile) => queryClient.setQueryData(PROFILE_KEY, agent);
}

export function useUpdateAgentPhoto() {
  const onAgent = useProfileUpdate();
  return useMutation({
    mutationFn: (photo: File) => {
      const body = new FormData();
      body.append('profilePhoto', photo, photo.name);
      return uploadToEndpoint(api.updateProfilePhoto, { body });
    },
    onSuccess: onAgent,
  });
}

export function useUpdateAgentAadhar() {
  const onAgent = useProfileUpdate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documents: IdentityDocuments) =>
      uploadToEndpoint(api.saveDocuments, { body: identityFormData(documents) }, documents),
    onSuccess: onAgent,
    // A 409 means they were saved already (another tab): show the saved state.
    onError: () => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

export function useUpdateAgentBank() {
  const onAgent = useProfileUpdate();
  const queryClient = useQueryClient();
  return useMappedMutation(api.saveBankDetails, (bank: AgentBank) => ({ body: bank }), {
    onSuccess: onAgent,
    onError: () => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

/** Asks staff to unlock saved bank details or Aadhaar images (issue 15). */
export function useRequestAgentChange() {
  const onAgent = useProfileUpdate();
  const queryClient = useQueryClient();
  return useMappedMutation(
    api.requestChange,
    (request: AgentChangeRequestInput) => ({ body: request }),
    {
      onSuccess: onAgent,
      // A 409 means a request is open already or staff just unlocked them: show where it stands.
      onError: () => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
    },
  );
}

/** The agent's own decrypted document; same origin, so the agent cookie goes with an <img>. */
export function ownAgentDocumentUrl(side: DocumentSide): string {
  return urlOf(api.document, { params: { side } });
}
