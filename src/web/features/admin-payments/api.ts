// The Payments tab's calls (SPEC §7 Admin, DESIGN §3): the payments queue (polled every 5 s, paged
// on the server) and the bank decision. Every path is under /api/admin/, so signing in or out of
// the console forgets them with everything else.
import { authEndpoints } from '@/contract/auth';
import { verificationEndpoints as api } from '@/contract/verification';
import type { AdminBankDecision } from '@/domain/bank-verification';
import type { ListFilters } from '@/domain/admin-list-filters';
import { useConsoleList } from '@/web/console/list-query';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';

export function useAdminPayments(page: number, filters: ListFilters = {}) {
  return useConsoleList(api.listPendingPayments, page, filters);
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
