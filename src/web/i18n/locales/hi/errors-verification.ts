// Hindi of the verification error codes (src/contract/errors/verification-errors.ts), with the same params.
import type { VERIFICATION_ERRORS } from '@/contract/errors/verification-errors';

export default {
  'errors.NO_PROFILE_PHOTO': 'कृपया एक इमेज फ़ाइल चुनें',
  'errors.BOTH_SIDES_MISSING': 'कृपया अपने आधार कार्ड के आगे और पीछे, दोनों भाग अपलोड करें।',
  'errors.TRANSACTION_USED': 'यह ट्रांज़ैक्शन नंबर पहले ही इस्तेमाल हो चुका है। कृपया अपने UPI ऐप में नंबर जाँचें।',
  'errors.BANK_NOT_RESUBMITTABLE': 'आपके बैंक विवरण पहले से जाँच में हैं या सत्यापित हैं।',
  'errors.BANK_NOT_UNDER_REVIEW': 'इस उपयोगकर्ता के बैंक विवरण जाँच में नहीं हैं।',
  'errors.NO_BANK_ACCOUNT': 'कोई बैंक खाता दर्ज नहीं है',
  'errors.IDENTITY_NOT_WAITING': 'यह पहचान जाँच के लिए बाकी नहीं है।',
  'errors.PAYMENT_GATEWAY_OFF': 'कार्ड भुगतान उपलब्ध नहीं है। कृपया UPI से भुगतान करें।',
  'errors.PAYMENT_GATEWAY_UNAVAILABLE':
    'हमारे कार्ड भुगतान गेटवे में समस्या लगती है। कृपया ₹299 सेवा शुल्क UPI से भुगतान करें।',
  'errors.PAYMENT_SIGNATURE_INVALID': 'भुगतान की पुष्टि नहीं हो सकी।',
  'errors.FEE_ORDER_NOT_FOUND': 'ऐसा कोई शुल्क भुगतान नहीं है',
  'errors.WEBHOOK_SIGNATURE_INVALID': 'अमान्य हस्ताक्षर',
} satisfies Record<`errors.${keyof typeof VERIFICATION_ERRORS}`, string>;
