// Staff erasing an agent on the agent's request (issue 15; docs/privacy.md): the request body.
// A module of its own so that only the console's Agents tab carries it, not the agent pages.
import { z } from 'zod';
import { reasonField } from './agents.schema';
import { AGENT_MESSAGES } from './rule-messages';

/**
 * POST /api/admin/agents/:id/delete-account: staff erase an agent who asked for it (a deactivated
 * agent cannot sign in to do it). The reason says how and when they asked; it is kept in the
 * audit entry only.
 */
export const staffErasureSchema = z.object({
  reason: reasonField(AGENT_MESSAGES.erasureReasonMissing),
});
export type StaffErasureRequest = z.input<typeof staffErasureSchema>;
