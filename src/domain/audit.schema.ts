// The audit log (issue 14 "Audit tab"): built on its vocabulary (audit-actions.ts), one
// entry as the console's Audit tab reads it. The reply carries a short summary of known, harmless fields only: never the free
// details, which may hold a UTR, a transaction number, an IP address or a note.
import { z } from 'zod';
import { BALANCE_TRANSACTION_TYPES } from './agent-kinds';
import { AUDIT_ACTOR_TYPES } from './audit-actions';
import { SHIPMENT_STATUSES } from './shipment-status';

const money = z.string().regex(/^\d{1,8}(\.\d{1,2})?$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The harmless facts of an entry's details, each present only when the entry has it: which
 * Aadhaar side was viewed, the offer, a shipment's status change, a balance change or payslip
 * amount, an export's dates, how many items and files a deleted account had.
 */
export const auditSummarySchema = z
  .object({
    side: z.enum(['front', 'back']),
    offerAmount: money,
    fromStatus: z.enum(SHIPMENT_STATUSES),
    toStatus: z.enum(SHIPMENT_STATUSES),
    amount: money,
    balanceChange: z.enum(BALANCE_TRANSACTION_TYPES),
    from: day,
    to: day,
    itemsDeleted: z.number().int().min(0),
    files: z.number().int().min(0),
  })
  .partial()
  .strict();
export type AuditSummary = z.infer<typeof auditSummarySchema>;

/** One line of the Audit tab. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actor: z.object({
    type: z.enum(AUDIT_ACTOR_TYPES),
    /** users.id for an admin or customer, the agent's number for an agent, null for the system. */
    id: z.string().nullable(),
    /** The display name, or null when the account has none (erased, or the system). */
    name: z.string().nullable(),
  }),
  /** One of AUDIT_ACTIONS, or an older action this version does not know (shown as written). */
  action: z.string(),
  target: z.object({ type: z.string().nullable(), id: z.string().nullable() }),
  summary: auditSummarySchema,
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** Someone who can be chosen in the Audit tab's admin filter. */
export const auditAdminSchema = z.object({ id: z.string(), name: z.string() });
export type AuditAdmin = z.infer<typeof auditAdminSchema>;
