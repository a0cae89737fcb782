// The Audit tab's query (issue 14), apart from the reply's schemas (audit.schema.ts), built from
// the parts of every admin list's (admin-lists.schema.ts, decision 0023). Not in admin-lists, so
// the console's first load does not carry the list of actions.
import type { z } from 'zod';
import { listQuerySchema } from './admin-lists.schema';
import { AUDIT_LOG_FILTERS } from './audit-filters';

export const auditLogQuerySchema = listQuerySchema(AUDIT_LOG_FILTERS);
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
