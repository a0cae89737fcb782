// Admin console calls (SPEC §7 Admin): session, login and logout, analytics, users.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminUser, Analytics } from '../../../domain/admin-user';
import { TIMING } from '../../../domain/constants';
import { DEFAULT_PAGE_SIZE, type Page } from '../../../domain/pagination';
import { apiGet, apiRequest } from '../../lib/api-client';

export interface AdminSession {
  adminId: string;
  name: string;
  viaConsole: boolean;
}

export const adminKeys = {
  all: ['admin'] as const,
  session: ['admin', 'session'] as const,
  analytics: ['admin', 'analytics'] as const,
  users: ['admin', 'users'] as const,
  usersPage: (page: number) => ['admin', 'users', page] as const,
};

export const adminSessionQuery = queryOptions({
  queryKey: adminKeys.session,
  queryFn: () => apiGet<AdminSession>('/api/admin/session'),
});

export const analyticsQuery = queryOptions({
  queryKey: adminKeys.analytics,
  queryFn: () => apiGet<Analytics>('/api/admin/analytics'),
});

export function adminUsersQuery(page: number) {
  return queryOptions({
    queryKey: adminKeys.usersPage(page),
    queryFn: () =>
      apiGet<Page<AdminUser>>(`/api/admin/users?page=${page}&pageSize=${DEFAULT_PAGE_SIZE}`),
    refetchInterval: TIMING.adminListPoll,
    retry: false,
  });
}

/** Access is checked every time the dashboard opens, never answered from an old cache. */
export function useAdminSession() {
  return useQuery({ ...adminSessionQuery, refetchOnMount: 'always' });
}

export function useAnalytics() {
  return useQuery(analyticsQuery);
}

export function useAdminUsers(page: number) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...adminUsersQuery(page), placeholderData: keepPreviousData });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest('POST', '/api/admin/login', { password }),
    onSuccess: () => queryClient.removeQueries({ queryKey: adminKeys.all }),
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    onSettled: () => queryClient.removeQueries({ queryKey: adminKeys.all }),
  });
}

export function useChangeUserPassword() {
  return useMutation({
    mutationFn: ({ userId, newPassword }: { userId: string; newPassword: string }) =>
      apiRequest('PATCH', `/api/admin/users/${encodeURIComponent(userId)}/password`, {
        newPassword,
      }),
  });
}

export function useSetUserAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
      apiRequest<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(userId)}/admin`, {
        isAdmin,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
