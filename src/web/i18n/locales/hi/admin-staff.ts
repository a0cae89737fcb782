// Hindi of the named-staff texts (src/web/i18n/locales/en/admin-staff.ts).
import type { CatalogOf } from '@/web/i18n/locales/catalog';
import type en from '@/web/i18n/locales/en/admin-staff';

export default {
  'adminStaff.or': 'या',
  'adminStaff.title': 'स्टाफ़ साइन-इन',
  'adminStaff.subtitle': 'नामित एडमिन अपने खाते से साइन इन करते हैं।',
  'adminStaff.onlyStaff': 'अपने एडमिन खाते से साइन इन करें।',
  'adminStaff.email': 'ईमेल',
  'adminStaff.password': 'आपका पासवर्ड',
  'adminStaff.code': 'प्रमाणीकरण कोड',
  'adminStaff.codeHint': 'आपके ऑथेंटिकेटर ऐप का 6 अंकों का कोड, या कोई रिकवरी कोड।',
  'adminStaff.submit': 'स्टाफ़ के रूप में प्रवेश करें',
  'adminStaff.submitting': 'जाँच हो रही है...',
  'adminStaff.refused': 'स्टाफ़ साइन-इन नहीं हुआ',
  'adminStaff.codeAsked': 'अपना कोड डालें',
  'adminStaff.enrolNeeded': 'दो-चरण साइन-इन ज़रूरी है: आगे बढ़ने के लिए इसे सेट करें।',

  'adminStaff.open': 'दो-चरण साइन-इन',
  'adminStaff.dialogTitle': 'दो-चरण साइन-इन',
  'adminStaff.dialogDescription': 'अपने फ़ोन के ऑथेंटिकेटर ऐप के कोड से अपने एडमिन खाते को सुरक्षित रखें।',
  'adminStaff.required': 'इस सर्वर पर ज़रूरी है: कंसोल इस्तेमाल करने से पहले इसे सेट करें।',
  'adminStaff.requiredTitle': 'दो-चरण साइन-इन सेट करें',
  'adminStaff.loading': 'दो-चरण साइन-इन लोड हो रहा है...',
  'adminStaff.statusOff': 'दो-चरण साइन-इन बंद है।',
  'adminStaff.statusOn':
    '{count, plural, one {दो-चरण साइन-इन चालू है। # रिकवरी कोड बचा है।} other {दो-चरण साइन-इन चालू है। # रिकवरी कोड बचे हैं।}}',
  'adminStaff.start': 'ऑथेंटिकेटर ऐप सेट करें',
  'adminStaff.starting': 'तैयार हो रहा है...',
  'adminStaff.scan': 'यह QR कोड अपने ऑथेंटिकेटर ऐप से स्कैन करें, फिर ऐप में दिखा कोड डालें।',
  'adminStaff.qrAlt': 'आपके ऑथेंटिकेटर ऐप के लिए QR कोड',
  'adminStaff.manualKey': 'या यह कुंजी ऐप में टाइप करें',
  'adminStaff.confirm': 'चालू करें',
  'adminStaff.confirming': 'चालू हो रहा है...',
  'adminStaff.onTitle': 'दो-चरण साइन-इन चालू है',
  'adminStaff.recoveryIntro':
    'ये रिकवरी कोड किसी सुरक्षित जगह रखें। फ़ोन खो जाने पर हर कोड एक बार साइन इन कराता है। ये केवल अभी दिखाए जा रहे हैं।',
  'adminStaff.recoveryLabel': 'रिकवरी कोड',
  'adminStaff.copy': 'कोड कॉपी करें',
  'adminStaff.copied': 'रिकवरी कोड कॉपी हो गए',
  'adminStaff.download': 'कोड डाउनलोड करें',
  'adminStaff.done': 'हो गया',
  'adminStaff.disableIntro': 'बंद करने के लिए अपने ऐप का मौजूदा कोड या कोई रिकवरी कोड डालें।',
  'adminStaff.disable': 'बंद करें',
  'adminStaff.disabling': 'बंद हो रहा है...',
  'adminStaff.offTitle': 'दो-चरण साइन-इन बंद है',
  'adminStaff.failed': 'यह नहीं हो पाया',
  'adminStaff.consoleOnly':
    'साझा कंसोल लॉगिन दो-चरण साइन-इन का उपयोग नहीं कर सकता। इसे सेट करने के लिए अपने एडमिन खाते से साइन इन करें।',
} satisfies CatalogOf<typeof en>;
