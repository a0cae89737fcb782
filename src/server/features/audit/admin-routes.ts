// The console's Audit tab (issue 14): the audit log, a page at a time, and the admin filter's
// choices. Reading the log is not itself audited: it holds no personal data values.
import type { FastifyInstance } from 'fastify';
import { auditEndpoints as api } from '@/contract/audit';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { pageFrom } from '@/server/platform/paged-list';
import { toAuditEntry } from './audit-mapper';
import { auditEntriesListed, currentAdmins } from './audit-repository';

export function auditRoutes({ db }: AppDeps) {
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.listAuditLog, async ({ query }) =>
      pageFrom(query, auditEntriesListed(db, query), toAuditEntry),
    );
    bindEndpoint(app, api.listAuditAdmins, async () => ({ admins: await currentAdmins(db) }));
  };
}
