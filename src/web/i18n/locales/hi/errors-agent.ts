// Hindi of the agent error codes (src/contract/errors/agent-errors.ts), with the same params.
import type { AGENT_ERRORS } from '@/contract/errors/agent-errors';

export default {
  'errors.AGENT_EXISTS': 'इस ईमेल पते से पहले से एक एजेंट खाता मौजूद है',
  'errors.AGENT_INVALID_CREDENTIALS': 'ईमेल या पासवर्ड गलत है',
  'errors.AGENT_DEACTIVATED': 'यह एजेंट खाता निष्क्रिय कर दिया गया है। कृपया सहायता टीम से संपर्क करें।',
  'errors.AGENT_NOT_FOUND': 'एजेंट नहीं मिला',
  'errors.AGENT_PHOTO_REQUIRED': 'प्रोफ़ाइल फ़ोटो ज़रूरी है',
  'errors.AGENT_PHOTO_TOO_LARGE': 'प्रोफ़ाइल फ़ोटो 5MB से छोटी होनी चाहिए',
  'errors.AADHAR_LOCKED': 'आधार दस्तावेज़ पहले से सेव हैं और बदले नहीं जा सकते।',
  'errors.BANK_LOCKED': 'बैंक विवरण पहले से सेव हैं और बदले नहीं जा सकते।',
  'errors.CHANGE_REQUEST_OPEN': 'बदलाव का एक अनुरोध पहले से स्टाफ़ के पास इंतज़ार में है।',
  'errors.CHANGE_NOT_LOCKED': 'ये विवरण लॉक नहीं हैं: आप इन्हें अभी भर सकते हैं।',
  'errors.CHANGE_REQUEST_NOT_FOUND': 'बदलाव का अनुरोध नहीं मिला',
  'errors.CHANGE_REQUEST_DECIDED': 'इस बदलाव के अनुरोध पर पहले ही फ़ैसला हो चुका है।',
  'errors.CUSTOMER_NOT_FOUND': 'इस यूज़र आईडी से कोई ग्राहक नहीं मिला। कृपया आईडी जाँचें और फिर से कोशिश करें।',
  'errors.ALREADY_CLAIMED':
    'यह यूज़र पहले ही किसी दूसरे एजेंट द्वारा क्लेम किया जा चुका है। हर यूज़र सभी एजेंटों में केवल एक बार क्लेम किया जा सकता है।',
  'errors.CUSTOMER_NOT_VERIFIED': 'क्लेम किए जाने से पहले इस यूज़र को सत्यापन के सभी चरण पूरे करने होंगे',
  'errors.INSUFFICIENT_BALANCE': 'एजेंट का बैलेंस ₹0.00 से कम नहीं हो सकता।',
  'errors.BALANCE_TOO_LARGE': 'एजेंट का बैलेंस ₹99,999,999.99 से ज़्यादा हो जाएगा।',
  'errors.PAYSLIP_NOT_FOUND': 'पेस्लिप नहीं मिली',
  'errors.PAYSLIP_ALREADY_PAID': 'इस पेस्लिप का भुगतान पहले ही हो चुका है।',
  'errors.AGENT_UTR_REQUIRED': 'UTR नंबर ज़रूरी है',
  'errors.PAYSLIP_PAYOUT_UNDER_WAY':
    'इस पेस्लिप का भुगतान गेटवे से हो रहा है: वह अपने-आप पूरा होगा, या लौटकर आपके पास आएगा।',
  'errors.AGENT_NO_BANK_DETAILS':
    'एजेंट ने बैंक विवरण सेव नहीं किए हैं, इसलिए ऐप भुगतान नहीं कर सकता। हाथ से भुगतान करें और UTR डालें।',
  'errors.AGENT_PAYOUT_TOO_SMALL': 'भुगतान ₹1.00 से शुरू होते हैं। यह रकम हाथ से भेजें और UTR डालें।',
  'errors.BALANCE_PAYOUT_KEY_MISSING':
    'गेटवे से भुगतान के लिए आइडेम्पोटेंसी की चाहिए: फ़ॉर्म बंद करके फिर से खोलें।',
  'errors.BALANCE_PAYOUT_KEY_REUSED':
    'यह फ़ॉर्म पहले ही एक अलग भुगतान शुरू कर चुका है: इसे बंद करके फिर से खोलें।',
} satisfies Record<`errors.${keyof typeof AGENT_ERRORS}`, string>;
