// The few words of the e-mail frame and of the unsubscribe pages, in both app languages. Titles and
// bodies of notifications come from the notification texts; these are only what surrounds them.
import type { NotificationKind, NotificationLanguage } from '@/domain/notification-kinds';

export const BRAND = 'Haridwar Resale';

/** What e-mail is turned off: one kind, or every kind at once. */
export type UnsubscribeScope = NotificationKind | 'all';

interface Texts {
  /** The e-mails of a scope, as the object of a sentence. */
  what: Record<UnsubscribeScope, string>;
  openButton: string;
  footer(what: string): string;
  unsubscribeLink: string;
  confirmTitle: string;
  confirm(what: string): string;
  confirmButton: string;
  doneTitle: string;
  done(what: string): string;
  openSettings: string;
}

export const EMAIL_TEXTS: Record<NotificationLanguage, Texts> = {
  en: {
    what: {
      items: 'e-mails about your items',
      verification: 'e-mails about verification',
      shipments: 'e-mails about shipments',
      money: 'e-mails about money and payments',
      account: 'e-mails about your account',
      all: 'all notification e-mails',
    },
    openButton: `Open ${BRAND}`,
    footer: (what) => `You get this e-mail because ${what} are on for your account.`,
    unsubscribeLink: 'Stop these e-mails',
    confirmTitle: 'Stop e-mails?',
    confirm: (what) =>
      `Stop ${what} for this account? You will still see notifications in the app.`,
    confirmButton: 'Stop e-mails',
    doneTitle: 'E-mails stopped',
    done: (what) =>
      `You will no longer get ${what}. You can turn them back on in your notification settings.`,
    openSettings: 'Notification settings',
  },
  hi: {
    what: {
      items: 'सामान के बारे में ई-मेल',
      verification: 'सत्यापन के बारे में ई-मेल',
      shipments: 'शिपमेंट के बारे में ई-मेल',
      money: 'पैसों और भुगतान के बारे में ई-मेल',
      account: 'खाते के बारे में ई-मेल',
      all: 'सभी सूचना ई-मेल',
    },
    openButton: `${BRAND} में खोलें`,
    footer: (what) => `आपको यह ई-मेल इसलिए मिला क्योंकि आपके खाते में ${what} चालू हैं।`,
    unsubscribeLink: 'ये ई-मेल बंद करें',
    confirmTitle: 'ई-मेल बंद करें?',
    confirm: (what) => `क्या इस खाते के लिए ${what} बंद कर दें? ऐप में सूचनाएँ पहले की तरह दिखती रहेंगी।`,
    confirmButton: 'ई-मेल बंद करें',
    doneTitle: 'ई-मेल बंद कर दिए गए',
    done: (what) => `अब आपको ${what} नहीं मिलेंगे। आप इन्हें अपनी सूचना सेटिंग में फिर से चालू कर सकते हैं।`,
    openSettings: 'सूचना सेटिंग',
  },
};

/** The link that does not work, in both languages: nobody is known to pick one. */
export const INVALID_LINK = {
  en: {
    title: 'This link does not work',
    body: 'The link to stop e-mails is incomplete or was changed. Use the link from the e-mail itself, or sign in and turn e-mails off in your notification settings.',
  },
  hi: {
    title: 'यह लिंक काम नहीं कर रहा',
    body: 'ई-मेल बंद करने का लिंक अधूरा है या बदल गया है। ई-मेल में दिया गया लिंक ही इस्तेमाल करें, या साइन इन करके सूचना सेटिंग में ई-मेल बंद करें।',
  },
};
