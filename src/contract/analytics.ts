// The admin Analytics tab (SPEC §2).
import { analyticsSchema } from '@/domain/admin-user';
import { endpoint, json } from './endpoint';

export const analyticsEndpoints = {
  analytics: endpoint({
    method: 'GET',
    path: '/api/admin/analytics',
    access: 'admin',
    summary: 'Total users, total items and items pending review.',
    reply: json(analyticsSchema),
    errors: [],
  }),
} as const;
