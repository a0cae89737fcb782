// Admin console calls (SPEC §7 Admin): session, login and logout, analytics, users.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminAuthEndpoints } from '@/contract/admin-auth';
import { adminListEndpoints } from '@/contract/admin-lists';
import { analyticsEndpoints } from '@/contract/analytics';
import { authEndpoints } from '@/contract/auth';
import { notificationEndpoints } from '@/contract/notifications';
import { TIMING } from '@/domain/constants';
import { DEFAULT_PAGE_SIZE } from '@/domain/pagination';
import type { ListFilters } from '@/domain/admin-list-filters';
import { listQuery } from '@/web/features/admin/list-query';
import { endpointQuery, removeQueriesUnder } from '@/web/lib/endpoint-query';
import { useEndpointMutation, useMappedMutation } from '@/web/lib/endpoint-mutation';

/** Every admin call lives under this path: signing in or out forgets all of them. */
export const ADMIN_API_PREFIX = '/api/admin/';

/** Access is checked every time the dashboard opens, never answered from an old cache. */
export function useAdminSession() {
  return useQuery({ ...endpointQuery(adminAuthEndpoints.session), refetchOnMount: 'always' });
}

export function useAnalytics() {
  return useQuery(endpointQuery(analyticsEndpoints.analytics));
}

/** E-mails and SMS that gave up (issue 13): staff see what never reached a person. */
export function useFailedDeliveries(page: number) {
  return useQuery({
    ...endpointQuery(notificationEndpoints.adminFailedDeliveries, {
      query: { page, pageSize: DEFAULT_PAGE_SIZE },
    }),
    refetchInterval: TIMING.adminListPoll,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(page: number, filters: ListFilters = {}) {
  return useQuery({
    ...endpointQuery(authEndpoints.listUsers, { query: listQuery(page, filters) }),
    refetchInterval: TIMING.adminListPoll,
    retry: false,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
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

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMappedMutation(
    adminAuthEndpoints.logIn,
    (password: string) => ({ body: { password } }),
    {
      onSuccess: () => removeQueriesUnder(queryClient, ADMIN_API_PREFIX),
    },
  );
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useEndpointMutation(adminAuthEndpoints.logOut, {
    onSettled: () => removeQueriesUnder(queryClient, ADMIN_API_PREFIX),
  });
}

export function useChangeUserPassword(userId: string) {
  return useMappedMutation(authEndpoints.changeUserPassword, (newPassword: string) => ({
    params: { id: userId },
    body: { newPassword },
  }));
}

export function useSetUserAdmin() {
  return useMappedMutation(
    authEndpoints.setUserAdmin,
    ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) => ({
      params: { id: userId },
      body: { isAdmin },
    }),
    { invalidates: [authEndpoints.listUsers] },
  );
}
