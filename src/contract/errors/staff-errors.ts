// Named staff and their second factor on the /superman console (issue 14, decision 0026).
import { fixedError } from '@/contract/define-error';

export const STAFF_ERRORS = {
  ADMIN_PASSWORD_LOGIN_OFF: fixedError(
    403,
    'The shared admin password is turned off. Please use staff sign-in.',
  ),
  NOT_STAFF: fixedError(403, 'This account has no console access.'),
  SECOND_FACTOR_NEEDED: fixedError(
    401,
    'Enter the 6-digit code from your authenticator app or a recovery code.',
  ),
  INVALID_SECOND_FACTOR: fixedError(401, 'Invalid or already used code.'),
  SECOND_FACTOR_ENROLMENT_NEEDED: fixedError(
    403,
    'Set up two-step sign-in before using the console.',
  ),
  SECOND_FACTOR_ALREADY_ON: fixedError(409, 'Two-step sign-in is already on for this account.'),
  SECOND_FACTOR_NOT_STARTED: fixedError(409, 'Two-step sign-in is not set up for this account.'),
  SECOND_FACTOR_NAMED_ONLY: fixedError(
    403,
    'Only a named admin can set up two-step sign-in, not the shared console login.',
  ),
  // Issue 28 (decision 0026, amendment): powers over admins need the strength they protect.
  ADMIN_ACCOUNT_NEEDS_SECOND_FACTOR: fixedError(
    403,
    'This admin uses two-step sign-in: only an admin signed in with their own code can change their account.',
  ),
  ADMIN_GRANT_NEEDS_SECOND_FACTOR: fixedError(
    403,
    'Admins here use two-step sign-in: only an admin signed in with their own code can make someone an admin.',
  ),
} as const;
