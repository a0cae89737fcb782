// The Audit tab's query (issue 14), apart from the reply's schemas (audit.ts), built from the
// parts of every admin list's (admin-lists.ts, decision 0023). Not in admin-lists.ts, so the
// console's first load does not carry the list of actions.
import type { z } from 'zod';
import { listQuerySchema } from './admin-lists';
import { AUDIT_LOG_FILTERS } from './audit-filters';

export * from './audit-filters';

export const auditLogQuerySchema = listQuerySchema(AUDIT_LOG_FILTERS);
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
