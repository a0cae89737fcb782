// Hindi for the messages src/domain owns (form rules, the SPEC §8 error catalogue, bank status
// labels, item option and status labels, verification rules). Keyed by the domain's own English
// text so nothing is re-typed; unknown text (a server message) is shown as it came.
import { BANK_STATUS_LABELS } from '../../domain/bank-verification';
import { MAX_PHOTOS_PER_ITEM } from '../../domain/constants';
import { DEMO_MESSAGES, type DemoCategory } from '../../domain/demo-cart';
import { MESSAGES } from '../../domain/fields';
import { FRIENDLY } from '../../domain/friendly-error';
import { itemStatusLabel, type ItemStatus } from '../../domain/item-status';
import {
  ITEM_MESSAGES,
  categoryLabel,
  conditionLabel,
  sizeLabel,
  type ItemCategory,
  type ItemCondition,
} from '../../domain/items';
import { VERIFICATION_MESSAGES } from '../../domain/verification';

// Every category of the submit page and of the demo page, by value.
const CATEGORY_HI: Record<ItemCategory | DemoCategory, string> = {
  denim: 'डेनिम',
  outerwear: 'आउटरवियर',
  't-shirts': 'टी-शर्ट',
  accessories: 'एक्सेसरीज़',
  dresses: 'ड्रेस',
  sweaters: 'स्वेटर',
  pants: 'पैंट',
  shoes: 'जूते',
  other: 'अन्य',
  shirts: 'शर्ट',
  jeans: 'जींस',
  jackets: 'जैकेट',
};

const CONDITION_HI: Record<ItemCondition, string> = {
  excellent: 'बेहतरीन',
  'very-good': 'बहुत अच्छी',
  good: 'अच्छी',
  fair: 'ठीक-ठाक',
};

const STATUS_HI: Record<ItemStatus, string> = {
  pending: 'लंबित',
  approved: 'स्वीकृत',
  rejected: 'अस्वीकृत',
  accepted: 'स्वीकार किया',
  shipped: 'भेजा गया',
  paid: 'भुगतान हुआ',
};

/** { [English label]: Hindi } for a table keyed by value, through the domain's label function. */
function byLabel(table: Record<string, string>, label: (value: string) => string) {
  return Object.fromEntries(Object.entries(table).map(([value, hindi]) => [label(value), hindi]));
}

// Length limits are written into the message ('Must be at most 100 characters').
const MAX_CHARACTERS_HI = Object.fromEntries(
  [50, 100, 200, 300, 500, 1000, 2000].map((max) => [
    `Must be at most ${max} characters`,
    `अधिकतम ${max} अक्षर हो सकते हैं`,
  ]),
);

