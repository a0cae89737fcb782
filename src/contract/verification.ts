// Identity and bank verification (SPEC §4, §7 customer and admin): the avatar, the Aadhaar
// documents, bank details with the ₹299 fee, and the admin's Payments queue, bank decision and
// audited views of documents and account numbers.
import { z } from 'zod';
import { adminUserSchema } from '@/domain/admin-user.schema';
import { pageOf } from '@/domain/pagination.schema';
import { paymentsQuerySchema } from '@/domain/admin-lists.schema';
import { publicUserSchema } from '@/domain/user.schema';
import {
  adminBankDecisionSchema,
  bankDetailsSchema,
  bankSubmissionSchema,
  bankSummarySchema,
  paymentInfoSchema,
  pendingPaymentSchema,
  revealedBankAccountSchema,
} from '@/domain/verification.schema';
import { endpoint, jpegFile, json, multipart } from './endpoint';
import {
  feeOrderSchema,
  feePaymentResultSchema,
  feePaymentSchema,
  webhookAckSchema,
} from './payments';
import { documentSideParams, userIdParams } from './path-params';

export const verificationEndpoints = {
  uploadProfilePhoto: endpoint({
    method: 'POST',
    path: '/api/profile/photo',
    access: 'customer',
    summary: "Replaces the customer's avatar (re-encoded WebP, metadata stripped, public URL).",
    body: multipart({
      files: { profilePhoto: { maxCount: 1, description: 'JPEG, PNG, WebP or AVIF, ≤ 5 MB' } },
      tooLarge: 'IMAGE_TOO_LARGE',
      tooMany: 'TOO_MANY_FILES',
    }),
    reply: json(publicUserSchema),
    errors: [
      'NO_PROFILE_PHOTO',
      'PHOTO_NOT_IMAGE',
      'PHOTO_TOO_SMALL',
      'PHOTO_TOO_MANY_PIXELS',
      'PHOTO_BROKEN',
    ],
  }),
  submitIdentity: endpoint({
    method: 'POST',
    path: '/api/profile/aadhar',
    access: 'customer',
    summary:
      'Stores both sides of the Aadhaar card encrypted and marks the customer identity-verified.',
    body: multipart({
      files: {
        aadharFront: { maxCount: 1, description: 'JPG or PNG, ≤ 5 MB' },
        aadharBack: { maxCount: 1, description: 'JPG or PNG, ≤ 5 MB' },
      },
      tooLarge: 'IMAGE_TOO_LARGE',
      tooMany: 'TOO_MANY_FILES',
    }),
    reply: json(publicUserSchema),
    errors: [
      'BOTH_SIDES_MISSING',
      'DOCUMENT_TYPE_NOT_ACCEPTED',
      'PHOTO_TOO_SMALL',
      'PHOTO_TOO_MANY_PIXELS',
      'PHOTO_BROKEN',
    ],
  }),
  viewOwnDocument: endpoint({
    method: 'GET',
    path: '/api/profile/aadhar/:side',
    access: 'customer',
    summary: "The caller's own Aadhaar image, decrypted (never cached).",
    params: documentSideParams,
    reply: jpegFile,
    errors: ['DOCUMENT_NOT_FOUND'],
  }),
  bankSummary: endpoint({
    method: 'GET',
    path: '/api/profile/bank',
    access: 'customer',
    summary: 'The bank details the customer submitted, account number masked, and their status.',
    reply: json(bankSummarySchema),
    errors: [],
  }),
  submitBankDetails: endpoint({
    method: 'POST',
    path: '/api/profile/bank',
    access: 'customer',
    summary: 'Bank details and the UPI transaction number of the ₹299 fee; puts them under review.',
    body: bankSubmissionSchema,
    reply: json(publicUserSchema),
    errors: ['TRANSACTION_USED', 'BANK_NOT_RESUBMITTABLE'],
  }),
  paymentInfo: endpoint({
    method: 'GET',
    path: '/api/profile/payment-info',
    access: 'customer',
    summary: 'Where to pay the ₹299 fee: payee UPI ID and name, amount and a upi://pay link.',
    reply: json(paymentInfoSchema),
    errors: [],
  }),
  // The fee through the gateway (issue 22, docs/payments.md); PAYMENT_GATEWAY_OFF unless
  // RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set: the seller then pays by UPI as before.
  createFeeOrder: endpoint({
    method: 'POST',
    path: '/api/profile/fee-order',
    access: 'customer',
    summary:
      'Keeps the bank details awaiting the ₹299 fee and opens (or reopens) a gateway order for it.',
    body: bankDetailsSchema,
    reply: json(feeOrderSchema),
    errors: ['PAYMENT_GATEWAY_OFF', 'PAYMENT_GATEWAY_UNAVAILABLE', 'BANK_NOT_RESUBMITTABLE'],
  }),
  confirmFeePayment: endpoint({
    method: 'POST',
    path: '/api/profile/fee-payment',
    access: 'customer',
    summary: "The checkout's signed result: verifies the bank details at once (no staff step).",
    body: feePaymentSchema,
    reply: json(feePaymentResultSchema),
    errors: ['PAYMENT_GATEWAY_OFF', 'PAYMENT_SIGNATURE_INVALID', 'FEE_ORDER_NOT_FOUND'],
  }),
  razorpayWebhook: endpoint({
    method: 'POST',
    path: '/api/webhooks/razorpay',
    access: 'public',
    summary:
      'Razorpay events (payment.captured, order.paid), signed over the raw body; each taken once.',
    reply: json(webhookAckSchema),
    errors: ['PAYMENT_GATEWAY_OFF', 'WEBHOOK_SIGNATURE_INVALID', 'BAD_REQUEST'],
  }),

  listPendingPayments: endpoint({
    method: 'GET',
    path: '/api/admin/payments',
    access: 'admin',
    summary: 'Payments tab: customers whose bank details are under review, oldest first.',
    query: paymentsQuerySchema,
    reply: json(pageOf(pendingPaymentSchema)),
    errors: [],
  }),
  decideBank: endpoint({
    method: 'POST',
    path: '/api/admin/verify-bank/:userId',
    access: 'admin',
    summary: 'Approves (verified) or rejects (failed) bank details under review (audited).',
    params: z.object({ userId: z.string().min(1).max(64) }),
    body: adminBankDecisionSchema,
    reply: json(adminUserSchema),
    errors: ['USER_NOT_FOUND', 'BANK_NOT_UNDER_REVIEW'],
  }),
  viewUserDocument: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id/aadhar/:side',
    access: 'admin',
    summary: "A customer's Aadhaar image, decrypted (never cached; every view audited).",
    params: userIdParams.extend(documentSideParams.shape),
    reply: jpegFile,
    errors: ['DOCUMENT_NOT_FOUND'],
  }),
  revealBankAccount: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/bank-account/reveal',
    access: 'admin',
    summary: "A customer's full bank account number (never cached; every reveal audited).",
    params: userIdParams,
    reply: json(revealedBankAccountSchema),
    errors: ['NO_BANK_ACCOUNT'],
  }),
  revokeIdentity: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/revoke-identity',
    access: 'admin',
    summary: "Takes the Verified badge away and deletes the customer's Aadhaar images (audited).",
    params: userIdParams,
    reply: json(adminUserSchema),
    errors: ['USER_NOT_FOUND', 'CONSOLE_ADMIN_NO_DOCUMENTS'],
  }),
  confirmIdentity: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/confirm-identity',
    access: 'admin',
    summary:
      "Staff confirm an identity the Secure QR did not prove (identityCheck 'staff'); the Aadhaar images are deleted (audited).",
    params: userIdParams,
    reply: json(adminUserSchema),
    errors: ['USER_NOT_FOUND', 'CONSOLE_ADMIN_NO_DOCUMENTS', 'IDENTITY_NOT_WAITING'],
  }),
} as const;
