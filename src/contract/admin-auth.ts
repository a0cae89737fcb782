// The /superman console's sign-in (SPEC §2 admin login, §7 admin).
import { z } from 'zod';
import { adminLoginSchema } from '@/domain/auth-schemas';
import { endpoint, json } from './endpoint';
import { messageReply } from './message-reply';

export const adminSessionSchema = z.object({
  adminId: z.string(),
  name: z.string(),
  viaConsole: z.boolean(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminAuthEndpoints = {
  logIn: endpoint({
    method: 'POST',
    path: '/api/admin/login',
    access: 'public',
    summary: 'Starts an admin session with the console password (audited).',
    body: adminLoginSchema,
    reply: json(messageReply),
    errors: ['INVALID_ADMIN_PASSWORD', 'RATE_LIMITED'],
  }),
  logOut: endpoint({
    method: 'POST',
    path: '/api/admin/logout',
    access: 'public',
    summary: 'Ends the admin session.',
    reply: json(messageReply),
    errors: [],
  }),
  session: endpoint({
    method: 'GET',
    path: '/api/admin/session',
    access: 'admin',
    summary: 'Who the acting admin is (the console identity or a flagged customer).',
    reply: json(adminSessionSchema),
    errors: [],
  }),
} as const;