export const domainHi: Record<string, string> = {
  [MESSAGES.passwordMin]: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  [MESSAGES.passwordsDontMatch]: 'पासवर्ड मेल नहीं खाते',
  [MESSAGES.mobileRequired]: 'मोबाइल नंबर ज़रूरी है',
  [MESSAGES.validMobile]: 'सही मोबाइल नंबर ज़रूरी है',
  [MESSAGES.invalidEmail]: 'ईमेल पता सही नहीं है',
  [MESSAGES.emailRequired]: 'ईमेल ज़रूरी है',
  [MESSAGES.passwordRequired]: 'पासवर्ड ज़रूरी है',
  [MESSAGES.adminPasswordTitle]: 'पासवर्ड ज़रूरी है',
  [MESSAGES.adminPasswordRequired]: 'कृपया एडमिन पासवर्ड डालें।',
  [MESSAGES.adminPasswordMin]: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
  [MESSAGES.validPincode]: 'सही पिनकोड ज़रूरी है',

  [FRIENDLY.userExists]:
    'इस ईमेल पते से पहले से एक खाता मौजूद है। कृपया कोई दूसरा ईमेल इस्तेमाल करें या साइन इन करें।',
  [FRIENDLY.invalidCredentials]: 'ईमेल या पासवर्ड गलत है। कृपया अपनी जानकारी जाँचें और फिर से कोशिश करें।',
  [FRIENDLY.userNotFound]: 'इस ईमेल पते से कोई खाता नहीं मिला। कृपया पहले साइन अप करें।',
  [FRIENDLY.validation]: 'कृपया अपनी जानकारी जाँचें और फिर से कोशिश करें।',
  [FRIENDLY.unauthorized]: 'सत्र समाप्त हो गया। कृपया फिर से लॉगिन करें।',
  [FRIENDLY.network]: 'नेटवर्क त्रुटि। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  [FRIENDLY.duplicate]: 'यह जानकारी पहले से दर्ज है। कृपया अलग विवरण इस्तेमाल करें।',
  [FRIENDLY.noMessage]: 'कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
  [FRIENDLY.fallback]: 'काम पूरा नहीं हो सका। कृपया फिर से कोशिश करें।',

  [BANK_STATUS_LABELS.pending]: 'बैंक लंबित',
  [BANK_STATUS_LABELS.unverified]: 'बैंक असत्यापित',
  [BANK_STATUS_LABELS.under_review]: 'बैंक जाँच में',
  [BANK_STATUS_LABELS.verified]: 'बैंक सत्यापित',
  [BANK_STATUS_LABELS.failed]: 'बैंक विफल',

  ...byLabel(CATEGORY_HI, categoryLabel),
  ...byLabel(CONDITION_HI, conditionLabel),
  ...byLabel(STATUS_HI, itemStatusLabel),
  [itemStatusLabel('')]: 'अज्ञात',
  [sizeLabel('OS')]: 'फ़्री साइज़',

  [ITEM_MESSAGES.categoryRequired]: 'श्रेणी ज़रूरी है',
  [ITEM_MESSAGES.sizeRequired]: 'साइज़ ज़रूरी है',
  [ITEM_MESSAGES.conditionRequired]: 'हालत ज़रूरी है',
  [ITEM_MESSAGES.photoRequired]: 'कम से कम एक फ़ोटो ज़रूरी है',
  [ITEM_MESSAGES.tooManyPhotos]: `हर आइटम में अधिकतम ${MAX_PHOTOS_PER_ITEM} फ़ोटो`,
  // Toasts split these at ': ' into title and description, so the Hindi keeps that separator.
  [ITEM_MESSAGES.photosRequiredToast]: 'फ़ोटो ज़रूरी: कृपया अपने आइटम की कम से कम एक फ़ोटो अपलोड करें।',
  [ITEM_MESSAGES.noItemsToast]: 'जमा करने के लिए कोई आइटम नहीं: कृपया अपने कार्ट में कम से कम एक आइटम जोड़ें।',
  [ITEM_MESSAGES.offerRequired]: 'स्वीकृत आइटम के लिए कृपया ऑफ़र राशि डालें।',
  [ITEM_MESSAGES.offerInvalid]: 'ऑफ़र राशि शून्य से बड़ी संख्या होनी चाहिए, दशमलव के बाद अधिकतम 2 अंक।',
  [ITEM_MESSAGES.offerTooLarge]: 'ऑफ़र राशि बहुत बड़ी है।',
  [ITEM_MESSAGES.alreadyReviewed]: 'इस आइटम की जाँच पहले ही हो चुकी है।',
  [ITEM_MESSAGES.photoNotYours]: 'इनमें से एक फ़ोटो आपने अपलोड नहीं की थी। कृपया उसे फिर से अपलोड करें।',
  ...MAX_CHARACTERS_HI,

  [DEMO_MESSAGES.nameRequired]: 'आइटम का नाम ज़रूरी है',
  [DEMO_MESSAGES.brandRequired]: 'ब्रांड ज़रूरी है',

  [VERIFICATION_MESSAGES.selectImage]: 'कृपया एक इमेज फ़ाइल चुनें',
  [VERIFICATION_MESSAGES.imageTooLarge]: 'इमेज का साइज़ 5MB से कम होना चाहिए',
  [VERIFICATION_MESSAGES.documentTypes]: 'आधार कार्ड के लिए केवल JPG और PNG इमेज स्वीकार की जाती हैं।',
  [VERIFICATION_MESSAGES.bothSidesRequired]: 'कृपया अपने आधार कार्ड के आगे और पीछे, दोनों भाग अपलोड करें।',
  [VERIFICATION_MESSAGES.fillAllBankDetails]: 'कृपया सभी बैंक विवरण भरें',
  [VERIFICATION_MESSAGES.accountNumber]: 'खाता संख्या 8 से 18 अंकों की होनी चाहिए',
  [VERIFICATION_MESSAGES.ifsc]: 'कृपया सही IFSC कोड डालें (11 अक्षर, जैसे SBIN0001234)',
  [VERIFICATION_MESSAGES.upi]: 'कृपया सही UPI पता डालें',
  [VERIFICATION_MESSAGES.transactionId]: 'कृपया सही 12 अंकों का ट्रांज़ैक्शन नंबर डालें',
  [VERIFICATION_MESSAGES.transactionUsed]:
    'यह ट्रांज़ैक्शन नंबर पहले ही इस्तेमाल हो चुका है। कृपया अपने UPI ऐप में नंबर जाँचें।',
  [VERIFICATION_MESSAGES.notResubmittable]: 'आपके बैंक विवरण पहले से जाँच में हैं या सत्यापित हैं।',
  [VERIFICATION_MESSAGES.notUnderReview]: 'इस उपयोगकर्ता के बैंक विवरण जाँच में नहीं हैं।',
  'Account holder name is too long': 'खाताधारक का नाम बहुत लंबा है',
};
