// The Audit tab's query (issue 14), apart from the reply's schemas (audit.ts) so the tab's chunk
// carries only what it needs to drop an address value the server would refuse.
import { z } from 'zod';
import { choice, day as listDay, inDayOrder, searchText } from './admin-lists';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit-actions';
import { pageQuerySchema } from './pagination';
import { REQUEST_MESSAGES } from './rule-messages';

/**
 * The Audit tab's query, from the parts of every admin list's (admin-lists.ts, decision 0023):
 * search a target's id (exact, any case, '#12' for item 12); the acting admin (a users.id), the
 * action, the kind of target and India days. Always newest first. Not in admin-lists.ts,
 * so the console's first load does not carry the list of actions.
 */
export const auditLogQuerySchema = inDayOrder(
  pageQuerySchema.extend({
    q: searchText,
    from: listDay,
    to: listDay,
    admin: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, REQUEST_MESSAGES.listChoice)
      .optional(),
    action: choice(AUDIT_ACTIONS),
    targetType: choice(AUDIT_TARGET_TYPES),
  }),
);
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
