// The SPEC §8 row each error code falls under, for the browser: what error-text needs of the
// catalogue (src/contract/error-codes.ts) without every code's English text, which the server
// sends anyway. A test holds it equal to the catalogue's `friendly` fields.
import type { FriendlyRow } from '@/domain/friendly-error';
import type { ErrorCode } from './error-codes';

export const FRIENDLY_ROWS: Partial<Record<ErrorCode, FriendlyRow>> = {
  UNAUTHENTICATED: 'unauthorized',
  ADMIN_SIGN_IN_NEEDED: 'unauthorized',
  USER_EXISTS: 'userExists',
  INVALID_CREDENTIALS: 'invalidCredentials',
  USER_NOT_FOUND: 'userNotFound',
  VERIFICATION_REQUIRED: 'validation',
  AGENT_PHOTO_REQUIRED: 'validation',
  AGENT_UTR_REQUIRED: 'validation',
};
