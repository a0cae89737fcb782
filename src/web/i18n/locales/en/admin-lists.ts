// English texts of the console lists' search, filters, sort, views and tab counts (issue 14), and
// the console-only texts of the Shipments tab's payouts (issue 22).
import type { Catalog } from '@/web/i18n/locales/catalog';

export default {
  'adminLists.toolbar': '{list}: search and filters',
  'adminLists.search': 'Search',
  'adminLists.searchHint.items': 'Item number, user ID, email, name or brand (starts with)',
  'adminLists.searchHint.shipments':
    'Shipment number, user ID, email, name, pincode, tracking number or UTR (starts with)',
  'adminLists.searchHint.payments': 'User ID, email, name, mobile or UTR (starts with)',
  'adminLists.searchHint.users': 'User ID, email, name or mobile (starts with)',
  'adminLists.searchHint.agents':
    'Agent number, agent code, email, name, mobile or pincode (starts with)',
  'adminLists.any': 'Any',
  'adminLists.status': 'Status',
  'adminLists.category': 'Category',
  'adminLists.identity': 'Identity',
  'adminLists.identity.verified': 'Verified',
  'adminLists.identity.unverified': 'Not verified',
  'adminLists.identity.to_check': 'To check',
  'adminLists.bank': 'Bank details',
  'adminLists.active': 'Agent status',
  'adminLists.active.true': 'Active',
  'adminLists.active.false': 'Inactive',
  'adminLists.account': 'Accounts',
  'adminLists.account.current': 'Current',
  'adminLists.account.erased': 'Erased',
  'adminLists.from': 'From',
  'adminLists.to': 'To',
  'adminLists.sort': 'Sort by',
  'adminLists.sort.created': 'Date',
  'adminLists.sort.submitted': 'Submitted',
  'adminLists.sort.brand': 'Brand',
  'adminLists.sort.offer': 'Offer',
  'adminLists.sort.status': 'Status',
  'adminLists.sort.pincode': 'Pincode',
  'adminLists.sort.email': 'Email',
  'adminLists.sort.name': 'Name',
  'adminLists.dir': 'Order',
  'adminLists.dir.desc': 'Descending',
  'adminLists.dir.asc': 'Ascending',
  'adminLists.clear': 'Clear filters',
  'adminLists.matching': '{count} matching',
  'adminLists.noMatch': 'Nothing matches these filters',
  'adminLists.noMatchHint': 'Check the search text, or clear the filters to see the whole list.',
  'adminLists.view': 'View',
  'adminLists.view.cards': 'Cards',
  'adminLists.view.table': 'Table',
  'adminLists.tabCount': '{tab} ({count})',
  'adminLists.table.photo': 'Photo',
  'adminLists.table.item': 'Item',
  'adminLists.table.seller': 'Seller',
  'adminLists.table.status': 'Status',
  'adminLists.table.offer': 'Offer',
  'adminLists.table.submitted': 'Submitted',
  'adminLists.table.open': 'Open item #{id}',
  'adminLists.table.noPhoto': 'No photo',

  'adminAgents.list.title': 'All Agents',
  'adminAgents.list.count': '{count, plural, one {# agent} other {# agents}}',
  'adminAgents.list.empty': 'No agents yet',
  'adminAgents.list.failed': 'Could not load agents.',
  'adminAgents.list.pages': 'Agent pages',

  // The Shipments tab's payouts (issue 22). Here rather than in shipments.ts: only the console
  // fetches this area, and shipments.ts travels with the sellers' /profile and /dashboard.
  /** With automatic payouts, the UTR box on Delivered: the app pays when it is left empty. */
  'adminShipments.payoutAutoHint':
    "Leave empty to pay {amount} to the seller's verified account now.",
  /** The same after the last payout failed or was reversed. */
  'adminShipments.payoutRetryHint':
    'The last payout did not reach the seller. Leave empty to make a new payout of {amount} now.',
  /** Why the UTR box cannot be typed in: a payout queued or with the gateway, or paid by it. */
  'adminShipments.payoutUnderWay': 'A payout is under way: its UTR will come from the bank.',
  'adminShipments.payoutMade': 'Paid by the app: this UTR came from the bank.',
  /** Beside the UTR of a payout the app made: IMPS or UPI. */
  'adminShipments.paidBy': 'Paid by {mode}',
  /** The bank's or the gateway's reason, as it gave it (staff only). */
  'adminShipments.payoutFailed': 'Payout failed: {reason}',
  'adminShipments.payoutReversed': 'Payout reversed: {reason}',
  // The console asks once more before the app pays through the gateway (issue 22).
  'payoutConfirm.title': 'Pay {amount} now?',
  'payoutConfirm.description':
    'The app sends the money through the payment gateway to the bank details on file. Once sent, it cannot be called back from here.',
  'payoutConfirm.amount': 'Amount',
  'payoutConfirm.to': 'To',
  'payoutConfirm.pay': 'Pay Now',
  'payoutConfirm.paying': 'Paying...',
  'payoutConfirm.back': 'Back',
  // The Users tab's cards (moved from verification.ts: the sellers' pages never draw them).

  'adminUsers.transaction': 'Transaction',
  'adminUsers.reveal': 'Reveal',
  'adminUsers.revealLabel': 'Reveal the account number of {name}',
  'adminUsers.revealing': 'Revealing...',
  'adminUsers.hide': 'Hide',
  'adminUsers.hideLabel': 'Hide the account number of {name}',
  'adminUsers.recorded': 'This view is recorded',
  'adminUsers.revealFailed': 'Failed to reveal the account number.',
  'adminUsers.documents': 'Identity documents',
  'adminUsers.viewFront': 'View Aadhar Front',
  // How the identity was established (issue 23), for staff.
  'adminUsers.identity.qr': 'Verified by Aadhar QR ••••{last4}',
  'adminUsers.identity.staff': 'Identity confirmed by staff',
  'adminUsers.identity.documents': 'Images only, not proven: {reason}',
  'adminUsers.identity.reason.no_qr': 'no Aadhar QR found in the photos',
  'adminUsers.identity.reason.signature_invalid': 'the QR is not signed by UIDAI',
  'adminUsers.identity.reason.name_differs': 'the QR is of another name',
  'adminUsers.identity.reason.unchecked': 'uploaded before the QR was read',
  'adminUsers.viewBack': 'View Aadhar Back',
  'adminUsers.viewFrontOf': 'View Aadhar Front of {name}',
  'adminUsers.viewBackOf': 'View Aadhar Back of {name}',
  'adminUsers.documentDescription': '{name}. This view is recorded.',
  'adminUsers.revoke': 'Revoke Verification',
  'adminUsers.revokeDescription':
    '{name} will lose the Verified badge and their Aadhar images will be deleted. They will have to upload them again.',
  'adminUsers.revoking': 'Revoking...',
  'adminUsers.revokedTitle': 'Verification Revoked',
  'adminUsers.revoked': '{name} is no longer verified.',
  'adminUsers.revokeFailed': 'Failed to revoke verification.',
  // The check of images the QR did not prove (issue 23): Confirm identity, or ask again.
  'adminUsers.confirmIdentity': 'Confirm identity',
  'adminUsers.confirmIdentityDescription':
    'Confirm only if the images are a real Aadhar card of {name}. Their identity will count as proven and the images will be deleted.',
  'adminUsers.confirmingIdentity': 'Confirming...',
  'adminUsers.identityConfirmedTitle': 'Identity Confirmed',
  'adminUsers.identityConfirmed': "{name}'s identity is confirmed and the images are deleted.",
  'adminUsers.confirmIdentityFailed': 'Failed to confirm the identity.',
  'adminUsers.askClearer': 'Ask for a clearer photo',
  'adminUsers.askClearerDescription':
    '{name} will lose the Verified badge and their Aadhar images will be deleted. They will be asked to upload clear photos of both sides again.',
  'adminUsers.askingClearer': 'Asking...',
  'adminUsers.askedClearerTitle': 'Clearer Photo Requested',
  'adminUsers.askedClearer': '{name} has been asked to upload clear photos of their Aadhar card.',
} satisfies Catalog;
