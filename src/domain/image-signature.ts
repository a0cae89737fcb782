// The format an image really is, from its first bytes (never its name or declared type): a text
// file renamed holiday.jpg is typed image/jpeg by the browser. The uploader and the server's image
// pipeline judge by the same signatures.
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif';

/** How many leading bytes imageKindOf needs to see. */
export const IMAGE_SIGNATURE_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  const ascii = (from: number, to: number) =>
    bytes.length >= to ? String.fromCharCode(...bytes.subarray(from, to)) : '';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= PNG.length && PNG.every((byte, index) => bytes[index] === byte)) return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (HEIF_BRANDS.has(brand)) return 'heic';
  }
  return null;
}
