// Named staff calls (issue 14, decision 0026): which sign-ins /superman offers, staff sign-in,
// and the signed-in admin's own two-step sign-in.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminAuthEndpoints as api } from '@/contract/admin-auth';
import type { StaffLogin } from '@/domain/staff-schemas';
import { endpointQuery, removeQueriesUnder } from '@/web/lib/endpoint-query';
import { useEndpointMutation, useMappedMutation } from '@/web/lib/endpoint-mutation';

const ADMIN_API_PREFIX = '/api/admin/';

export function useLoginOptions() {
  return useQuery({ ...endpointQuery(api.loginOptions), retry: false });
}

export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMappedMutation(api.staffLogIn, (body: StaffLogin) => ({ body }), {
    onSuccess: () => removeQueriesUnder(queryClient, ADMIN_API_PREFIX),
  });
}

export function useSecondFactorStatus() {
  return useQuery({ ...endpointQuery(api.secondFactor), retry: false });
}

export function useStartSecondFactor() {
  return useEndpointMutation(api.startSecondFactor);
}

export function useConfirmSecondFactor() {
  return useMappedMutation(api.confirmSecondFactor, (code: string) => ({ body: { code } }), {
    invalidates: [api.secondFactor, api.session],
  });
}

export function useDisableSecondFactor() {
  return useMappedMutation(api.disableSecondFactor, (code: string) => ({ body: { code } }), {
    invalidates: [api.secondFactor, api.session],
  });
}
