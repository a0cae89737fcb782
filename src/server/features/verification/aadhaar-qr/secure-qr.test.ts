// The Secure QR read and checked (issue 23), on codes made the way UIDAI's printer makes them but
// signed with a test key: genuine, edited after signing, signed by another key, of the format
// before V2, and texts that are no Secure QR at all, which are refused without a throw.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cardHolder,
  newTestSigner,
  secureQrText,
  signedBytesOf,
  type TestSigner,
} from '@/server/test-support/aadhaar-qr';
import { checkSecureQr } from './check-secure-qr';
import { loadTrustedSigners, type TrustedSigner } from './trusted-signers';

let signer: TestSigner;
let trusted: TrustedSigner[];

beforeAll(() => {
  signer = newTestSigner();
  trusted = loadTrustedSigners(signer.folder);
  return () => fs.rmSync(signer.folder, { recursive: true, force: true });
});

describe('a Secure QR', () => {
  it('genuine (V2): the fields, the last 4 digits and the signer', () => {
    const text = secureQrText(signedBytesOf(cardHolder()), signer);
    const check = checkSecureQr(text, trusted);
    expect(check).toMatchObject({
      outcome: 'genuine',
      qr: {
        version: 'V2',
        aadhaarLast4: '4821',
        generatedAt: '2026-10-15T10:30:45.123+05:30',
        name: 'Asha Verma',
        dateOfBirth: '14-08-1994',
        gender: 'F',
        pincode: '249407',
        state: 'Uttarakhand',
      },
      signer: { file: 'test-signer.pem' },
    });
  });

  it.each([0, 1, 2, 3] as const)(
    'genuine whatever e-mail and mobile hashes it carries (indicator %i)',
    (indicator) => {
      const text = secureQrText(signedBytesOf(cardHolder(), { indicator }), signer);
      expect(checkSecureQr(text, trusted).outcome).toBe('genuine');
    },
  );

  it('genuine, of the format before V2 (no version, no mobile digits)', () => {
    const text = secureQrText(signedBytesOf(cardHolder(), { version: null }), signer);
    expect(checkSecureQr(text, trusted)).toMatchObject({
      outcome: 'genuine',
      qr: { version: null, aadhaarLast4: '4821', name: 'Asha Verma', pincode: '249407' },
    });
  });

  it('edited after signing (another name, the signature kept): not verified', () => {
    const signed = signedBytesOf(cardHolder());
    const signature = crypto.sign('sha256', signed, signer.privateKey);
    const edited = Buffer.from(
      signed.toString('latin1').replace('Asha Verma', 'Usha Verma'),
      'latin1',
    );
    const check = checkSecureQr(secureQrText(edited, { signature }), trusted);
    expect(check).toMatchObject({ outcome: 'signature_invalid', qr: { name: 'Usha Verma' } });
  });

  it('signed by a key that is not trusted: not verified', () => {
    const stranger = newTestSigner();
    try {
      const text = secureQrText(signedBytesOf(cardHolder()), stranger);
      expect(checkSecureQr(text, trusted).outcome).toBe('signature_invalid');
      // With no signer at all, nothing verifies: the check fails closed.
      expect(checkSecureQr(text, []).outcome).toBe('signature_invalid');
    } finally {
      fs.rmSync(stranger.folder, { recursive: true, force: true });
    }
  });

  it.each([
    ['a web address', 'https://example.com/pay?upi=asha@ybl'],
    ['the old XML code', '<?xml version="1.0"?><PrintLetterBarcodeData uid="xxxxxxxx4821"/>'],
    ['digits that are not GZIP', '123456789012345678901234567890'],
    ['an empty text', ''],
    ['more digits than a QR code holds', '9'.repeat(8000)],
    [
      'GZIP with no signature room',
      BigInt(`0x${zlib.gzipSync(Buffer.from('V2\xff3\xff')).toString('hex')}`).toString(10),
    ],
  ])('%s: unreadable, without a throw', (_name, text) => {
    expect(checkSecureQr(text, trusted).outcome).toBe('unreadable');
  });

  it('a GZIP that would grow past 64 KB is refused before it does (bounded memory)', () => {
    const bomb = zlib.gzipSync(Buffer.alloc(10 * 1024 * 1024));
    const text = BigInt(`0x${bomb.toString('hex')}`).toString(10);
    expect(text.length).toBeLessThan(30_000);
    expect(checkSecureQr(text.slice(0, 7000), trusted).outcome).toBe('unreadable');
    expect(checkSecureQr(text, trusted).outcome).toBe('unreadable');
  });
});

describe('the trusted signers shipped in certs/aadhaar-qr', () => {
  it('load as the README says: UIDAI DS 05, 2021 to 2024, RSA 2048, its fingerprint', () => {
    const folder = path.resolve('certs/aadhaar-qr');
    const shipped = loadTrustedSigners(folder);
    const readme = fs.readFileSync(path.join(folder, 'README.md'), 'utf8');
    expect(shipped.map((one) => one.file)).toEqual(['uidai_offline_publickey_26022021.cer']);
    const [uidai] = shipped;
    expect(uidai).toMatchObject({
      name: 'DS UNIQUE IDENTIFICATION AUTHORITY OF INDIA 05',
      validFrom: new Date('2021-02-26T11:54:24Z'),
      validTo: new Date('2024-02-27T00:27:11Z'),
    });
    expect(uidai!.publicKey.asymmetricKeyDetails).toMatchObject({ modulusLength: 2048 });
    // Every file shipped is in the README's table, with its fingerprint.
    for (const one of shipped) expect(readme).toContain(`\`${one.fingerprint}\``);
  });

  it('refuse a file that is neither a certificate nor a key, naming it', () => {
    const folder = fs.mkdtempSync(path.join(signer.folder, 'bad-'));
    fs.writeFileSync(path.join(folder, 'notes.pem'), 'not a certificate');
    expect(() => loadTrustedSigners(folder)).toThrow(/notes\.pem/);
  });
});
