// Values no other test uses, for the API tests (Vitest) and the e2e specs alike: each Vitest file
// has a database of its own, but e2e workers share one server, and a PostgreSQL server may hold
// several runs' databases, so a counter alone is not enough: each value also carries random hex.
import crypto from 'node:crypto';

let counter = 0;

/** An email no other test (in any file or worker, on a shared server) uses. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${counter}.${crypto.randomBytes(4).toString('hex')}@example.com`;
}

/** Six hex characters that keep names unique across tests running side by side. */
export function shortTag(): string {
  return crypto.randomBytes(3).toString('hex');
}

/**
 * n random digits, the first not 0 (account numbers; 12-digit UPI transaction numbers, which can
 * each be used once, ever).
 */
export function randomDigits(n: number): string {
  let digits = String(crypto.randomInt(1, 10));
  while (digits.length < n) digits += String(crypto.randomInt(0, 10));
  return digits;
}
