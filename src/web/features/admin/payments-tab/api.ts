// Admin verification calls (SPEC §7 Admin, DESIGN §3): the payments queue (polled every 5 s, paged
// on the server) and the bank decision for the Payments tab; the audited document views, account
// reveal and identity revocation for the Users tab.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminUser } from '../../../../domain/admin-user';
import type { AdminBankDecision } from '../../../../domain/bank-verification';
import { TIMING } from '../../../../domain/constants';
import { DEFAULT_PAGE_SIZE, type Page } from '../../../../domain/pagination';
import type { DocumentSide, PendingPayment } from '../../../../domain/verification';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../api';

// Under adminKeys.all, so signing in or out of the console clears them with everything else.
export const adminPaymentKeys = {
  all: [...adminKeys.all, 'payments'] as const,
  page: (page: number) => [...adminKeys.all, 'payments', page] as const,
};

const userPath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

export function adminPaymentsQuery(page: number) {
  return queryOptions({
    queryKey: adminPaymentKeys.page(page),
    queryFn: () =>
      apiGet<Page<PendingPayment>>(
        `/api/admin/payments?page=${page}&pageSize=${DEFAULT_PAGE_SIZE}`,
      ),
    refetchInterval: TIMING.adminListPoll,
    retry: false,
  });
}

export function useAdminPayments(page: number) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...adminPaymentsQuery(page), placeholderData: keepPreviousData });
}

export function useDecideBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: string; status: AdminBankDecision }) =>
      apiRequest<AdminUser>('POST', `/api/admin/verify-bank/${encodeURIComponent(userId)}`, {
        status,
      }),
    // Also after a failure: a 409 means another admin decided first, so the queue is out of date.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}

/** The decrypted image, streamed by an authorised route; the server records every view. */
export function adminDocumentUrl(userId: string, side: DocumentSide): string {
  return `${userPath(userId)}/aadhar/${side}`;
}

/** The full account number: never cached, and the server records every reveal. */
export function useRevealBankAccount() {
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<{ bankAccountNumber: string }>('POST', `${userPath(userId)}/bank-account/reveal`),
  });
}

export function useRevokeIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<AdminUser>('POST', `${userPath(userId)}/revoke-identity`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
