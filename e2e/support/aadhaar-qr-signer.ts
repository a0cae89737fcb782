// The e2e server's Secure QR signer (issue 23): a test key the run's server trusts
// (AADHAAR_QR_CERTS), so a spec can photograph a card whose code proves the identity, as UIDAI's
// would, with no one's real Aadhaar. Made once per machine when the config first loads (the
// public key in the folder the server reads, the private key in a folder below it, which the
// server does not read), and found by every worker after.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestSigner } from '@/server/test-support/aadhaar-qr';
import { E2E_PORT } from './constants';

export const E2E_QR_CERTS = path.join(os.tmpdir(), `resale-e2e-qr-certs-${E2E_PORT}`);
const PRIVATE_KEY = path.join(E2E_QR_CERTS, 'private', 'signer.key');

/** The folder for AADHAAR_QR_CERTS, with the signer made if it is not there yet. */
export function ensureE2eQrSigner(): string {
  if (fs.existsSync(PRIVATE_KEY)) return E2E_QR_CERTS;
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  fs.mkdirSync(path.dirname(PRIVATE_KEY), { recursive: true });
  fs.writeFileSync(
    path.join(E2E_QR_CERTS, 'e2e-signer.pem'),
    publicKey.export({ type: 'spki', format: 'pem' }),
  );
  // Written last, whole (rename): its presence says the pair is complete.
  const partial = `${PRIVATE_KEY}.${process.pid}`;
  fs.writeFileSync(partial, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  fs.renameSync(partial, PRIVATE_KEY);
  return E2E_QR_CERTS;
}

/** The signer, for a spec to sign the codes it prints. */
export function e2eQrSigner(): TestSigner {
  return {
    privateKey: crypto.createPrivateKey(fs.readFileSync(PRIVATE_KEY)),
    folder: E2E_QR_CERTS,
  };
}
