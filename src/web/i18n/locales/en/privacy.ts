// English texts of privacy rights (src/web/features/privacy, issue 15): the "Your data" card, the
// delete dialog, the consent line under the signup forms and the Aadhar retention notes.
import type { Catalog } from '@/web/i18n/locales/catalog';

export default {
  'privacy.card.title': 'Your data',
  'privacy.card.description': 'See what we hold about you, or delete your account.',
  'privacy.card.downloadHint':
    'Download a copy of your profile, items, pickups, payments and notifications as a file.',
  'privacy.card.download': 'Download my data',

  'privacy.delete.open': 'Delete account',
  'privacy.delete.title': 'Delete your account?',
  'privacy.delete.description': 'This cannot be undone. Here is what will happen:',
  'privacy.delete.erases':
    'Your name, email, phone, addresses, bank details, Aadhar images and photos are erased.',
  'privacy.delete.itemsSeller':
    'Items not yet picked up are deleted; items already sold stay, without photos.',
  'privacy.delete.balanceAgent':
    'Any balance not yet on a payslip will not be paid; the customers you verified stay counted.',
  'privacy.delete.keeps':
    'Payment records the law asks us to keep stay, under an anonymous account number.',
  'privacy.delete.signedOut': 'You are signed out everywhere and cannot sign in again.',
  'privacy.delete.password': 'Type your password to confirm',
  'privacy.delete.passwordMissing': 'Please type your password.',
  'privacy.delete.submit': 'Delete my account',
  'privacy.delete.submitting': 'Deleting...',
  'privacy.delete.failed': 'Your account could not be deleted. Please try again.',
  'privacy.delete.doneTitle': 'Account deleted',
  'privacy.delete.doneText': 'Your account and personal data have been deleted.',

  'privacy.consent.prefix': 'By creating an account you agree to our',
  'privacy.consent.terms': 'Terms of Service',
  'privacy.consent.and': 'and',
  'privacy.consent.privacy': 'Privacy Policy',
  'privacy.consent.suffix': '.',

  'privacy.aadhaar.deleted': 'Document deleted after verification ({date}).',
  'privacy.aadhaar.notKept': 'Proven by the Aadhar QR: no copy of the card was kept.',
} satisfies Catalog;
