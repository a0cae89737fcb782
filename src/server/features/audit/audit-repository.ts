// The audit log as the console's Audit tab reads it (issue 14): filtered by the acting admin, the
// action, the kind and id of the target and India days, newest first, each filter read from its
// own index (migration audit_log_filters), and the actor's display name looked up per row.
import { sql, type SQL } from 'drizzle-orm';
import type { AuditActorType } from '@/domain/audit-actions';
import type { AuditLogQuery } from '@/domain/audit-query.schema';
import type { DbOrTx } from '@/server/db/client';
import { agents, auditLog, users } from '@/server/db/schema';
import { allOf, pageOfRows, withinDays } from '@/server/platform/list-filters';
import { type PagedSource, countColumns, totalOf } from '@/server/platform/paged-list';

export interface AuditRow {
  id: number;
  actorType: AuditActorType;
  actorId: string | null;
  actorName: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: unknown;
  createdAt: Date;
}

/**
 * The target id a search names: as typed, upper-cased (user ids) and lower-cased (export names),
 * without a leading '#' ('#12' is item 12). Exact, so it is one lookup in audit_log_target_id_idx.
 */
function targetIdMatches(q: string): SQL {
  const text = q.replace(/^#/, '');
  const forms = [...new Set([text, text.toUpperCase(), text.toLowerCase()])];
  return sql`${auditLog.targetId} in (${sql.join(
    forms.map((form) => sql`${form}`),
    sql`, `,
  )})`;
}

/** A person's name, or null when there is none (an account erased on request keeps no name). */
const personName = (first: SQL, last: SQL) =>
  sql`nullif(trim(coalesce(${first}, '') || ' ' || coalesce(${last}, '')), '')`;

/**
 * The actor's display name: an admin or a customer is a users row, an agent an agents row (its
 * number as text), the system nobody. Deleted accounts give no name.
 */
const actorName = sql<string | null>`case
  when ${auditLog.actorType} in ('admin', 'customer') then (
    select ${personName(sql`u.first_name`, sql`u.last_name`)} from ${users} u
    where u.id = ${auditLog.actorId} and u.deleted_at is null)
  when ${auditLog.actorType} = 'agent' then (
    select ${personName(sql`g.first_name`, sql`g.last_name`)} from ${agents} g
    where g.id = (case when ${auditLog.actorId} ~ '^[0-9]{1,9}$' then ${auditLog.actorId}::int end)
      and g.deleted_at is null)
end`;

export function auditEntriesListed(db: DbOrTx, query: AuditLogQuery): PagedSource<AuditRow> {
  const where = allOf([
    query.admin &&
      sql`${auditLog.actorType} = 'admin' and ${auditLog.actorId} = ${query.admin.toUpperCase()}`,
    query.action && sql`${auditLog.action} = ${query.action}`,
    query.targetType && sql`${auditLog.targetType} = ${query.targetType}`,
    query.q && targetIdMatches(query.q),
    withinDays(sql`${auditLog.createdAt}`, query.from, query.to),
  ]);
  return {
    rows: async (limit, offset) =>
      (await pageOfRows(
        db
          .select({
            id: auditLog.id,
            actorType: auditLog.actorType,
            actorId: auditLog.actorId,
            actorName,
            action: auditLog.action,
            targetType: auditLog.targetType,
            targetId: auditLog.targetId,
            details: auditLog.details,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .$dynamic(),
        {
          where,
          // Newest first; entries of one transaction share a time, so the id orders them.
          order: sql`${auditLog.createdAt} desc nulls first, ${auditLog.id} desc nulls first`,
          limit,
          offset,
        },
      )) as AuditRow[],
    total: () => totalOf(db.select(countColumns()).from(auditLog).where(where)),
  };
}

/** Everyone who may act in the console now, by name: the choices of the admin filter. */
export async function currentAdmins(db: DbOrTx): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({
      id: users.id,
      name: sql<string | null>`${personName(sql`${users.firstName}`, sql`${users.lastName}`)}`,
    })
    .from(users)
    .where(sql`${users.isAdmin} and ${users.deletedAt} is null`)
    .orderBy(sql`lower(coalesce(${users.firstName}, '')), ${users.id}`);
  return rows.map((row) => ({ id: row.id, name: row.name ?? row.id }));
}
