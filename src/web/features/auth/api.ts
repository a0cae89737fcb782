// Customer account calls (SPEC §7): the current user, signup and signin.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SigninRequest, SignupRequest } from '../../../domain/auth-schemas';
import { TIMING } from '../../../domain/constants';
import type { PublicUser } from '../../../domain/user';
import { apiGet, apiRequest } from '../../lib/api-client';

export const authUserQuery = queryOptions({
  queryKey: ['auth', 'user'] as const,
  // A 401 is the signed-out state, not an error (SPEC §4).
  queryFn: () => apiGet<PublicUser>('/api/auth/user', { on401: 'returnNull' }),
  staleTime: TIMING.userFresh,
});

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

export function useSignup() {
  return useMutation({
    mutationFn: (request: SignupRequest) => apiRequest('POST', '/api/auth/signup', request),
  });
}

export function useSignin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SigninRequest) => apiRequest('POST', '/api/auth/signin', request),
    // Waits for the fresh user so that "/" renders the dashboard, not the landing page.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey }),
  });
}
