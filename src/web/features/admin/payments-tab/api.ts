// Admin verification calls (SPEC §7 Admin, DESIGN §3): the payments queue (polled every 5 s, paged
// on the server) and the bank decision for the Payments tab; the audited document views, account
// reveal and identity revocation for the Users tab. Every path is under /api/admin/, so signing in
// or out of the console forgets them with everything else.
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@/contract/auth';
import { verificationEndpoints as api } from '@/contract/verification';
import type { AdminBankDecision } from '@/domain/bank-verification';
import { TIMING } from '@/domain/constants';
import type { DocumentSide } from '@/domain/verification-inputs';
import { urlOf } from '@/web/lib/api-client';
import type { ListFilters } from '@/domain/admin-list-filters';
import { listQuery } from '@/web/features/admin/list-query';
import { endpointQuery, invalidateEndpoints } from '@/web/lib/endpoint-query';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';

export function adminPaymentsQuery(page: number, filters: ListFilters = {}) {
  return queryOptions({
    ...endpointQuery(api.listPendingPayments, { query: listQuery(page, filters) }),
    refetchInterval: TIMING.adminListPoll,
    retry: false,
  });
}

export function useAdminPayments(page: number, filters: ListFilters = {}) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...adminPaymentsQuery(page, filters), placeholderData: keepPreviousData });
}

export function useDecideBank() {
  return useMappedMutation(
    api.decideBank,
    ({ userId, status }: { userId: string; status: AdminBankDecision }) => ({
      params: { userId },
      body: { status },
    }),
    // Also after a failure: a 409 means another admin decided first, so the queue is out of date.
    { invalidates: [api.listPendingPayments, authEndpoints.listUsers] },
  );
}

/** The decrypted image, streamed by an authorised route; the server records every view. */
export function adminDocumentUrl(userId: string, side: DocumentSide): string {
  return urlOf(api.viewUserDocument, { params: { id: userId, side } });
}

/** The full account number: never cached, and the server records every reveal. */
export function useRevealBankAccount() {
  return useMappedMutation(api.revealBankAccount, (userId: string) => ({
    params: { id: userId },
  }));
}

export function useRevokeIdentity() {
  const queryClient = useQueryClient();
  return useMappedMutation(api.revokeIdentity, (userId: string) => ({ params: { id: userId } }), {
    // Awaited: the dialog stays busy until the Users list shows the change.
    onSettled: () => invalidateEndpoints(queryClient, [authEndpoints.listUsers]),
  });
}
