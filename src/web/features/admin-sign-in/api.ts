// Signing in to the console: which sign-ins /superman offers, the shared password, named staff
// sign-in, and the signed-in admin's own two-step sign-in (issue 14, decision 0026).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminAuthEndpoints as api, type AdminLoginOptions } from '@/contract/admin-auth';
import type { StaffLogin } from '@/domain/staff.schema';
import { endpointQuery, removeQueriesUnder } from '@/web/lib/endpoint-query';
import { useEndpointMutation, useMappedMutation } from '@/web/lib/endpoint-mutation';
import { ADMIN_API_PREFIX } from '@/web/console/api';

/**
 * Whether /superman offers the shared password: yes until the server says otherwise, as the
 * prerendered page shows it. Selected down to that one flag, with the page's assumption as the
 * placeholder, so that an answer agreeing with the page does not redraw it (that redraw was a
 * long task of its own on a cheap phone); only a server with ADMIN_PASSWORD_LOGIN=off redraws it.
 */
export function usePasswordLoginOffered(): boolean {
  const { data } = useQuery({
    ...endpointQuery(api.loginOptions),
    retry: false,
    select: (options) => options.passwordLogin,
    placeholderData: PRERENDERED_OPTIONS,
  });
  return data ?? true;
}

/** What the prerendered /superman assumes until the server answers (only passwordLogin is read). */
const PRERENDERED_OPTIONS: AdminLoginOptions = {
  passwordLogin: true,
  staffLogin: true,
  secondFactor: 'optional',
};

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMappedMutation(api.logIn, (password: string) => ({ body: { password } }), {
    onSuccess: () => removeQueriesUnder(queryClient, ADMIN_API_PREFIX),
  });
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
