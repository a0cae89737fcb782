// Hindi texts of the bell, the notification list and the notification preferences; must have
// exactly the keys of ../en/notifications.ts.
import type en from '@/web/i18n/locales/en/notifications';
import type { CatalogOf } from '@/web/i18n/locales/catalog';

export default {
  'notifications.bellLabel': '{count, plural, =0 {सूचनाएँ} other {सूचनाएँ, # अपठित}}',
  'notifications.title': 'सूचनाएँ',
  'notifications.summary':
    '{count, plural, =0 {आपने सब कुछ पढ़ लिया है।} one {# अपठित सूचना} other {# अपठित सूचनाएँ}}',
  'notifications.close': 'सूचनाएँ बंद करें',
  'notifications.markAllRead': 'सभी को पढ़ा हुआ चिह्नित करें',
  'notifications.loadMore': 'और देखें',
  'notifications.empty': 'अभी कोई सूचना नहीं है',
  'notifications.failed': 'आपकी सूचनाएँ लोड नहीं हो सकीं।',
  'notifications.markFailed': 'इसे पढ़ा हुआ चिह्नित नहीं किया जा सका। कृपया फिर से कोशिश करें।',
  'notifications.new': 'नई',
  'notifications.unreadItem': 'अपठित:',

  'notifications.preferences.title': 'सूचनाएँ',
  'notifications.preferences.description':
    'चुनें कि हर तरह की जानकारी हम आपको कैसे दें। ईमेल और SMS उसी भाषा में भेजे जाते हैं जो आप ऐप के लिए चुनते हैं।',
  'notifications.preferences.switch': '{kind}: {channel}',
  'notifications.preferences.moneyNote':
    'पैसों से जुड़ी सूचनाएँ ऐप में हमेशा दिखती हैं, ताकि कोई भुगतान आपकी नज़र से न छूटे।',
  'notifications.preferences.language': 'संदेश {language} में भेजे जाते हैं।',
  'notifications.preferences.languageName.en': 'अंग्रेज़ी',
  'notifications.preferences.languageName.hi': 'हिन्दी',
  'notifications.preferences.saved': 'सूचना की पसंद सहेज ली गई।',
  'notifications.preferences.saveFailed': 'आपकी पसंद सहेजी नहीं जा सकी। कृपया फिर से कोशिश करें।',
  'notifications.preferences.loadFailed': 'आपकी सूचना की पसंद लोड नहीं हो सकी।',

  'notifications.channel.inApp': 'ऐप में',
  'notifications.channel.email': 'ईमेल',
  'notifications.channel.sms': 'SMS',

  'notifications.kind.items': 'आइटम',
  'notifications.kind.verification': 'सत्यापन',
  'notifications.kind.shipments': 'शिपमेंट',
  'notifications.kind.money': 'पैसे',
  'notifications.kind.account': 'खाता',
  'notifications.kindHint.items': 'आपके आइटम स्वीकृत या अस्वीकृत होने पर',
  'notifications.kindHint.verification': 'पहचान और बैंक की जाँच',
  'notifications.kindHint.shipments': 'पिकअप और डिलीवरी',
  'notifications.kindHint.money': 'भुगतान, क्रेडिट और बैलेंस में बदलाव',
  'notifications.kindHint.account': 'आपका एजेंट खाता बंद या चालू होने पर',
} satisfies CatalogOf<typeof en>;
