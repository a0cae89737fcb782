// Customer verification calls (SPEC §7): profile photo, Aadhaar documents, bank details and the
// ₹299 fee. Each success answers with the fresh PublicUser, which replaces the cached one at once
// (the page flips state without waiting) before the user query is refetched.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankVerificationStatus } from '../../../domain/bank-verification';
import type { PublicUser } from '../../../domain/user';
import type { BankSubmission, DocumentSide, PaymentInfo } from '../../../domain/verification';
import { apiGet, apiRequest, apiUpload } from '../../lib/api-client';
import { authUserQuery } from '../auth/api';

/** GET /api/profile/bank: what the seller submitted, the account number masked (last 4). */
export interface BankSummary {
  bankAccountHolderName: string | null;
  bankAccountMasked: string | null;
  bankIFSCCode: string | null;
  upiAddress: string | null;
  transactionId: string | null;
  bankVerificationStatus: BankVerificationStatus;
}

export const verificationKeys = {
  bank: ['profile', 'bank'] as const,
  paymentInfo: ['profile', 'payment-info'] as const,
};

export const bankSummaryQuery = queryOptions({
  queryKey: verificationKeys.bank,
  queryFn: () => apiGet<BankSummary>('/api/profile/bank'),
});

export const paymentInfoQuery = queryOptions({
  queryKey: verificationKeys.paymentInfo,
  queryFn: () => apiGet<PaymentInfo>('/api/profile/payment-info'),
});

export function useBankSummary(enabled: boolean) {
  return useQuery({ ...bankSummaryQuery, enabled });
}

export function usePaymentInfo(enabled: boolean) {
  return useQuery({ ...paymentInfoQuery, enabled });
}

/** The owner's own decrypted document; same origin, so the session cookie goes with an <img>. */
export function ownDocumentUrl(side: DocumentSide): string {
  return `/api/profile/aadhar/${side}`;
}

function useUserUpdate() {
  const queryClient = useQueryClient();
  return (user: PublicUser) => {
    queryClient.setQueryData(authUserQuery.queryKey, user);
    void queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey });
  };
}

export function useUploadProfilePhoto() {
  const onUser = useUserUpdate();
  return useMutation({
    mutationFn: (photo: File) => {
      const body = new FormData();
      body.append('profilePhoto', photo, photo.name);
      return apiUpload<PublicUser>('/api/profile/photo', body);
    },
    onSuccess: onUser,
  });
}

export interface IdentityDocuments {
  front: File;
  back: File;
  onProgress?: (fraction: number) => void;
}

export function useSubmitIdentity() {
  const onUser = useUserUpdate();
  return useMutation({
    mutationFn: ({ front, back, onProgress }: IdentityDocuments) => {
      const body = new FormData();
      body.append('aadharFront', front, front.name);
      body.append('aadharBack', back, back.name);
      return apiUpload<PublicUser>('/api/profile/aadhar', body, { onProgress });
    },
    onSuccess: onUser,
  });
}

export function useSubmitBankDetails() {
  const onUser = useUserUpdate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: BankSubmission) =>
      apiRequest<PublicUser>('POST', '/api/profile/bank', submission),
    onSuccess: (user) => {
      onUser(user);
      void queryClient.invalidateQueries({ queryKey: verificationKeys.bank });
    },
  });
}
