// The console's own calls (SPEC §7 Admin): the session every tab stands on, logout, and the
// counts on the tab strip. Each tab's calls live in its feature's api.ts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminAuthEndpoints } from '@/contract/admin-auth';
import { adminListEndpoints } from '@/contract/admin-lists';
import { TIMING } from '@/domain/constants';
import { endpointQuery, removeQueriesUnder } from '@/web/lib/endpoint-query';
import { useEndpointMutation } from '@/web/lib/endpoint-mutation';

/** Every admin call lives under this path: signing in or out forgets all of them. */
export const ADMIN_API_PREFIX = '/api/admin/';

/**
 * Access is checked every time the dashboard opens, never answered from an old cache. A part of an
 * open dashboard that only reads the session (a dialog asking whether payouts are automatic) says
 * `{ recheck: false }`: it takes the session the dashboard checked, not a request per opening.
 */
export function useAdminSession({ recheck = true }: { recheck?: boolean } = {}) {
  return useQuery({
    ...endpointQuery(adminAuthEndpoints.session),
    refetchOnMount: recheck ? 'always' : false,
  });
}

/** The count on every tab (issue 14), polled with the lists. */
export function useAdminCounts() {
  return useQuery({
    ...endpointQuery(adminListEndpoints.adminCounts),
    refetchInterval: TIMING.adminListPoll,
    retry: false,
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useEndpointMutation(adminAuthEndpoints.logOut, {
    onSettled: () => removeQueriesUnder(queryClient, ADMIN_API_PREFIX),
  });
}
