// Hindi texts of staff erasing an agent on request; must have exactly the keys of
// ../en/admin-erase.ts.
import type en from '@/web/i18n/locales/en/admin-erase';
import type { CatalogOf } from '@/web/i18n/locales/catalog';

export default {
  'adminErase.card.name': 'मिटाया गया खाता',
  'adminErase.card.badge': 'मिटाया गया',
  'adminErase.card.erasedOn': 'मिटाने की तारीख',
  'adminErase.card.note':
    'अनुरोध पर निजी जानकारी मिटा दी गई। पैसों के रिकॉर्ड एजेंट {code} के नाम से रखे गए हैं।',
  'adminErase.card.userNote':
    'खाता हटाने पर निजी जानकारी मिटा दी गई। पैसों के रिकॉर्ड यूज़र {id} के नाम से रखे गए हैं।',

  'adminErase.dialog.button': 'खाता मिटाएँ',
  'adminErase.dialog.title': '{name} का खाता मिटाएँ?',
  'adminErase.dialog.description': 'केवल तभी जब एजेंट ने खुद कहा हो। इसे वापस नहीं किया जा सकता। यह होगा:',
  'adminErase.dialog.erases':
    'उनका नाम, ईमेल, फ़ोन, पता, बैंक विवरण, आधार की तस्वीरें और फ़ोटो मिटा दिए जाएँगे।',
  'adminErase.dialog.balance':
    'जो बैलेंस अभी किसी पेस्लिप पर नहीं है ({balance}), उसका भुगतान नहीं होगा; उनके सत्यापित ग्राहक गिने जाते रहेंगे।',
  'adminErase.dialog.keeps':
    'कानून के अनुसार रखे जाने वाले भुगतान रिकॉर्ड (लेजर, पेस्लिप, रेफ़रल) एजेंट कोड {code} के नाम से रहेंगे।',
  'adminErase.dialog.signedOut': 'वे हर जगह से साइन आउट हो जाएँगे और फिर कभी साइन इन नहीं कर पाएँगे।',
  'adminErase.dialog.reason': 'एजेंट ने कैसे और कब कहा?',
  'adminErase.dialog.reasonHint': 'जैसे: 20 नवंबर को ई-मेल से अनुरोध किया। यह ऑडिट लॉग में रखा जाता है।',
  'adminErase.dialog.code': 'पुष्टि के लिए एजेंट कोड {code} लिखें',
  'adminErase.dialog.codeMismatch': 'कृपया एजेंट कोड {code} ठीक वैसा ही लिखें।',
  'adminErase.dialog.submit': 'खाता मिटाएँ',
  'adminErase.dialog.submitting': 'मिटाया जा रहा है...',
  'adminErase.dialog.doneTitle': 'खाता मिटा दिया गया',
  'adminErase.dialog.done': 'एजेंट {code} की निजी जानकारी मिटा दी गई है।',
  'adminErase.dialog.payoutPending':
    'इस एजेंट की एक पेस्लिप का भुगतान उनके बैंक खाते में बाकी है। पहले उसका भुगतान करें (पेस्लिप), फिर खाता मिटाएँ।',
  'adminErase.dialog.failed': 'खाता नहीं मिटाया जा सका',
} satisfies CatalogOf<typeof en>;
