// One audit row as the Audit tab shows it. The stored details are free JSON and some hold what must
// not leave the server in a list (a UTR, a fee's transaction number, an IP address, a reviewer's
// note): the reply keeps only the named harmless facts of domain/audit.ts, each checked against
// its schema, and drops everything else.
import { auditSummarySchema, type AuditEntryView, type AuditSummary } from '@/domain/audit.schema';
import type { AuditRow } from './audit-repository';

/** Where each summary fact is read from in the stored details (same name unless listed). */
const READ_AS: Partial<Record<keyof AuditSummary, string>> = {
  fromStatus: 'from',
  toStatus: 'to',
  balanceChange: 'type',
};
const SUMMARY_FIELDS = Object.keys(auditSummarySchema.shape) as (keyof AuditSummary)[];
/** Facts whose stored names mean something else in other actions. */
const ONLY_FOR: Partial<Record<keyof AuditSummary, readonly string[]>> = {
  fromStatus: ['shipment.updated'],
  toStatus: ['shipment.updated'],
  from: ['export.downloaded'],
  to: ['export.downloaded'],
  balanceChange: ['agent.balance_adjusted'],
};

export function auditSummary(action: string, details: unknown): AuditSummary {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return {};
  const stored = details as Record<string, unknown>;
  const summary: Record<string, unknown> = {};
  for (const field of SUMMARY_FIELDS) {
    const only = ONLY_FOR[field];
    if (only && !only.includes(action)) continue;
    const value = stored[READ_AS[field] ?? field];
    if (value === undefined || value === null) continue;
    const checked = auditSummarySchema.shape[field].safeParse(value);
    if (checked.success) summary[field] = checked.data;
  }
  return summary as AuditSummary;
}

export function toAuditEntry(row: AuditRow): AuditEntryView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: { type: row.actorType, id: row.actorId, name: row.actorName },
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    summary: auditSummary(row.action, row.details),
  };
}
