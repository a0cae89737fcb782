// An automatic payout as the screens show it (issue 22): on a shipment for its seller and staff,
// on a payslip for its agent and staff. The life it follows is payouts.ts.
import { z } from 'zod';
import { PAYOUT_STATUSES } from './payouts';

/** The latest payout of what is paid; null: none (paid by hand, or not yet). */
export const payoutSummarySchema = z
  .object({
    status: z.enum(PAYOUT_STATUSES),
    mode: z.enum(['IMPS', 'UPI']),
    /** Why it failed or was reversed (for staff; null for the person paid). */
    failureReason: z.string().nullable(),
    attempt: z.number().int(),
    updatedAt: z.string(),
  })
  .nullable();
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;
