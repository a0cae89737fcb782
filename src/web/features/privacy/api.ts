// Privacy calls (issue 15) for a seller (/api/profile/...) and an agent (/api/agent/...): where
// "Download my data" points, and the account deletion, after which nothing of the account may
// stay in the page's cache.
import { useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@/contract/auth';
import { privacyEndpoints } from '@/contract/privacy';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';
import { endpointKey } from '@/web/lib/endpoint-query';

export type Audience = 'customer' | 'agent';

export const PRIVACY_ENDPOINTS = {
  customer: { exportData: privacyEndpoints.sellerExport, remove: privacyEndpoints.sellerDelete },
  agent: { exportData: privacyEndpoints.agentExport, remove: privacyEndpoints.agentDelete },
} as const;

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
