// Is this Secure QR genuine, and whose (issue 23)? The signature must verify under a trusted
// UIDAI key; an edited field or another signer's key does not. The full Aadhaar number is never
// here: the code carries only its last 4 digits.
import crypto from 'node:crypto';
import { NotSecureQrError, readSecureQr, type SecureQr } from './secure-qr';
import type { TrustedSigner } from './trusted-signers';

export type SecureQrCheck =
  | { outcome: 'genuine'; qr: SecureQr; signer: TrustedSigner }
  /** Read, but no trusted key signed these bytes: edited after signing, or not UIDAI's. */
  | { outcome: 'signature_invalid'; qr: SecureQr }
  | { outcome: 'unreadable'; reason: string };

export function checkSecureQr(text: string, signers: readonly TrustedSigner[]): SecureQrCheck {
  let qr: SecureQr;
  try {
    qr = readSecureQr(text);
  } catch (error) {
    if (error instanceof NotSecureQrError) return { outcome: 'unreadable', reason: error.message };
    throw error;
  }
  const signer = signers.find((one) => verifies(qr, one));
  return signer ? { outcome: 'genuine', qr, signer } : { outcome: 'signature_invalid', qr };
}

function verifies(qr: SecureQr, signer: TrustedSigner): boolean {
  try {
    return crypto.verify('sha256', qr.signed, signer.publicKey, qr.signature);
  } catch {
    // A key of another kind or size: not this signer.
    return false;
  }
}
