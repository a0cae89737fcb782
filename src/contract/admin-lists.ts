// The console's tab counts (issue 14): one small read polled with the lists.
import { adminCountsSchema } from '@/domain/admin-lists.schema';
import { endpoint, json } from './endpoint';

export const adminListEndpoints = {
  adminCounts: endpoint({
    method: 'GET',
    path: '/api/admin/counts',
    access: 'admin',
    summary:
      'The count of every console list, unfiltered (pending items, all items, shipments, payments ' +
      'under review, users, agents), for the tab labels.',
    reply: json(adminCountsSchema),
    errors: [],
  }),
} as const;
