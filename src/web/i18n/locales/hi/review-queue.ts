// Hindi of the review queue's texts (src/web/i18n/locales/en/review-queue.ts).
import type { CatalogOf } from '@/web/i18n/locales/catalog';
import type en from '@/web/i18n/locales/en/review-queue';

export default {
  'reviewQueue.open': 'सबसे पुराना लंबित आइटम जाँचें',
  'reviewQueue.nonePending': 'कोई आइटम जाँच के लिए बाकी नहीं है।',
  'reviewQueue.loading': 'अगला लंबित आइटम खुल रहा है…',
  'reviewQueue.loadingTitle': 'जाँच कतार',
  'reviewQueue.failed': 'अगला लंबित आइटम लोड नहीं हो सका।',
  'reviewQueue.doneTitle': 'कोई लंबित आइटम नहीं बचा',
  'reviewQueue.doneDescription': 'हर लंबित आइटम जाँच लिया गया है।',
  'reviewQueue.doneSkipped':
    '{count, plural, one {आपने # आइटम छोड़ा; वह अभी भी लंबित है।} other {आपने # आइटम छोड़े; वे अभी भी लंबित हैं।}}',
  'reviewQueue.reviewSkipped': 'छोड़े गए आइटम जाँचें',
  'reviewQueue.remaining': '{count, plural, one {कतार में # लंबित आइटम} other {कतार में # लंबित आइटम}}',
  'reviewQueue.skip': 'छोड़ें',

  'reviewQueue.shortcuts': 'कीबोर्ड शॉर्टकट',
  'reviewQueue.keyApprove': 'मंज़ूर करें',
  'reviewQueue.keyReject': 'अस्वीकार करें',
  'reviewQueue.keySuggest': 'सुझाया गया ऑफ़र लें',
  'reviewQueue.keySkip': 'छोड़ें',
  'reviewQueue.keyZoom': 'फ़ोटो बड़ी करें',
  'reviewQueue.keyClose': 'बंद करें',

  'reviewQueue.suggestedTitle': 'सुझाया गया ऑफ़र',
  'reviewQueue.suggestedRange': 'दायरा {low} – {high}',
  'reviewQueue.basisBrand':
    '{count, plural, one {इसी ब्रांड, श्रेणी और स्थिति के # पिछले ऑफ़र से} other {इसी ब्रांड, श्रेणी और स्थिति के # पिछले ऑफ़र का माध्यक}}',
  'reviewQueue.basisCategory':
    '{count, plural, one {इसी श्रेणी और स्थिति के # पिछले ऑफ़र से} other {इसी श्रेणी और स्थिति के # पिछले ऑफ़र का माध्यक}}',
  'reviewQueue.basisNone': 'इस श्रेणी और स्थिति का अभी तक कोई मंज़ूर ऑफ़र नहीं है।',
  'reviewQueue.suggestionLoading': 'पिछले ऑफ़र देखे जा रहे हैं…',
  'reviewQueue.suggestionFailed': 'सुझाया गया ऑफ़र लोड नहीं हो सका।',
  'reviewQueue.useSuggested': 'सुझाया गया ऑफ़र लें',
  'reviewQueue.draftRestored': 'इस आइटम का आपका बिना सहेजा ऑफ़र और नोट वापस लाया गया।',

  'reviewQueue.zoomPhoto': 'फ़ोटो {n} बड़ी करें',
  'reviewQueue.zoomTitle': 'फ़ोटो {n} / {count}',
  'reviewQueue.zoomHint': 'बाएँ और दाएँ तीर से फ़ोटो बदलें; Esc से बंद करें।',
  'reviewQueue.previousPhoto': 'पिछली फ़ोटो',
  'reviewQueue.nextPhoto': 'अगली फ़ोटो',
} satisfies CatalogOf<typeof en>;
