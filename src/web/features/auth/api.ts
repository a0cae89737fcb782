// Customer account calls (SPEC §7): signup and signin. The current user is app-wide
// (lib/current-user.ts).
import { useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@/contract/auth';
import { invalidateEndpoints } from '@/web/lib/endpoint-query';
import { useEndpointMutation } from '@/web/lib/endpoint-mutation';

export function useSignup() {
  return useEndpointMutation(authEndpoints.signUp);
}

export function useSignin() {
  const queryClient = useQueryClient();
  return useEndpointMutation(authEndpoints.signIn, {
    // Waits for the fresh user so that "/" renders the dashboard, not the landing page.
    onSuccess: () => invalidateEndpoints(queryClient, [authEndpoints.currentUser]),
  });
}
