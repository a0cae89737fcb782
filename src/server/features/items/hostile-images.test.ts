// Issue 28, finding 2: images small on the wire and enormous once decoded, through
// POST /api/upload-photos of the real app. Each is refused from its header with a clear 4xx
// (never a 500, nothing stored), or decoded within bounds; AVIF and HEIC are decoded in the
// isolated decode process, never in the server's own. The memory figures are measured by
// bench/hostile-images (the real server as a child process), not here.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemEndpoints } from '@/contract/items';
import { newCustomer, type Customer } from '@/server/test-support/factories';
import { call, errorBodyOf } from '@/server/test-support/http';
import { avif, avifClaiming, heicSideways, noise, pngBomb } from '@/server/test-support/images';
import { storedFiles } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';
import { isolatedDecodeCounts } from '@/server/platform/isolated-decoder';

const t = appPerFile();
let seller: Customer;

beforeAll(async () => {
  seller = await newCustomer(t);
});

const upload = (...files: { bytes: Buffer; type: string }[]) =>
  call(t, itemEndpoints.uploadPhotos, {
    cookie: seller.cookie,
    form: { files: files.map((file) => ({ field: 'photos', ...file })) },
  });

const tooLarge = (megapixels: number) => ({
  code: 'PHOTO_TOO_MANY_PIXELS',
  message: `This image is too large in dimensions. Please choose a photo under ${megapixels} megapixels, at most 16383 pixels on its longest side.`,
  params: { megapixels, side: 16383 },
});

async function expectRefusedBeforeDecoding(
  files: { bytes: Buffer; type: string }[],
  megapixels: number,
) {
  const stored = storedFiles(t, 'photos');
  const decodes = isolatedDecodeCounts();
  const response = await upload(...files);
  expect(response.statusCode, response.body).toBe(413);
  expect(errorBodyOf(response)).toMatchObject(tooLarge(megapixels));
  expect(storedFiles(t, 'photos')).toEqual(stored);
  // Refused from the header: no decode process was started.
  expect(isolatedDecodeCounts()).toEqual(decodes);
}

describe('POST /api/upload-photos: hostile images (issue 28)', () => {
  it('refuses the 1 KB AVIF that claims 7070 x 7070 at 12 bits (1.2 GB to decode) from its header', async () => {
    const bomb = await avifClaiming(7070, 7070, 12);
    expect(bomb.length).toBeLessThan(5000);
    const meta = await sharp(bomb).metadata();
    expect([meta.width, meta.height, meta.bitsPerSample]).toEqual([7070, 7070, 12]);
    // 12 bits take two bytes a sample: 6 megapixels of RGB is this format's limit.
    await expectRefusedBeforeDecoding([{ bytes: bomb, type: 'image/avif' }], 6);
  });

  it('refuses two such AVIFs sent at once, each from its header', async () => {
    const bomb = await avifClaiming(7070, 7070, 12);
    await expectRefusedBeforeDecoding(
      [
        { bytes: bomb, type: 'image/avif' },
        { bytes: bomb, type: 'image/avif' },
      ],
      6,
    );
  });

  it('refuses an 8-bit AVIF over 12 megapixels (decoded whole: ~20 bytes a pixel)', async () => {
    await expectRefusedBeforeDecoding(
      [{ bytes: await avifClaiming(4500, 3000, 8), type: 'image/avif' }],
      12,
    );
  });

  it('refuses the 6 KB PNG of 49,990,000 x 1 (under 50 megapixels, but 390 MB to resize) from its header', async () => {
    const strip = pngBomb(49_990_000, 1);
    expect(strip.length).toBeLessThan(8000);
    await expectRefusedBeforeDecoding([{ bytes: strip, type: 'image/png' }], 50);
  });

  it('refuses a PNG one pixel over the longest side (16384 x 16) and accepts one on it (16383 x 16)', async () => {
    const strip = (width: number) => noise(width, 16, 31).png().toBuffer();
    await expectRefusedBeforeDecoding([{ bytes: await strip(16_384), type: 'image/png' }], 50);
    const response = await upload({ bytes: await strip(16_383), type: 'image/png' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('decodes a real 12-bit AVIF within its limit in the isolated process, as an upright WebP', async () => {
    const before = isolatedDecodeCounts();
    const response = await upload({ bytes: await avif(480, 320, 12), type: 'image/avif' });
    expect(response.statusCode, response.body).toBe(200);
    expect(isolatedDecodeCounts().decoded).toBe(before.decoded + 1);
    const [url] = response.json<{ photoUrls: string[] }>().photoUrls;
    const served = await t.inject({ method: 'GET', url: url! });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.depth]).toEqual(['webp', 480, 320, 'uchar']);
  });

  it('decodes a HEIC in the same isolated process', async () => {
    const before = isolatedDecodeCounts();
    const response = await upload({ bytes: heicSideways(), type: 'image/heic' });
    expect(response.statusCode, response.body).toBe(200);
    expect(isolatedDecodeCounts().decoded).toBe(before.decoded + 1);
  });
});
