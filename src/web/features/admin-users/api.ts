// The Users tab's calls (SPEC §7 Admin): the list, a customer's password and admin flag, and the
// audited document views, account reveal and identity revocation on a user's card. Every path is
// under /api/admin/, so signing in or out of the console forgets them with everything else.
import { useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@/contract/auth';
import { verificationEndpoints as api } from '@/contract/verification';
import type { DocumentSide } from '@/domain/verification-inputs';
import type { ListFilters } from '@/domain/admin-list-filters';
import { useConsoleList } from '@/web/console/list-query';
import { urlOf } from '@/web/lib/api-client';
import { invalidateEndpoints } from '@/web/lib/endpoint-query';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';

export function useAdminUsers(page: number, filters: ListFilters = {}) {
  return useConsoleList(authEndpoints.listUsers, page, filters);
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

/** Staff confirm images the Secure QR did not prove (issue 23); the server deletes them. */
export function useConfirmIdentity() {
  const queryClient = useQueryClient();
  return useMappedMutation(api.confirmIdentity, (userId: string) => ({ params: { id: userId } }), {
    onSettled: () => invalidateEndpoints(queryClient, [authEndpoints.listUsers]),
  });
}

export function useRevokeIdentity() {
  const queryClient = useQueryClient();
  return useMappedMutation(api.revokeIdentity, (userId: string) => ({ params: { id: userId } }), {
    // Awaited: the dialog stays busy until the Users list shows the change.
    onSettled: () => invalidateEndpoints(queryClient, [authEndpoints.listUsers]),
  });
}
