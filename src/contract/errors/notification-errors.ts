// Notifications: preferences a person may not set.
import { fixedError } from '@/contract/define-error';

export const NOTIFICATION_ERRORS = {
  /** Money events (payouts, balance changes) always reach the bell (issue 13). */
  NOTIFICATION_IN_APP_LOCKED: fixedError(
    400,
    'Notifications about money cannot be switched off in the app.',
  ),
} as const;
