// English texts of named staff on /superman (issue 14, decision 0026): staff sign-in with a
// second factor, and the console's two-step sign-in dialog. Loaded with those two pages.
import type { Catalog } from '@/web/i18n/locales/catalog';

export default {
  'adminStaff.or': 'or',
  'adminStaff.title': 'Staff sign-in',
  'adminStaff.subtitle': 'Named admins sign in with their own account.',
  'adminStaff.onlyStaff': 'Sign in with your own admin account.',
  'adminStaff.email': 'Email',
  'adminStaff.password': 'Your password',
  'adminStaff.code': 'Authentication code',
  'adminStaff.codeHint': 'The 6-digit code from your authenticator app, or a recovery code.',
  'adminStaff.submit': 'Enter as staff',
  'adminStaff.submitting': 'Checking...',
  'adminStaff.refused': 'Staff sign-in failed',
  'adminStaff.codeAsked': 'Enter your code',
  'adminStaff.enrolNeeded': 'Two-step sign-in is required: set it up to continue.',

  'adminStaff.open': 'Two-step sign-in',
  'adminStaff.dialogTitle': 'Two-step sign-in',
  'adminStaff.dialogDescription':
    'Protect your admin account with a code from an authenticator app on your phone.',
  'adminStaff.required': 'Required on this server: set it up before using the console.',
  'adminStaff.requiredTitle': 'Set up two-step sign-in',
  'adminStaff.loading': 'Loading two-step sign-in...',
  'adminStaff.statusOff': 'Two-step sign-in is off.',
  'adminStaff.statusOn':
    '{count, plural, one {Two-step sign-in is on. # recovery code left.} other {Two-step sign-in is on. # recovery codes left.}}',
  'adminStaff.start': 'Set up authenticator app',
  'adminStaff.starting': 'Preparing...',
  'adminStaff.scan': 'Scan this QR code with your authenticator app, then enter the code it shows.',
  'adminStaff.qrAlt': 'QR code for your authenticator app',
  'adminStaff.manualKey': 'Or type this key into the app',
  'adminStaff.confirm': 'Turn on',
  'adminStaff.confirming': 'Turning on...',
  'adminStaff.onTitle': 'Two-step sign-in is on',
  'adminStaff.recoveryIntro':
    'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.',
  'adminStaff.recoveryLabel': 'Recovery codes',
  'adminStaff.copy': 'Copy codes',
  'adminStaff.copied': 'Recovery codes copied',
  'adminStaff.download': 'Download codes',
  'adminStaff.done': 'Done',
  'adminStaff.disableIntro':
    'To turn it off, enter a current code from your app or a recovery code.',
  'adminStaff.disable': 'Turn off',
  'adminStaff.disabling': 'Turning off...',
  'adminStaff.offTitle': 'Two-step sign-in is off',
  'adminStaff.failed': 'That did not work',
  'adminStaff.consoleOnly':
    'The shared console login cannot use two-step sign-in. Sign in with your own admin account to set it up.',
} satisfies Catalog;
