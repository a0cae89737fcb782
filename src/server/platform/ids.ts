// Identifiers and secrets from crypto.randomBytes only.
import crypto from 'node:crypto';

// Crockford-style alphabet without I, L, O, U: a customer reads the id aloud to an agent.
const READABLE = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A readable random code: 10 characters = 50 bits, not guessable through a rate-limited API. */
export function readableCode(length = 10): string {
  const bytes = crypto.randomBytes(length);
  let code = '';
  for (const byte of bytes) code += READABLE[byte % READABLE.length];
  return code;
}

export const USER_ID_LENGTH = 10;
export const newUserId = () => readableCode(USER_ID_LENGTH);

/** 256-bit session token for the cookie; only its SHA-256 is stored. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  // One-shot: every signed-in request hashes its cookie (bench/api).
  return crypto.hash('sha256', value);
}
