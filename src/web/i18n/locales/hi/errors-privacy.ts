// Hindi of the privacy error codes (src/contract/errors/privacy-errors.ts).
import type { PRIVACY_ERRORS } from '@/contract/errors/privacy-errors';

export default {
  'errors.DELETE_PASSWORD_WRONG':
    'यह पासवर्ड सही नहीं है, इसलिए आपका खाता नहीं हटाया गया। कृपया अपना पासवर्ड फिर से लिखें।',
  'errors.DELETE_SHIPMENT_IN_PROGRESS':
    'पिकअप चलते रहने तक आपका खाता नहीं हटाया जा सकता। पिकअप पहुँचने और भुगतान होने के बाद आप इसे हटा सकते हैं।',
  'errors.DELETE_PAYOUT_PENDING':
    'किसी पेस्लिप का भुगतान बाकी रहते आपका खाता नहीं हटाया जा सकता। भुगतान होने के बाद आप इसे हटा सकते हैं।',
  'errors.AGENT_ALREADY_ERASED': 'इस एजेंट का खाता पहले ही मिटाया जा चुका है।',
  'errors.USER_ALREADY_ERASED': 'यह खाता मिटाया जा चुका है।',
} satisfies Record<`errors.${keyof typeof PRIVACY_ERRORS}`, string>;
