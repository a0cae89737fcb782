// Privacy calls (issue 15) for a seller (/api/profile/...) and an agent (/api/agent/...): where
// "Download my data" points and the session read asked before it, and the account deletion, after
// which nothing of the account may stay in the page's cache.
import { useQueryClient } from '@tanstack/react-query';
import type { agentEndpoints } from '@/contract/agents';
import { authEndpoints } from '@/contract/auth';
import { privacyEndpoints } from '@/contract/privacy';
import { ApiError, callEndpoint } from '@/web/lib/api-client';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';
import { endpointKey } from '@/web/lib/endpoint-query';
import type { SessionCheck } from '@/web/lib/session-checked-download';

export type Audience = 'customer' | 'agent';

export const PRIVACY_ENDPOINTS = {
  customer: { exportData: privacyEndpoints.sellerExport, remove: privacyEndpoints.sellerDelete },
  agent: { exportData: privacyEndpoints.agentExport, remove: privacyEndpoints.agentDelete },
} as const;

/**
 * The read an app takes as "who is signed in", where a 401 answers null: its signed-out state.
 * The app passes its own (app/pages): the customer app's GET /api/auth/user (lib/current-user.ts:
 * null shows the signed-out routes, where /profile says so and goes to /api/login after 500 ms),
 * the agent pages' GET /api/agent/profile (features/agents/api.ts: null shows Access Denied with
 * the sign-in link). Passed rather than imported here: the agent contract stays off /profile.
 */
export type SessionRead = typeof authEndpoints.currentUser | typeof agentEndpoints.profile;

/**
 * Asks the session read again before "Download my data" starts (lib/session-checked-download.ts):
 * a 401 puts that read's signed-out state in place, so the page shows what it shows anyone signed
 * out; any other failure goes to `otherwise` (a message).
 */
export function useSessionReadCheck(
  read: SessionRead,
  otherwise: (error: unknown) => void,
): SessionCheck {
  const queryClient = useQueryClient();
  return {
    check: () => callEndpoint(read),
    onFailure: (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        queryClient.setQueryData(endpointKey(read), null);
      } else {
        otherwise(error);
      }
    },
  };
}

/** Deletes the signed-in account; on success every cached answer is forgotten (signed out). */
export function useDeleteAccount(audience: Audience) {
  const queryClient = useQueryClient();
  return useMappedMutation(
    PRIVACY_ENDPOINTS[audience].remove,
    (password: string) => ({ body: { password } }),
    {
      onSuccess: () => {
        queryClient.removeQueries({
          predicate: (query) => query.queryKey[0] !== authEndpoints.currentUser.path,
        });
        // The signed-out state of the current-user read (a 401 answers null).
        queryClient.setQueryData(endpointKey(authEndpoints.currentUser), null);
      },
    },
  );
}
