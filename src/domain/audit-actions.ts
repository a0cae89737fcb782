// The audit log's vocabulary (issue 14 "Audit tab"): every action the services record
// (platform/audit-log.ts takes only these) and the kinds of thing an entry is about. Plain lists,
// no schemas, so the console's list filters can name them without carrying audit.schema.ts.

/** Every action written to audit_log, grouped by what it is about. */
export const AUDIT_ACTIONS = [
  'admin.login',
  'admin.second_factor_on',
  'admin.second_factor_off',
  'item.approved',
  'item.rejected',
  'shipment.updated',
  'user.admin_granted',
  'user.admin_revoked',
  'user.password_changed',
  'identity.submitted',
  'identity.document_viewed',
  'identity.revoked',
  'identity.confirmed',
  'identity.documents_deleted_after_verification',
  'bank.submitted',
  'bank.account_revealed',
  'bank.verified',
  'bank.rejected',
  'agent.document_viewed',
  'agent.activated',
  'agent.deactivated',
  'agent.password_changed',
  'agent.balance_adjusted',
  'agent.payslip_paid',
  'agent.documents_deleted_after_verification',
  'agent.change_requested',
  'agent.change_approved',
  'agent.change_declined',
  'agent.bank_changed',
  'agent.aadhar_changed',
  'account.deleted',
  'export.downloaded',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** What an entry is about: its target_type. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'agent',
  'clothing_item',
  'shipment',
  'agent_payslip',
  'export',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_ACTOR_TYPES = ['admin', 'customer', 'agent', 'system'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];
