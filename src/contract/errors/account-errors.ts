// Customer accounts, the /superman console and admin user management.
import { fixedError } from '@/contract/define-error';

export const ACCOUNT_ERRORS = {
  // SPEC §8 reads 'User already exists' and 'Invalid credentials' in these texts.
  USER_EXISTS: fixedError(409, 'User already exists with this email address', 'userExists'),
  INVALID_CREDENTIALS: fixedError(401, 'Invalid credentials', 'invalidCredentials'),
  INVALID_ADMIN_PASSWORD: fixedError(401, 'Invalid admin password'),
  USER_NOT_FOUND: fixedError(404, 'User not found', 'userNotFound'),
  CONSOLE_ADMIN_PASSWORD: fixedError(
    409,
    'The console admin signs in with ADMIN_PASSWORD, not a user password.',
  ),
  CONSOLE_ADMIN_STAYS_ADMIN: fixedError(409, 'The console admin identity always stays an admin.'),
  CONSOLE_ADMIN_NO_DOCUMENTS: fixedError(409, 'The console admin has no identity documents.'),
} as const;
