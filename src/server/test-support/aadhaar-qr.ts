// Secure QR codes for tests, made the way UIDAI's printer makes them (issue 23), with a key of the
// test's own: no one's real Aadhaar is ever needed. The fields end with the byte 255 (ISO-8859-1),
// then a photo (JPEG 2000 bytes, 255s inside as in a real one), the e-mail and mobile hashes the
// indicator announces, and the SHA256withRSA signature of all of it; GZIP; the bytes as one
// decimal number, the text the QR code carries.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export interface CardHolder {
  name: string;
  /** DD-MM-YYYY. */
  dateOfBirth: string;
  gender: 'M' | 'F' | 'T';
  aadhaarLast4: string;
  mobileLast4: string;
  careOf: string;
  district: string;
  landmark: string;
  house: string;
  location: string;
  pincode: string;
  postOffice: string;
  state: string;
  street: string;
  subDistrict: string;
  vtc: string;
  /** The reference id's time, India time: YYYYMMDDHHMMSSsss. */
  madeAt: string;
}

export function cardHolder(fields: Partial<CardHolder> = {}): CardHolder {
  return {
    name: 'Asha Verma',
    dateOfBirth: '14-08-1994',
    gender: 'F',
    aadhaarLast4: '4821',
    mobileLast4: '3210',
    careOf: 'W/O: Rakesh Verma',
    district: 'Haridwar',
    landmark: 'Near Har Ki Pauri',
    house: '12',
    location: 'Jwalapur',
    pincode: '249407',
    postOffice: 'Jwalapur',
    state: 'Uttarakhand',
    street: 'Station Road',
    subDistrict: 'Haridwar',
    vtc: 'Jwalapur',
    madeAt: '20261015103045123',
    ...fields,
  };
}

export interface TestSigner {
  privateKey: crypto.KeyObject;
  /** A folder holding only this signer's public key: AADHAAR_QR_CERTS for the app under test. */
  folder: string;
}

/** A new RSA-2048 signer, its public key alone in a folder of its own. */
export function newTestSigner(): TestSigner {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'aadhaar-qr-certs-'));
  fs.writeFileSync(
    path.join(folder, 'test-signer.pem'),
    publicKey.export({ type: 'spki', format: 'pem' }),
  );
  return { privateKey, folder };
}

const DELIMITER = Buffer.from([255]);

/** The signed bytes of a card: the fields, the photo and the hashes, before the signature. */
export function signedBytesOf(
  holder: CardHolder,
  options: { version?: 'V2' | null; indicator?: 0 | 1 | 2 | 3 } = {},
): Buffer {
  const version = options.version === undefined ? 'V2' : options.version;
  const indicator = options.indicator ?? 3;
  const fields = [
    ...(version ? [version] : []),
    String(indicator),
    `${holder.aadhaarLast4}${holder.madeAt}`,
    holder.name,
    holder.dateOfBirth,
    holder.gender,
    holder.careOf,
    holder.district,
    holder.landmark,
    holder.house,
    holder.location,
    holder.pincode,
    holder.postOffice,
    holder.state,
    holder.street,
    holder.subDistrict,
    holder.vtc,
    ...(version ? [holder.mobileLast4] : []),
  ];
  // A JPEG 2000 codestream starts FF 4F FF 51: the photo holds 255s of its own.
  const photo = Buffer.concat([
    Buffer.from([0xff, 0x4f, 0xff, 0x51]),
    crypto.randomBytes(600),
    Buffer.from([0xff, 0xd9]),
  ]);
  const hash = (text: string) => crypto.createHash('sha256').update(text).digest();
  const hashes = [
    ...(indicator === 1 || indicator === 3 ? [hash('asha@example.com')] : []),
    ...(indicator === 2 || indicator === 3 ? [hash('9876543210')] : []),
  ];
  return Buffer.concat([
    ...fields.flatMap((field) => [Buffer.from(field, 'latin1'), DELIMITER]),
    photo,
    ...hashes,
  ]);
}

/** The QR code's text for these signed bytes, signed by `signer` (or with these 256 bytes). */
export function secureQrText(signed: Buffer, signer: TestSigner | { signature: Buffer }): string {
  const signature =
    'signature' in signer ? signer.signature : crypto.sign('sha256', signed, signer.privateKey);
  const packed = zlib.gzipSync(Buffer.concat([signed, signature]));
  return BigInt(`0x${packed.toString('hex')}`).toString(10);
}

/** How a phone might have photographed the card. */
export interface CardShot {
  /** The photo's width; the card fills it, 1.6 times as wide as tall. */
  width?: number;
  /** The code's share of the card's width (a printed card: about a third). */
  qrShare?: number;
  /** Turned by this many degrees (the background shows at the corners). */
  degrees?: number;
  blur?: number;
  quality?: number;
  /** Another code on the card too (a UPI sticker): its text. */
  otherCode?: string;
}

/** A JPEG photo of a card-like page carrying the code `text` (none when null). */
export async function cardPhoto(text: string | null, shot: CardShot = {}): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { default: QRCode } = await import('qrcode');
  const width = shot.width ?? 1600;
  const height = Math.round(width / 1.6);
  const codeWidth = Math.round(width * (shot.qrShare ?? 0.35));
  const layers: Array<{ input: Buffer; left: number; top: number }> = [];
  if (text !== null) {
    const png = await QRCode.toBuffer([{ data: text, mode: 'numeric' }], {
      errorCorrectionLevel: 'M',
      margin: 4,
      scale: 4,
    });
    layers.push({
      input: await sharp(png).resize(codeWidth).toBuffer(),
      left: width - codeWidth - Math.round(width * 0.04),
      top: Math.round((height - codeWidth) / 2),
    });
  }
  if (shot.otherCode) {
    const png = await QRCode.toBuffer(shot.otherCode, { margin: 4, scale: 4 });
    layers.push({
      input: await sharp(png)
        .resize(Math.round(width * 0.15))
        .toBuffer(),
      left: Math.round(width * 0.05),
      top: Math.round(height * 0.55),
    });
  }
  // Text-like grey bars where the card prints its name and address.
  for (let row = 0; row < 6; row += 1) {
    layers.push({
      input: await sharp({
        create: {
          width: Math.round(width * 0.35),
          height: Math.max(4, Math.round(height * 0.03)),
          channels: 3,
          background: '#555555',
        },
      })
        .png()
        .toBuffer(),
      left: Math.round(width * 0.05),
      top: Math.round(height * (0.12 + row * 0.06)),
    });
  }
  let photo = sharp(
    await sharp({ create: { width, height, channels: 3, background: '#f4efe4' } })
      .composite(layers)
      .png()
      .toBuffer(),
  );
  if (shot.degrees) photo = photo.rotate(shot.degrees, { background: '#7a7a7a' });
  if (shot.blur) photo = photo.blur(shot.blur);
  return photo.jpeg({ quality: shot.quality ?? 75 }).toBuffer();
}
