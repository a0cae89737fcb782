// Hindi of the notification error codes (src/contract/errors/notification-errors.ts).
import type { NOTIFICATION_ERRORS } from '@/contract/errors/notification-errors';

export default {
  'errors.NOTIFICATION_IN_APP_LOCKED': 'पैसों से जुड़ी सूचनाएँ ऐप में बंद नहीं की जा सकतीं।',
} satisfies Record<`errors.${keyof typeof NOTIFICATION_ERRORS}`, string>;
