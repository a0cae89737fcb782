// Who did what to whom: every admin action and every admin view of personal data lands here,
// in the same transaction as the change it describes.
import type { DbOrTx } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';

export interface AuditEntry {
  actorType: 'admin' | 'customer' | 'agent' | 'system';
  actorId: string | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorType: entry.actorType,
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    details: entry.details ?? {},
  });
}
