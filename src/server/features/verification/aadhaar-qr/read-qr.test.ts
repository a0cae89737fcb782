// The Secure QR read from photos of a card (issue 23), made as a phone might take them: straight,
// turned a little or a quarter, soft, JPEG 75, small in the frame, beside another code, and
// photos with no code or no image at all.
import crypto from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cardHolder,
  cardPhoto,
  newTestSigner,
  secureQrText,
  signedBytesOf,
  type TestSigner,
} from '@/server/test-support/aadhaar-qr';
import { checkSecureQr } from './check-secure-qr';
import { readQrFromPhoto } from './read-qr';
import { loadTrustedSigners } from './trusted-signers';

let signer: TestSigner;
let text: string;

beforeAll(() => {
  signer = newTestSigner();
  text = secureQrText(signedBytesOf(cardHolder()), signer);
  return () => fs.rmSync(signer.folder, { recursive: true, force: true });
});

describe('the QR code in a photo of the card', () => {
  it('straight: the whole text, and it checks as genuine', async () => {
    const read = await readQrFromPhoto(await cardPhoto(text));
    expect(read).toBe(text);
    expect(checkSecureQr(read!, loadTrustedSigners(signer.folder)).outcome).toBe('genuine');
  });

  it.each([
    ['turned 7°, soft, JPEG 75', { degrees: 7, blur: 0.8 }],
    ['turned −12°', { degrees: -12, blur: 0.6 }],
    ['a quarter turn (taken sideways)', { degrees: 90 }],
    ['upside down', { degrees: 180 }],
    ['small in a small photo', { width: 1000, qrShare: 0.32, blur: 0.5 }],
    ['a large photo (4,000 px)', { width: 4000, qrShare: 0.3 }],
    ['beside a UPI code', { otherCode: 'upi://pay?pa=asha@ybl&pn=Asha' }],
  ])('%s', async (_name, shot) => {
    expect(await readQrFromPhoto(await cardPhoto(text, shot))).toBe(text);
  });

  it('a phone photo turned by its EXIF orientation', async () => {
    const sideways = await sharp(await cardPhoto(text, { degrees: 270 }))
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 80 })
      .toBuffer();
    expect(await readQrFromPhoto(sideways)).toBe(text);
  });

  it('a black-and-white photo (one band of grey)', async () => {
    const grey = await sharp(await cardPhoto(text, { degrees: 3 }))
      .toColourspace('b-w')
      .jpeg({ quality: 75 })
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    expect(await readQrFromPhoto(grey)).toBe(text);
  });

  it('a card with no code, and bytes that are no image: null', async () => {
    expect(await readQrFromPhoto(await cardPhoto(null))).toBeNull();
    expect(await readQrFromPhoto(crypto.randomBytes(5000))).toBeNull();
    expect(await readQrFromPhoto(Buffer.alloc(0))).toBeNull();
  });
});
