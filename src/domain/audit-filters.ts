// The Audit tab's filters as plain rules (admin-list-filters.ts), free of zod: the tab checks its
// address with them and audit-query.ts builds the query schema from them (decision 0029).
import type { ListFilterRules } from './admin-list-filters';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit-actions';

/**
 * Search a target's id (exact, any case, '#12' for item 12); the acting admin (a users.id), the
 * action, the kind of target and India days. Always newest first.
 */
export const AUDIT_LOG_FILTERS = {
  q: 'search',
  from: 'day',
  to: 'day',
  admin: 'staffId',
  action: AUDIT_ACTIONS,
  targetType: AUDIT_TARGET_TYPES,
} as const satisfies ListFilterRules;
