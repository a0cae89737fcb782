// What the two photos of an Aadhaar card prove (issue 23): the Secure QR is looked for on the back
// (a PVC or printed card) and then the front (e-Aadhaar prints it on the page with the photo),
// checked under UIDAI's keys, and its name compared with the account's. One photo decoded at a
// time in the whole server: each holds up to 16 MB of pixels while zxing reads it.
import { createTaskLimiter } from '@/domain/task-limiter';
import type { IdentityCheckReason } from '@/domain/identity-check';
import { namesMatch } from '@/domain/name-match';
import { checkSecureQr } from './check-secure-qr';
import { readQrFromPhoto } from './read-qr';
import type { TrustedSigner } from './trusted-signers';

export type PhotoIdentity =
  | { check: 'aadhaar_qr'; aadhaarLast4: string; signer: string }
  | { check: 'documents'; reason: IdentityCheckReason; aadhaarLast4: string | null };

const oneAtATime = createTaskLimiter(1);

export async function identityFromPhotos(
  photos: { front: Buffer; back: Buffer },
  accountName: string,
  signers: readonly TrustedSigner[],
): Promise<PhotoIdentity> {
  let best: PhotoIdentity = { check: 'documents', reason: 'no_qr', aadhaarLast4: null };
  for (const photo of [photos.back, photos.front]) {
    const text = await oneAtATime(() => readQrFromPhoto(photo));
    if (text === null) continue;
    const checked = checkSecureQr(text, signers);
    if (checked.outcome === 'unreadable') continue;
    if (checked.outcome === 'signature_invalid') {
      best = { check: 'documents', reason: 'signature_invalid', aadhaarLast4: null };
      continue;
    }
    const { qr, signer } = checked;
    if (!namesMatch(accountName, qr.name)) {
      return { check: 'documents', reason: 'name_differs', aadhaarLast4: qr.aadhaarLast4 };
    }
    return { check: 'aadhaar_qr', aadhaarLast4: qr.aadhaarLast4, signer: signer.file };
  }
  return best;
}
