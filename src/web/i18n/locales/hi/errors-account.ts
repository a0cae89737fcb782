// Hindi of the account error codes (src/contract/errors/account-errors.ts), with the same params.
import type { ACCOUNT_ERRORS } from '@/contract/errors/account-errors';

export default {
  'errors.USER_EXISTS': 'इस ईमेल पते से पहले से एक उपयोगकर्ता मौजूद है',
  'errors.INVALID_CREDENTIALS': 'गलत जानकारी',
  'errors.INVALID_ADMIN_PASSWORD': 'एडमिन पासवर्ड गलत है',
  'errors.USER_NOT_FOUND': 'उपयोगकर्ता नहीं मिला',
  'errors.CONSOLE_ADMIN_PASSWORD':
    'कंसोल एडमिन ADMIN_PASSWORD से साइन इन करता है, उपयोगकर्ता पासवर्ड से नहीं।',
  'errors.CONSOLE_ADMIN_STAYS_ADMIN': 'कंसोल एडमिन की पहचान हमेशा एडमिन ही रहती है।',
  'errors.CONSOLE_ADMIN_NO_DOCUMENTS': 'कंसोल एडमिन के कोई पहचान दस्तावेज़ नहीं हैं।',
} satisfies Record<`errors.${keyof typeof ACCOUNT_ERRORS}`, string>;
