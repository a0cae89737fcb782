// Who did what to whom: every admin action and every admin view of personal data lands here,
// in the same transaction as the change it describes.
import type { AuditAction, AuditActorType, AuditTargetType } from '@/domain/audit-actions';
import { withoutForbiddenCharacters } from '@/domain/fields.schema';
import type { DbOrTx } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';

export interface AuditEntry {
  actorType: AuditActorType;
  actorId: string | null;
  /** A known action (domain/audit-actions.ts): the Audit tab filters and labels by them. */
  action: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string | number;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorType: entry.actorType,
    actorId: entry.actorId === null ? null : storable(entry.actorId),
    action: storable(entry.action),
    targetType: entry.targetType === undefined ? null : storable(entry.targetType),
    targetId: entry.targetId === undefined ? null : storable(String(entry.targetId)),
    details: storableDetails(entry.details ?? {}),
  });
}

/** Who acts on their own account: a seller (users row) or an agent (agents row). */
export type AccountHolder = { customer: string } | { agent: number };

/** An audit line of someone acting on their own account: actor and target are the same. */
export async function recordOwnAction(
  db: DbOrTx,
  holder: AccountHolder,
  action: AuditAction,
  details?: Record<string, unknown>,
): Promise<void> {
  const [actorType, targetType, id] =
    'customer' in holder
      ? (['customer', 'user', holder.customer] as const)
      : (['agent', 'agent', holder.agent] as const);
  await recordAudit(db, {
    actorType,
    actorId: String(id),
    action,
    targetType,
    targetId: id,
    details,
  });
}

/** What an admin act is about: its kind of row and that row's id. */
export interface AuditTarget {
  type: AuditTargetType;
  id: string | number;
}

/** An audit line of a staff member (adminId) acting on a row: a decision, a change or a view. */
export async function recordAdminAction(
  db: DbOrTx,
  adminId: string,
  action: AuditAction,
  target: AuditTarget,
  details?: Record<string, unknown>,
): Promise<void> {
  await recordAudit(db, {
    actorType: 'admin',
    actorId: adminId,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  });
}

/**
 * The audit trail never fails on text: PostgreSQL refuses NUL and unpaired surrogates
 * in text and jsonb, so they become U+FFFD, in values and keys at any depth.
 */
function storable(text: string): string {
  return withoutForbiddenCharacters(text);
}

export function storableDetails(details: Record<string, unknown>): Record<string, unknown> {
  return clean(details, 0) as Record<string, unknown>;
}

function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return storable(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 20) return '[too deep]';
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((inner) => clean(inner, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [storable(key), clean(inner, depth + 1)]),
  );
}
