// The console's Audit tab (issue 14): who did what to whom, and when, from the audit log.
import { z } from 'zod';
import { auditAdminSchema, auditEntrySchema } from '@/domain/audit.schema';
import { auditLogQuerySchema } from '@/domain/audit-query.schema';
import { pageOf } from '@/domain/pagination.schema';
import { endpoint, json } from './endpoint';

export const auditEndpoints = {
  listAuditLog: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    summary:
      'Audit tab: a page of the audit log, newest first, filtered by admin, action, target and ' +
      'dates; each entry names its actor and has a short summary without personal data.',
    query: auditLogQuerySchema,
    reply: json(pageOf(auditEntrySchema)),
    errors: [],
  }),
  listAuditAdmins: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log/admins',
    access: 'admin',
    summary:
      "Audit tab's admin filter: everyone who is an admin now, by name (a former admin's entries " +
      'are found by their user id).',
    reply: json(z.object({ admins: z.array(auditAdminSchema) })),
    errors: [],
  }),
} as const;
