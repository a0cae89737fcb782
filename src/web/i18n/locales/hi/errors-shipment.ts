// Hindi of the shipment error codes (src/contract/errors/shipment-errors.ts), with the same params.
import type { SHIPMENT_ERRORS } from '@/contract/errors/shipment-errors';

export default {
  'errors.MINIMUM_ORDER_NOT_MET': 'न्यूनतम ऑर्डर मूल्य ₹499 है। शिपमेंट बनाने के लिए ₹{shortfall} और जोड़ें।',
  'errors.VERIFICATION_REQUIRED':
    'सत्यापन ज़रूरी: {pending, select, identity {आधार कार्ड सत्यापन बाकी} bank {बैंक विवरण और भुगतान सत्यापन बाकी} other {आधार कार्ड सत्यापन बाकी; बैंक विवरण और भुगतान सत्यापन बाकी}}',
  'errors.PINCODE_NOT_SERVED': 'माफ़ करें, पिकअप केवल हरिद्वार में उपलब्ध है (पिनकोड {pincodes})।',
  'errors.NO_APPROVED_ITEMS': 'भेजने के लिए कोई स्वीकृत आइटम नहीं है।',
  'errors.ITEMS_UNAVAILABLE':
    'इनमें से कुछ आइटम अब आपके स्वीकृत आइटम नहीं हैं। कृपया पेज रीफ़्रेश करके फिर से कोशिश करें।',
  'errors.BATCH_TOO_LARGE':
    'यह बैच एक शिपमेंट के लिए बहुत बड़ा है। इसकी व्यवस्था के लिए कृपया सहायता टीम से संपर्क करें।',
  'errors.PAYOUT_REFERENCE_MISSING': 'डिलीवर हुए शिपमेंट के लिए कृपया भुगतान संदर्भ (UTR) डालें।',
  'errors.PAYOUT_BANK_NOT_VERIFIED':
    'विक्रेता के बैंक विवरण सत्यापित नहीं हैं, इसलिए ऐप उन्हें भुगतान नहीं कर सकता। खुद भुगतान करें और भुगतान संदर्भ (UTR) डालें।',
  'errors.PAYOUT_LOCKS_STATUS':
    'इस शिपमेंट का भुगतान जारी है या हो चुका है, इसलिए इसकी स्थिति “पहुँच गया” ही रहेगी।',
  'errors.SHIPMENT_NOT_FOUND': 'शिपमेंट नहीं मिला',
} satisfies Record<`errors.${keyof typeof SHIPMENT_ERRORS}`, string>;
