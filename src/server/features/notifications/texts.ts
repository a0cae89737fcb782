// The catalogue of notification texts (issue 13): a title and a body per type, in English and
// Hindi, rendered from the stored params when read or sent, so a person who switches language
// reads even old notifications in the new one. Money through the one formatter (src/domain/format).
import { formatterFor, type Formatter } from '@/domain/format';
import type { NotificationLanguage, NotificationType } from '@/domain/notification-kinds';
import type { NotificationParams } from './events';

export interface RenderedText {
  title: string;
  body: string;
}

/** "Levi's " before the word item, or nothing for an item without a brand. */
const named = (brand: string) => (brand ? `${brand} ` : '');

type Renderers = {
  [T in NotificationType]: (params: NotificationParams[T], format: Formatter) => RenderedText;
};

const EN: Renderers = {
  'item.approved': ({ itemId, brand, offer }, f) => ({
    title: `Item approved: offer ${f.rupeesWithPaise(offer)}`,
    body:
      `Your ${named(brand)}item (#${itemId}) was approved with an offer of ${f.rupeesWithPaise(offer)}. ` +
      'Open your dashboard to send it with your other approved items in one pickup.',
  }),
  'item.rejected': ({ itemId, brand, note }) => ({
    title: 'Item not accepted',
    body:
      `Your ${named(brand)}item (#${itemId}) was not accepted.` +
      (note ? ` Note from our team: ${note}` : ''),
  }),
  'identity.verified': () => ({
    title: 'Identity verified',
    body: 'We have received your Aadhar card and your identity is verified.',
  }),
  'identity.revoked': () => ({
    title: 'Identity verification removed',
    body:
      'We could not accept the Aadhar images you uploaded, so your identity is no longer ' +
      'verified. Please upload clear photos of both sides of your Aadhar card on your profile.',
  }),
  'bank.verified': () => ({
    title: 'Bank details verified',
    body: 'Your bank details are verified. Payments for your items will be sent to this account.',
  }),
  'bank.failed': () => ({
    title: 'Bank details not verified',
    body:
      'We could not verify your bank details or your fee payment. Please check the account ' +
      'number, the IFSC code and the UPI transaction number, and submit them again on your profile.',
  }),
  'shipment.created': ({ shipmentId, itemCount, total }, f) => ({
    title: 'Pickup booked',
    body:
      `Your pickup #${shipmentId} of ${f.number(itemCount)} ${itemCount === 1 ? 'item' : 'items'} ` +
      `worth ${f.rupeesWithPaise(total)} is booked. We will come to collect them soon.`,
  }),
  'shipment.picked_up': ({ shipmentId }) => ({
    title: 'Items picked up',
    body: `We have picked up the items of your shipment #${shipmentId}.`,
  }),
  'shipment.in_transit': ({ shipmentId, trackingNumber }) => ({
    title: 'Shipment on its way',
    body:
      `Your shipment #${shipmentId} is on its way to us.` +
      (trackingNumber ? ` Tracking number: ${trackingNumber}.` : ''),
  }),
  'shipment.delivered': ({ shipmentId, payout, utr }, f) => ({
    title: `Payment sent: ${f.rupeesWithPaise(payout)}`,
    body:
      `Your shipment #${shipmentId} has reached us and ${f.rupeesWithPaise(payout)} was sent to ` +
      `your bank account. Transfer reference (UTR): ${utr}.`,
  }),
  'shipment.payout_returned': ({ shipmentId, payout }, f) => ({
    title: `Payment returned by your bank: ${f.rupeesWithPaise(payout)}`,
    body:
      `The ${f.rupeesWithPaise(payout)} sent for your shipment #${shipmentId} came back from your ` +
      `bank. Our team will send it again; please check that your bank details are correct.`,
  }),
  'agent.claim_credited': ({ amount, customerId, balance }, f) => ({
    title: `${f.rupeesWithPaise(amount)} credited`,
    body:
      `You earned ${f.rupeesWithPaise(amount)} for the verified signup ${customerId}. ` +
      `New balance: ${f.rupeesWithPaise(balance)}.`,
  }),
  'agent.balance_adjusted': ({ direction, amount, utr, balance }, f) => ({
    title:
      direction === 'add'
        ? `${f.rupeesWithPaise(amount)} added to your balance`
        : `${f.rupeesWithPaise(amount)} deducted from your balance`,
    body:
      (direction === 'add'
        ? `${f.rupeesWithPaise(amount)} was added to your balance.`
        : `${f.rupeesWithPaise(amount)} was deducted from your balance.`) +
      `${utr ? ` Reference (UTR): ${utr}.` : ''} New balance: ${f.rupeesWithPaise(balance)}.`,
  }),
  'agent.payslip_paid': ({ month, year, amount, utr }, f) => ({
    title: `Payslip paid: ${f.payslipMonth(month, year)}`,
    body:
      `Your payslip for ${f.payslipMonth(month, year)} (${f.rupeesWithPaise(amount)}) was paid. ` +
      `Transfer reference (UTR): ${utr}.`,
  }),
  'agent.deactivated': () => ({
    title: 'Agent account deactivated',
    body:
      'Your agent account has been deactivated and you cannot sign in for now. ' +
      'Please contact support if you think this is a mistake.',
  }),
  'agent.reactivated': () => ({
    title: 'Agent account active again',
    body: 'Your agent account is active again. You can sign in and claim verified signups.',
  }),
  'agent.change_approved': ({ what }) => ({
    title: what === 'bank' ? 'Bank details unlocked' : 'Aadhar documents unlocked',
    body:
      what === 'bank'
        ? 'Staff approved your change request. Open your profile and enter your bank details again; they lock once saved.'
        : 'Staff approved your change request. Open your profile and upload your Aadhar card again; it locks once saved.',
  }),
  'agent.change_declined': ({ what }) => ({
    title: what === 'bank' ? 'Bank details change declined' : 'Aadhar change declined',
    body:
      'Staff declined your change request; your saved details stay as they are. ' +
      'Please contact support if you need help.',
  }),
};

