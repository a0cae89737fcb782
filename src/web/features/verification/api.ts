// Customer verification calls (SPEC §7): Aadhaar documents, bank details and the ₹299 fee (by UPI
// with staff review, or through the gateway's checkout: issue 22). Each success answers with the
// fresh PublicUser, which replaces the cached one at once (the page flips state without waiting)
// before the user query is refetched.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { verificationEndpoints as api } from '@/contract/verification';
import type { BankDetails, BankSubmission } from '@/domain/verification.schema';
import type { DocumentSide } from '@/domain/verification-inputs';
import {
  identityFormData,
  type IdentityDocuments,
} from '@/web/components/documents/identity-documents';
import { uploadToEndpoint, urlOf } from '@/web/lib/api-client';
import { useReplaceCurrentUser } from '@/web/lib/current-user';
import { endpointQuery, invalidateEndpoints } from '@/web/lib/endpoint-query';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';
import type { CheckoutResult } from './gateway-checkout';

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

/** The fee through the gateway: keeps the bank details on a gateway order and answers it. */
export function useCreateFeeOrder() {
  return useMappedMutation(api.createFeeOrder, (details: BankDetails) => ({ body: details }));
}

/** The checkout's signed result: the bank details become verified at once. */
export function useConfirmFeePayment() {
  const onUser = useReplaceCurrentUser();
  const queryClient = useQueryClient();
  return useMappedMutation(api.confirmFeePayment, (result: CheckoutResult) => ({ body: result }), {
    onSuccess: ({ user }) => {
      onUser(user);
      void invalidateEndpoints(queryClient, [api.bankSummary]);
    },
  });
}
