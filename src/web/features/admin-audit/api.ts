// The Audit tab's calls (issue 14): a page of the audit log for the filters in the address, asked
// again whenever the tab opens (what happened since is what one comes to see), and the admins for
// the admin filter.
import { useQuery } from '@tanstack/react-query';
import { auditEndpoints as api } from '@/contract/audit';
import type { ListFilters } from '@/domain/admin-list-filters';
import { useConsoleList } from '@/web/console/list-query';
import { endpointQuery } from '@/web/lib/endpoint-query';

export function useAuditLog(page: number, filters: ListFilters = {}) {
  return useConsoleList(api.listAuditLog, page, filters, 'onOpen');
}

export function useAuditAdmins() {
  return useQuery({ ...endpointQuery(api.listAuditAdmins), retry: false });
}
