// English texts of the bell, the notification list and the notification preferences
// (src/web/features/notifications). The notifications' own titles and bodies come from the
// server, already in the reader's language.
import type { Catalog } from '@/web/i18n/locales/catalog';

export default {
  'notifications.bellLabel': '{count, plural, =0 {Notifications} other {Notifications, # unread}}',
  'notifications.title': 'Notifications',
  'notifications.summary':
    '{count, plural, =0 {You are all caught up.} one {# unread notification} other {# unread notifications}}',
  'notifications.close': 'Close notifications',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.loadMore': 'Load more',
  'notifications.empty': 'No notifications yet',
  'notifications.failed': 'Your notifications could not be loaded.',
  'notifications.markFailed': 'That could not be marked as read. Please try again.',
  'notifications.new': 'New',
  'notifications.unreadItem': 'Unread:',

  'notifications.preferences.title': 'Notifications',
  'notifications.preferences.description':
    'Choose how we tell you about each kind of update. E-mails and SMS are sent in the language you pick for the app.',
  'notifications.preferences.switch': '{kind}: {channel}',
  'notifications.preferences.moneyNote':
    'Money updates always appear in the app, so that no payment goes unnoticed.',
  'notifications.preferences.language': 'Messages are sent in {language}.',
  // The language's name inside that sentence, in the reader's language (issue 28: "English" in a
  // Hindi sentence); the switch in the footer names each language in its own.
  'notifications.preferences.languageName.en': 'English',
  'notifications.preferences.languageName.hi': 'Hindi',
  'notifications.preferences.saved': 'Notification preferences saved.',
  'notifications.preferences.saveFailed': 'Your preferences could not be saved. Please try again.',
  'notifications.preferences.loadFailed': 'Your notification preferences could not be loaded.',

  'notifications.channel.inApp': 'In-app',
  'notifications.channel.email': 'E-mail',
  'notifications.channel.sms': 'SMS',

  'notifications.kind.items': 'Items',
  'notifications.kind.verification': 'Verification',
  'notifications.kind.shipments': 'Shipments',
  'notifications.kind.money': 'Money',
  'notifications.kind.account': 'Account',
  'notifications.kindHint.items': 'Your items approved or rejected',
  'notifications.kindHint.verification': 'Identity and bank checks',
  'notifications.kindHint.shipments': 'Pickups and deliveries',
  'notifications.kindHint.money': 'Payouts, credits and balance changes',
  'notifications.kindHint.account': 'Your agent account switched off or on',
} satisfies Catalog;
