// GET /api/profile/payment-info: where the ₹299 fee goes (SPEC §2 'Payment Gateway Issue').
import { SERVICE_FEE_AMOUNT, upiPaymentLink } from '@/domain/verification-inputs';
import { type PaymentInfo } from '@/domain/verification.schema';

const PAYEE_NAME = 'Haridwar Resale';

/** The payee, the amount and a upi://pay link whose note names the paying customer. */
export function describeFeePayment(upiPayeeId: string, userId: string): PaymentInfo {
  return {
    upiPayeeId,
    payeeName: PAYEE_NAME,
    amount: SERVICE_FEE_AMOUNT,
    upiLink: upiPaymentLink(upiPayeeId, PAYEE_NAME, `Service fee ${userId}`),
  };
}
