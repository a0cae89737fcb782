// Hindi texts of the shared components; must have exactly the keys of ../en/components.ts.
import type en from '@/web/i18n/locales/en/components';
import type { CatalogOf } from '@/web/i18n/locales/catalog';

export default {
  'documents.agent.title': 'पहचान सत्यापन',
  'documents.agent.body':
    'अपने आधार कार्ड के आगे और पीछे की साफ़ इमेज अपलोड करें। सेव होने के बाद वे लॉक हो जाती हैं; बाद में बदलने के लिए स्टाफ़ से बदलाव का अनुरोध करें।',
  'documents.agent.front': 'आधार कार्ड (आगे)',
  'documents.agent.back': 'आधार कार्ड (पीछे)',
  'documents.agent.hintTypes': 'केवल JPG, PNG फ़ाइलें',
  'documents.agent.hintSize': 'हर इमेज अधिकतम 5MB',
  'documents.agent.hintOnce': 'एन्क्रिप्ट करके सुरक्षित रखे जाते हैं; केवल एक बार सेव होते हैं',
  'documents.agent.submit': 'आगे बढ़ें',
  'documents.agent.submitting': 'अपलोड हो रहा है...',
  'documents.agent.progress': 'अपलोड की प्रगति',
  'documents.agent.successTitle': 'दस्तावेज़ सेव हो गए',
  'documents.agent.success': 'आपके आधार कार्ड की इमेज सेव हो गई हैं।',
  'documents.agent.failedTitle': 'अपलोड नहीं हो सका',
  'documents.agent.failed': 'आधार दस्तावेज़ अपडेट नहीं हो सके',
  'documents.agent.savedTitle': 'दस्तावेज़ सेव हैं',
  'documents.agent.savedBody':
    'आपका आधार कार्ड हमारे पास है और लॉक है। कुछ गलत हो तो नीचे बदलाव का अनुरोध करें।',
  'documents.agent.viewFront': 'आगे का भाग देखें',
  'documents.agent.viewBack': 'पीछे का भाग देखें',
  'documents.agent.documentDescription':
    'एन्क्रिप्ट करके रखी गई है। यह इमेज केवल आप और हमारी सत्यापन टीम देख सकती है।',
  'documents.agent.confirmTitle': 'अपनी आधार इमेज जाँचें',
  'documents.agent.confirmBody':
    'ये दोनों इमेज सेव होकर लॉक हो जाएँगी। पक्का करें कि दोनों साफ़ हैं और कार्ड का सही भाग दिखाती हैं।',
  'documents.agent.confirm': 'पुष्टि करें और सेव करें',
  'documents.agent.chooseAgain': 'फिर से चुनें',
  'documents.agent.unlockedTitle': 'बदलाव मंज़ूर',
  'documents.agent.unlocked':
    'स्टाफ़ ने आपका बदलाव का अनुरोध मान लिया है। दोनों भाग फिर से अपलोड करें; सेव होते ही वे फिर लॉक हो जाएँगे।',
  'documents.adminAgent.documents': 'आधार दस्तावेज़',
  'documents.adminAgent.viewFront': 'आगे का भाग देखें',
  'documents.adminAgent.viewBack': 'पीछे का भाग देखें',
  'documents.adminAgent.viewFrontOf': '{name} के आधार का आगे का भाग देखें',
  'documents.adminAgent.viewBackOf': '{name} के आधार का पीछे का भाग देखें',
  'documents.adminAgent.documentDescription': '{name} का आधार कार्ड। यह देखना ऑडिट लॉग में दर्ज होता है।',

  'profilePhoto.alt': '{name} की प्रोफ़ाइल फ़ोटो',
  'profilePhoto.upload': 'फ़ोटो बदलें',
  'profilePhoto.uploading': 'अपलोड हो रहा है...',
  'profilePhoto.updatedTitle': 'प्रोफ़ाइल फ़ोटो अपडेट हो गई',
  'profilePhoto.updated': 'आपकी नई प्रोफ़ाइल फ़ोटो सेव हो गई है।',
  'profilePhoto.failedTitle': 'अपलोड नहीं हो सका',
  'profilePhoto.failed': 'प्रोफ़ाइल फ़ोटो अपडेट नहीं हो सकी',

  'payslip.joiningBonus': 'जॉइनिंग बोनस',
  'payslip.referralBonus': 'रेफ़रल बोनस',
  'payslip.signups': 'सत्यापित साइनअप',
  'payslip.total': 'कुल',
  'payslip.paid': 'भुगतान हुआ',
  'payslip.pending': 'लंबित',
  'payslip.processing': 'भुगतान प्रक्रिया में है',
  'payslip.paidOn': '{date} को भुगतान हुआ',
} satisfies CatalogOf<typeof en>;
