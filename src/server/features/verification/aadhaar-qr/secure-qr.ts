// UIDAI's Secure QR (issue 23), printed on every Aadhaar card and e-Aadhaar since 2019, read as
// UIDAI's "Secure QR Code" specification gives it: the code's text is a decimal number; its bytes
// (big-endian) are GZIP; inside, fields end with the byte 255, in ISO-8859-1, then the photo, the
// SHA-256 hashes of the e-mail and mobile number the indicator field announces, and last the
// 256-byte RSA-2048 signature (SHA256withRSA) over every byte before it.
//   V2 (2022 on): "V2", indicator, reference id, name, date of birth, gender, care of, district,
//                 landmark, house, location, pincode, post office, state, street, sub-district,
//                 VTC, the mobile number's last 4 digits
//   before V2:    the same without the version and the mobile's last 4
// Later versions ("V3"...) keep V2's fields first: they are read as V2. The reference id is the
// Aadhaar number's last 4 digits and the time the code was made (YYYYMMDDHHMMSSsss, India time);
// the full number is not in the code. The photo and the hashes are not kept: nothing needs them.
import zlib from 'node:zlib';

const DELIMITER = 255;
export const SIGNATURE_BYTES = 256;
/** A QR code holds at most 7,089 digits; anything longer is not one. */
const MAX_DIGITS = 7_200;
/** What the GZIP may grow to: a card's fields and a small JPEG 2000 photo need far less. */
const MAX_INFLATED_BYTES = 64 * 1024;

const V2_FIELDS = [
  'version',
  'emailMobileIndicator',
  'referenceId',
  'name',
  'dateOfBirth',
  'gender',
  'careOf',
  'district',
  'landmark',
  'house',
  'location',
  'pincode',
  'postOffice',
  'state',
  'street',
  'subDistrict',
  'vtc',
  'mobileLast4',
] as const;
const OLDER_FIELDS = V2_FIELDS.filter((field) => field !== 'version' && field !== 'mobileLast4');

export interface SecureQr {
  /** "V2" and later, or null for a code made before V2. */
  version: string | null;
  /** The Aadhaar number's last 4 digits. */
  aadhaarLast4: string;
  /** When UIDAI made the code, India time, as "2026-11-29T14:05:33.123+05:30". */
  generatedAt: string | null;
  name: string;
  /** DD-MM-YYYY (some older codes give YYYY-MM-DD or only the year). */
  dateOfBirth: string;
  gender: string;
  pincode: string;
  state: string;
  /** The bytes the signature covers, and the signature. */
  signed: Buffer;
  signature: Buffer;
}

/** Why a text is not a Secure QR: the code is of another kind, or damaged. */
export class NotSecureQrError extends Error {
  constructor(reason: string) {
    super(`not an Aadhaar Secure QR: ${reason}`);
    this.name = 'NotSecureQrError';
  }
}

/** The decimal text's number as big-endian bytes. */
export function decimalToBytes(text: string): Buffer {
  let hex = BigInt(text).toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return Buffer.from(hex, 'hex');
}

export function readSecureQr(text: string): SecureQr {
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) throw new NotSecureQrError('not a decimal number');
  if (digits.length > MAX_DIGITS) throw new NotSecureQrError('too long for a QR code');
  let inflated: Buffer;
  try {
    inflated = zlib.gunzipSync(decimalToBytes(digits), { maxOutputLength: MAX_INFLATED_BYTES });
  } catch {
    throw new NotSecureQrError('not GZIP, or too large');
  }
  if (inflated.length <= SIGNATURE_BYTES) throw new NotSecureQrError('no room for a signature');
  const signed = inflated.subarray(0, inflated.length - SIGNATURE_BYTES);
  const signature = inflated.subarray(inflated.length - SIGNATURE_BYTES);

  const versioned = signed[0] === 0x56; /* V */
  const names = versioned ? V2_FIELDS : OLDER_FIELDS;
  const fields = new Map<string, string>();
  let start = 0;
  for (const name of names) {
    const end = signed.indexOf(DELIMITER, start);
    if (end === -1) throw new NotSecureQrError(`no ${name}`);
    fields.set(name, signed.subarray(start, end).toString('latin1'));
    start = end + 1;
  }
  const field = (name: (typeof V2_FIELDS)[number]) => fields.get(name) ?? '';
  const referenceId = field('referenceId');
  const reference = /^(\d{4})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})?$/.exec(referenceId);
  if (!reference) throw new NotSecureQrError('no reference id');
  const [, last4, year, month, day, hour, minute, second, millis] = reference;
  return {
    version: versioned ? field('version') : null,
    aadhaarLast4: last4!,
    generatedAt: `${year}-${month}-${day}T${hour}:${minute}:${second}.${millis ?? '000'}+05:30`,
    name: field('name').trim(),
    dateOfBirth: field('dateOfBirth').trim(),
    gender: field('gender').trim(),
    pincode: field('pincode').trim(),
    state: field('state').trim(),
    signed,
    signature,
  };
}
