// Hindi of src/web/i18n/locales/en/privacy.ts.
import type { CatalogOf } from '@/web/i18n/locales/catalog';
import type en from '@/web/i18n/locales/en/privacy';

export default {
  'privacy.card.title': 'आपका डेटा',
  'privacy.card.description': 'देखें कि हमारे पास आपकी कौन-सी जानकारी है, या अपना खाता हटाएँ।',
  'privacy.card.downloadHint':
    'अपनी प्रोफ़ाइल, सामान, पिकअप, भुगतान और सूचनाओं की एक प्रति फ़ाइल के रूप में डाउनलोड करें।',
  'privacy.card.download': 'मेरा डेटा डाउनलोड करें',

  'privacy.delete.open': 'खाता हटाएँ',
  'privacy.delete.title': 'क्या आप अपना खाता हटाना चाहते हैं?',
  'privacy.delete.description': 'इसे वापस नहीं किया जा सकता। यह होगा:',
  'privacy.delete.erases': 'आपका नाम, ईमेल, फ़ोन, पते, बैंक विवरण, आधार की तस्वीरें और फ़ोटो मिटा दिए जाएँगे।',
  'privacy.delete.itemsSeller':
    'जिन सामानों का पिकअप नहीं हुआ वे हटा दिए जाएँगे; बिक चुके सामान बिना फ़ोटो के रहेंगे।',
  'privacy.delete.balanceAgent':
    'जो बैलेंस अभी किसी पेस्लिप में नहीं है उसका भुगतान नहीं होगा; आपके सत्यापित ग्राहक गिने जाते रहेंगे।',
  'privacy.delete.keeps': 'कानून के अनुसार रखे जाने वाले भुगतान रिकॉर्ड एक गुमनाम खाता संख्या के साथ रहेंगे।',
  'privacy.delete.signedOut': 'आप हर जगह से साइन आउट हो जाएँगे और फिर साइन इन नहीं कर पाएँगे।',
  'privacy.delete.password': 'पुष्टि के लिए अपना पासवर्ड लिखें',
  'privacy.delete.passwordMissing': 'कृपया अपना पासवर्ड लिखें।',
  'privacy.delete.submit': 'मेरा खाता हटाएँ',
  'privacy.delete.submitting': 'हटाया जा रहा है...',
  'privacy.delete.failed': 'आपका खाता नहीं हटाया जा सका। कृपया फिर से कोशिश करें।',
  'privacy.delete.doneTitle': 'खाता हटा दिया गया',
  'privacy.delete.doneText': 'आपका खाता और निजी जानकारी हटा दी गई है।',

  'privacy.consent.prefix': 'खाता बनाकर आप हमारी',
  'privacy.consent.terms': 'सेवा की शर्तों',
  'privacy.consent.and': 'और',
  'privacy.consent.privacy': 'गोपनीयता नीति',
  'privacy.consent.suffix': ' से सहमत होते हैं।',

  'privacy.aadhaar.deleted': 'सत्यापन के बाद दस्तावेज़ हटा दिया गया ({date})।',
  'privacy.aadhaar.notKept': 'आधार QR से प्रमाणित: कार्ड की कोई कॉपी नहीं रखी गई।',
} satisfies CatalogOf<typeof en>;