const HI: Renderers = {
  'item.approved': ({ itemId, brand, offer }, f) => ({
    title: `आइटम स्वीकृत: ${f.rupeesWithPaise(offer)} का ऑफ़र`,
    body:
      `आपका ${named(brand)}आइटम (#${itemId}) ${f.rupeesWithPaise(offer)} के ऑफ़र के साथ स्वीकृत हो गया है। ` +
      'इसे अपने बाकी स्वीकृत आइटम के साथ एक ही पिकअप में भेजने के लिए अपना डैशबोर्ड खोलें।',
  }),
  'item.rejected': ({ itemId, brand, note }) => ({
    title: 'आइटम स्वीकार नहीं हुआ',
    body:
      `आपका ${named(brand)}आइटम (#${itemId}) स्वीकार नहीं किया गया।` +
      (note ? ` हमारी टीम की टिप्पणी: ${note}` : ''),
  }),
  'identity.verified': () => ({
    title: 'पहचान सत्यापित',
    body: 'हमें आपका आधार कार्ड मिल गया है और आपकी पहचान सत्यापित हो गई है।',
  }),
  'identity.revoked': () => ({
    title: 'पहचान सत्यापन हटाया गया',
    body:
      'आपकी अपलोड की गई आधार तस्वीरें स्वीकार नहीं की जा सकीं, इसलिए आपकी पहचान अब सत्यापित नहीं है। ' +
      'कृपया अपनी प्रोफ़ाइल पर आधार कार्ड के दोनों तरफ़ की साफ़ तस्वीरें अपलोड करें।',
  }),
  'bank.verified': () => ({
    title: 'बैंक विवरण सत्यापित',
    body: 'आपके बैंक विवरण सत्यापित हो गए हैं। आपके आइटम का भुगतान इसी खाते में भेजा जाएगा।',
  }),
  'bank.failed': () => ({
    title: 'बैंक विवरण सत्यापित नहीं हुए',
    body:
      'हम आपके बैंक विवरण या शुल्क भुगतान की पुष्टि नहीं कर सके। कृपया खाता नंबर, IFSC कोड और ' +
      'UPI लेन-देन नंबर जाँचें, और उन्हें अपनी प्रोफ़ाइल पर दोबारा जमा करें।',
  }),
  'shipment.created': ({ shipmentId, itemCount, total }, f) => ({
    title: 'पिकअप बुक हो गया',
    body:
      `${f.number(itemCount)} आइटम (कुल ${f.rupeesWithPaise(total)}) के लिए आपका पिकअप ` +
      `#${shipmentId} बुक हो गया है। हम जल्द ही इन्हें लेने आएँगे।`,
  }),
  'shipment.picked_up': ({ shipmentId }) => ({
    title: 'आइटम उठा लिए गए',
    body: `आपके शिपमेंट #${shipmentId} के आइटम हमने उठा लिए हैं।`,
  }),
  'shipment.in_transit': ({ shipmentId, trackingNumber }) => ({
    title: 'शिपमेंट रास्ते में है',
    body:
      `आपका शिपमेंट #${shipmentId} हमारे पास आ रहा है।` +
      (trackingNumber ? ` ट्रैकिंग नंबर: ${trackingNumber}।` : ''),
  }),
  'shipment.delivered': ({ shipmentId, payout, utr }, f) => ({
    title: `भुगतान भेजा गया: ${f.rupeesWithPaise(payout)}`,
    body:
      `आपका शिपमेंट #${shipmentId} हमें मिल गया है और ${f.rupeesWithPaise(payout)} आपके बैंक ` +
      `खाते में भेज दिए गए हैं। ट्रांसफ़र का संदर्भ (UTR): ${utr}।`,
  }),
  'shipment.payout_returned': ({ shipmentId, payout }, f) => ({
    title: `आपके बैंक ने भुगतान लौटा दिया: ${f.rupeesWithPaise(payout)}`,
    body:
      `आपके शिपमेंट #${shipmentId} के लिए भेजे गए ${f.rupeesWithPaise(payout)} आपके बैंक से वापस ` +
      `आ गए हैं। हमारी टीम इसे फिर से भेजेगी; कृपया जाँच लें कि आपके बैंक विवरण सही हैं।`,
  }),
  'agent.claim_credited': ({ amount, customerId, balance }, f) => ({
    title: `${f.rupeesWithPaise(amount)} जमा हुए`,
    body:
      `सत्यापित साइनअप ${customerId} के लिए आपके बैलेंस में ${f.rupeesWithPaise(amount)} जोड़ दिए ` +
      `गए हैं। नया बैलेंस: ${f.rupeesWithPaise(balance)}।`,
  }),
  'agent.balance_adjusted': ({ direction, amount, utr, balance }, f) => ({
    title:
      direction === 'add'
        ? `आपके बैलेंस में ${f.rupeesWithPaise(amount)} जोड़े गए`
        : `आपके बैलेंस से ${f.rupeesWithPaise(amount)} घटाए गए`,
    body:
      (direction === 'add'
        ? `आपके बैलेंस में ${f.rupeesWithPaise(amount)} जोड़े गए हैं।`
        : `आपके बैलेंस से ${f.rupeesWithPaise(amount)} घटाए गए हैं।`) +
      `${utr ? ` संदर्भ (UTR): ${utr}।` : ''} नया बैलेंस: ${f.rupeesWithPaise(balance)}।`,
  }),
  'agent.payslip_paid': ({ month, year, amount, utr }, f) => ({
    title: `पेस्लिप का भुगतान हुआ: ${f.payslipMonth(month, year)}`,
    body:
      `${f.payslipMonth(month, year)} की आपकी पेस्लिप (${f.rupeesWithPaise(amount)}) का भुगतान ` +
      `कर दिया गया है। ट्रांसफ़र का संदर्भ (UTR): ${utr}।`,
  }),
  'agent.deactivated': () => ({
    title: 'एजेंट खाता निष्क्रिय किया गया',
    body:
      'आपका एजेंट खाता निष्क्रिय कर दिया गया है और अभी आप साइन इन नहीं कर सकते। ' +
      'अगर आपको लगता है कि यह गलती है, तो कृपया सहायता टीम से संपर्क करें।',
  }),
  'agent.reactivated': () => ({
    title: 'एजेंट खाता फिर से सक्रिय',
    body: 'आपका एजेंट खाता फिर से सक्रिय है। आप साइन इन करके सत्यापित साइनअप क्लेम कर सकते हैं।',
  }),
  'agent.change_approved': ({ what }) => ({
    title: what === 'bank' ? 'बैंक विवरण अनलॉक हुए' : 'आधार दस्तावेज़ अनलॉक हुए',
    body:
      what === 'bank'
        ? 'स्टाफ़ ने आपका बदलाव का अनुरोध मान लिया है। अपनी प्रोफ़ाइल खोलें और बैंक विवरण फिर से भरें; सेव होते ही वे लॉक हो जाएँगे।'
        : 'स्टाफ़ ने आपका बदलाव का अनुरोध मान लिया है। अपनी प्रोफ़ाइल खोलें और आधार कार्ड फिर से अपलोड करें; सेव होते ही वह लॉक हो जाएगा।',
  }),
  'agent.change_declined': ({ what }) => ({
    title: what === 'bank' ? 'बैंक विवरण का बदलाव नामंज़ूर' : 'आधार का बदलाव नामंज़ूर',
    body:
      'स्टाफ़ ने आपका बदलाव का अनुरोध नामंज़ूर कर दिया है; आपके सेव किए विवरण वैसे ही रहेंगे। ' +
      'मदद चाहिए तो कृपया सहायता टीम से संपर्क करें।',
  }),
};

const CATALOGUE: Record<NotificationLanguage, Renderers> = { en: EN, hi: HI };

/** The title and body of a stored notification in this language. */
export function renderNotification(
  type: NotificationType,
  params: Record<string, string | number>,
  language: NotificationLanguage,
): RenderedText {
  const render = CATALOGUE[language][type] as (
    params: Record<string, string | number>,
    format: Formatter,
  ) => RenderedText;
  return render(params, formatterFor(language));
}
