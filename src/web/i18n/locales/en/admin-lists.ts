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
  'adminLists.identity.to_check': 'Waiting for a check',
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
} satisfies Catalog;
