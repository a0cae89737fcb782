// Whose signature makes a Secure QR genuine (issue 23): UIDAI's signing certificates, from a folder
// (AADHAAR_QR_CERTS, by default the repository's certs/aadhaar-qr). UIDAI rotates its key and a
// card printed under an old one stays in people's wallets, so every file there is tried. A file
// is a certificate (PEM or DER, .cer/.crt/.pem) or, for tests, an RSA public key (PEM).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface TrustedSigner {
  /** The file's name: recorded with each check, so a verification can be traced later. */
  file: string;
  /** The certificate's subject CN, or the file's name for a bare key. */
  name: string;
  publicKey: crypto.KeyObject;
  /** The certificate's validity, null for a bare key. */
  validFrom: Date | null;
  validTo: Date | null;
  /** SHA-256 of the certificate, or of the key (SPKI DER), colon-separated hex. */
  fingerprint: string;
}

const FILE_PATTERN = /\.(cer|crt|pem|der)$/i;

/** Every signer in the folder; a file that is neither a certificate nor a key stops the start. */
export function loadTrustedSigners(folder: string): TrustedSigner[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => FILE_PATTERN.test(file))
    .sort()
    .map((file) => signerOf(file, fs.readFileSync(path.join(folder, file))));
}

function signerOf(file: string, bytes: Buffer): TrustedSigner {
  const text = bytes.toString('latin1');
  if (text.includes('-----BEGIN PUBLIC KEY-----')) {
    const publicKey = crypto.createPublicKey(text);
    const spki = publicKey.export({ type: 'spki', format: 'der' });
    return {
      file,
      name: file,
      publicKey,
      validFrom: null,
      validTo: null,
      fingerprint: colonHex(crypto.createHash('sha256').update(spki).digest('hex')),
    };
  }
  let certificate: crypto.X509Certificate;
  try {
    certificate = new crypto.X509Certificate(bytes);
  } catch (error) {
    throw new Error(`${file} in AADHAAR_QR_CERTS is not a certificate or a public key`, {
      cause: error,
    });
  }
  return {
    file,
    name: /CN=([^\n]+)/.exec(certificate.subject)?.[1]?.trim() ?? file,
    publicKey: certificate.publicKey,
    validFrom: new Date(certificate.validFrom),
    validTo: new Date(certificate.validTo),
    fingerprint: certificate.fingerprint256,
  };
}

function colonHex(hex: string): string {
  return hex.toUpperCase().match(/../g)!.join(':');
}
