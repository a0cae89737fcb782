// The signed-in customer, app-wide (SPEC §4 authentication): GET /api/auth/user, where a 401 is
// the signed-out state, not an error. The router, the header and every signed-in screen read it
// from here; a call that answers with the fresh user (a photo, the identity documents, the bank
// details) puts it in place at once.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@/contract/auth';
import { TIMING } from '@/domain/constants';
import type { PublicUser } from '@/domain/user.schema';
import { endpointKey, invalidateEndpoints, signedInQuery } from './endpoint-query';

export const authUserQuery = {
  ...signedInQuery(authEndpoints.currentUser),
  staleTime: TIMING.userFresh,
};

export interface AuthState {
  user: PublicUser | null;
  isLoading: boolean;
}

export function useAuthUser(): AuthState {
  const query = useQuery(authUserQuery);
  // Any other failure (server down) is shown as signed out: the landing page still works.
  return { user: query.data ?? null, isLoading: query.isPending };
}

/** The signed-in customer; only for screens that are rendered for signed-in users. */
export function useSignedInUser(): PublicUser {
  const { user } = useAuthUser();
  if (!user) throw new Error('useSignedInUser() used on a signed-out screen');
  return user;
}

/**
 * Puts a user the server answered with in place of the cached one (the page flips state without
 * waiting), then asks for it again.
 */
export function useReplaceCurrentUser(): (user: PublicUser) => void {
  const queryClient = useQueryClient();
  return (user: PublicUser) => {
    queryClient.setQueryData(endpointKey(authEndpoints.currentUser), user);
    void invalidateEndpoints(queryClient, [authEndpoints.currentUser]);
  };
}

/**
 * A prerendered page: the server sent it to a request without a session cookie, so the reader is
 * signed out, as the HTML was drawn. Asked again all the same (a page from the worker's cache may
 * be older than a sign-in), by the page's own query as it mounts: the answer is marked stale here,
 * before the first render. Asked from outside after hydrating, the query's state changed under the
 * first render and Preact drew the whole page a second time.
 */
export function assumeSignedOut(queryClient: QueryClient): void {
  const currentUser = endpointKey(authEndpoints.currentUser);
  queryClient.setQueryData(currentUser, null);
  void queryClient.invalidateQueries({ queryKey: currentUser, refetchType: 'none' });
}
