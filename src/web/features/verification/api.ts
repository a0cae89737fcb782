// Customer verification calls (SPEC §7): Aadhaar documents, bank details and the ₹299 fee. Each
// success answers with the fresh PublicUser, which replaces the cached one at once (the page flips
// state without waiting) before the user query is refetched.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { verificationEndpoints as api } from '@/contract/verification';
import type { BankSubmission } from '@/domain/verification.schema';
import type { DocumentSide } from '@/domain/verification-inputs';
import {
  identityFormData,
  type IdentityDocuments,
} from '@/web/components/documents/identity-documents';
import { uploadToEndpoint, urlOf } from '@/web/lib/api-client';
import { useReplaceCurrentUser } from '@/web/lib/current-user';
import { endpointQuery, invalidateEndpoints } from '@/web/lib/endpoint-query';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';

export const bankSummaryQuery = endpointQuery(api.bankSummary);

export const paymentInfoQuery = endpointQuery(api.paymentInfo);

export function useBankSummary(enabled: boolean) {
  return useQuery({ ...bankSummaryQuery, enabled });
}

export function usePaymentInfo(enabled: boolean) {
  return useQuery({ ...paymentInfoQuery, enabled });
}

/** The owner's own decrypted document; same origin, so the session cookie goes with an <img>. */
export function ownDocumentUrl(side: DocumentSide): string {
  return urlOf(api.viewOwnDocument, { params: { side } });
}

export function useSubmitIdentity() {
  const onUser = useReplaceCurrentUser();
  return useMutation({
    mutationFn: (documents: IdentityDocuments) =>
      uploadToEndpoint(api.submitIdentity, { body: identityFormData(documents) }, documents),
    onSuccess: onUser,
  });
}

export function useSubmitBankDetails() {
  const onUser = useReplaceCurrentUser();
  const queryClient = useQueryClient();
  return useMappedMutation(
    api.submitBankDetails,
    (submission: BankSubmission) => ({ body: submission }),
    {
      onSuccess: (user) => {
        onUser(user);
        void invalidateEndpoints(queryClient, [api.bankSummary]);
      },
    },
  );
}
