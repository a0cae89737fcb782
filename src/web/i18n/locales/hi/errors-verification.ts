// Hindi of the verification error codes (src/contract/errors/verification-errors.ts), with the same params.
import type { VERIFICATION_ERRORS } from '@/contract/errors/verification-errors';

export default {
  'errors.NO_PROFILE_PHOTO': 'कृपया एक इमेज फ़ाइल चुनें',
  'errors.BOTH_SIDES_MISSING': 'कृपया अपने आधार कार्ड के आगे और पीछे, दोनों भाग अपलोड करें।',
  'errors.TRANSACTION_USED': 'यह ट्रांज़ैक्शन नंबर पहले ही इस्तेमाल हो चुका है। कृपया अपने UPI ऐप में नंबर जाँचें।',
  'errors.BANK_NOT_RESUBMITTABLE': 'आपके बैंक विवरण पहले से जाँच में हैं या सत्यापित हैं।',
  'errors.BANK_NOT_UNDER_REVIEW': 'इस उपयोगकर्ता के बैंक विवरण जाँच में नहीं हैं।',
  'errors.NO_BANK_ACCOUNT': 'कोई बैंक खाता दर्ज नहीं है',
} satisfies Record<`errors.${keyof typeof VERIFICATION_ERRORS}`, string>;
