// English texts of staff erasing an agent on request in the console's Agents tab (issue 15;
// docs/privacy.md): the "Erase account" dialog, and the cards of an erased agent and an erased
// customer. Apart from agents.ts because that area ships with the agent's own pages, which never
// show these.
import type { Catalog } from '@/web/i18n/locales/catalog';

export default {
  'adminErase.card.name': 'Erased account',
  'adminErase.card.badge': 'Erased',
  'adminErase.card.erasedOn': 'Erased on',
  'adminErase.card.note':
    'Personal data was erased on request. The money records stay under agent {code}.',
  'adminErase.card.userNote':
    'Personal data was erased when the account was deleted. The money records stay under user {id}.',

  'adminErase.dialog.button': 'Erase account',
  'adminErase.dialog.title': 'Erase the account of {name}?',
  'adminErase.dialog.description':
    'Only when the agent has asked for it. This cannot be undone. Here is what will happen:',
  'adminErase.dialog.erases':
    'Their name, email, phone, address, bank details, Aadhar images and photo are erased.',
  'adminErase.dialog.balance':
    'Any balance not yet on a payslip ({balance}) will not be paid; the customers they verified stay counted.',
  'adminErase.dialog.keeps':
    'Payment records the law asks us to keep stay (ledger, payslips, referrals), under agent code {code}.',
  'adminErase.dialog.signedOut': 'They are signed out everywhere and can never sign in again.',
  'adminErase.dialog.reason': 'How and when did the agent ask?',
  'adminErase.dialog.reasonHint':
    'For example: Requested by e-mail on 20 November. Kept in the audit log.',
  'adminErase.dialog.code': 'Type the agent code {code} to confirm',
  'adminErase.dialog.codeMismatch': 'Please type the agent code {code} exactly.',
  'adminErase.dialog.submit': 'Erase account',
  'adminErase.dialog.submitting': 'Erasing...',
  'adminErase.dialog.doneTitle': 'Account Erased',
  'adminErase.dialog.done': 'The personal data of agent {code} has been erased.',
  'adminErase.dialog.payoutPending':
    'This agent has a payslip waiting to be paid to their bank account. Pay it first (Payslips), then erase the account.',
  'adminErase.dialog.failed': 'Could not erase the account',
} satisfies Catalog;
