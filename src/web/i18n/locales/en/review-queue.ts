// English texts of the console's review queue (issue 14): the queue, its keyboard shortcuts, the
// suggested offer, the photo zoom and the restored draft. Loaded with the Items tab.
import type { Catalog } from '@/web/i18n/locales/catalog';

export default {
  'reviewQueue.open': 'Review oldest pending',
  'reviewQueue.nonePending': 'No items are waiting for review.',
  'reviewQueue.loading': 'Opening the next pending item…',
  'reviewQueue.loadingTitle': 'Review queue',
  'reviewQueue.failed': 'Could not load the next pending item.',
  'reviewQueue.doneTitle': 'No pending items left',
  'reviewQueue.doneDescription': 'Every pending item has been reviewed.',
  'reviewQueue.doneSkipped':
    '{count, plural, one {You skipped # item; it is still pending.} other {You skipped # items; they are still pending.}}',
  'reviewQueue.reviewSkipped': 'Review skipped items',
  'reviewQueue.remaining':
    '{count, plural, one {# pending item in the queue} other {# pending items in the queue}}',
  'reviewQueue.skip': 'Skip',

  'reviewQueue.shortcuts': 'Keyboard shortcuts',
  'reviewQueue.keyApprove': 'approve',
  'reviewQueue.keyReject': 'reject',
  'reviewQueue.keySuggest': 'take suggested offer',
  'reviewQueue.keySkip': 'skip',
  'reviewQueue.keyZoom': 'zoom photo',
  'reviewQueue.keyClose': 'close',

  'reviewQueue.suggestedTitle': 'Suggested offer',
  'reviewQueue.suggestedRange': 'range {low} – {high}',
  'reviewQueue.basisBrand':
    '{count, plural, one {from # past offer for this brand, category and condition} other {median of # past offers for this brand, category and condition}}',
  'reviewQueue.basisCategory':
    '{count, plural, one {from # past offer for this category and condition} other {median of # past offers for this category and condition}}',
  'reviewQueue.basisNone': 'No approved offers for this category and condition yet.',
  'reviewQueue.suggestionLoading': 'Looking up past offers…',
  'reviewQueue.suggestionFailed': 'Could not load the suggested offer.',
  'reviewQueue.useSuggested': 'Use suggested offer',
  'reviewQueue.draftRestored': 'Restored your unsaved offer and note for this item.',

  'reviewQueue.zoomPhoto': 'Zoom photo {n}',
  'reviewQueue.zoomTitle': 'Photo {n} of {count}',
  'reviewQueue.zoomHint': 'Left and right arrow keys move between photos; Esc closes.',
  'reviewQueue.previousPhoto': 'Previous photo',
  'reviewQueue.nextPhoto': 'Next photo',
} satisfies Catalog;
