// The photo pipeline on its own (DESIGN §3): judged by its bytes, decoded under a pixel limit,
// upright, stripped of metadata, WebP plus a 400x400 thumbnail.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@/domain/constants';
import {
  gpsTagIds,
  greyLevels,
  heicClaiming,
  heicLikeBytes,
  heicSideways,
  jpegWithGps,
  noise,
  pngBomb,
} from '@/server/test-support/images';
import { AppError } from './errors';
import { ERRORS, errorMessage, type ErrorCode } from '@/contract/error-codes';
import { imageKindOf as sniffImageKind } from '@/domain/image-signature';
import { isolatedDecodeCounts } from './isolated-decoder';
import {
  MAX_IMAGE_SIDE,
  MAX_INPUT_PIXELS,
  processDocumentImage,
  processImage,
} from './image-pipeline';
import { photoWorkerCounts, resetPhotoWorkerPeak } from './photo-worker';

let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;
let gpsJpeg: Buffer;
let bomb: Buffer;

beforeAll(async () => {
  bomb = pngBomb();
  [jpeg, png, webp, gpsJpeg] = await Promise.all([
    noise(320, 240, 41).jpeg({ quality: 75 }).toBuffer(),
    noise(320, 240, 42).png().toBuffer(),
    noise(320, 240, 43).webp().toBuffer(),
    jpegWithGps(640, 480),
  ]);
});

/** The AppError processImage throws for `bytes`. */
async function refusal(
  bytes: Buffer,
): Promise<{ status: number; code: ErrorCode; message: string }> {
  try {
    await processImage(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    return { status: appError.statusCode, code: appError.code, message: appError.message };
  }
  throw new Error('processImage accepted the input');
}

/** What a refusal with this code looks like: the catalogue's status and text. */
function refused(code: ErrorCode, params: Record<string, number> = {}) {
  return { status: ERRORS[code].status, code, message: errorMessage(code, params as never) };
}

/** Too many pixels for a format whose limit is `megapixels` (50, or less decoded whole). */
const tooManyPixels = (megapixels: number) =>
  refused('PHOTO_TOO_MANY_PIXELS', { megapixels, side: MAX_IMAGE_SIDE });

function ftyp(brand: string, size = 4096): Buffer {
  const bytes = Buffer.alloc(size, 0x22);
  bytes.writeUInt32BE(24, 0);
  bytes.write(`ftyp${brand}`, 4, 'latin1');
  return bytes;
}

describe('sniffImageKind: the format is read from the first bytes', () => {
  it('recognises JPEG, PNG, WebP', () => {
    expect(sniffImageKind(jpeg)).toBe('jpeg');
    expect(sniffImageKind(png)).toBe('png');
    expect(sniffImageKind(webp)).toBe('webp');
  });

  it.each(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])(
    'recognises the HEIF brand %s as heic',
    (brand) => {
      expect(sniffImageKind(ftyp(brand))).toBe('heic');
    },
  );

  it.each(['avif', 'avis'])('recognises the brand %s as avif', (brand) => {
    expect(sniffImageKind(ftyp(brand))).toBe('avif');
  });

  it.each([
    ['text', Buffer.from('hello, this is text')],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['TIFF', Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
    ['PDF', Buffer.from('%PDF-1.7\n')],
    ['an MP4 video', ftyp('isom')],
    ['empty', Buffer.alloc(0)],
    ['two JPEG bytes', Buffer.from([0xff, 0xd8])],
    ['a RIFF that is not WebP', Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1')],
  ])('returns null for %s', (_what, bytes) => {
    expect(sniffImageKind(bytes)).toBeNull();
  });
});

describe('processImage: what comes out', () => {
  it.each([
    ['JPEG', () => jpeg],
    ['PNG', () => png],
    ['WebP', () => webp],
  ])(
    'turns a %s into a WebP photo of the same size and a WebP thumbnail never enlarged past it',
    async (_name, input) => {
      const result = await processImage(input());
      expect([result.width, result.height]).toEqual([320, 240]);
      const full = await sharp(result.full).metadata();
      const thumb = await sharp(result.thumbnail).metadata();
      expect([full.format, full.width, full.height]).toEqual(['webp', 320, 240]);
      // Smaller than 400x400: kept as it is rather than blown up.
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 240]);
    },
  );

  it('turns an iPhone HEIC into WebP, upright as its irot box says, with none of its EXIF (GPS)', async () => {
    const heic = heicSideways();
    expect(sniffImageKind(heic)).toBe('heic');
    // The input really carries the seller's position and camera.
    expect(heic.includes(Buffer.from('TestPhone'))).toBe(true);

    const result = await processImage(heic);
    // Coded 320 x 240; the irot box turns it 90° clockwise: 240 wide, 320 tall.
    expect([result.width, result.height]).toEqual([240, 320]);
    const full = await sharp(result.full).metadata();
    expect([full.format, full.width, full.height, full.hasAlpha]).toEqual([
      'webp',
      240,
      320,
      false,
    ]);
    expect(full.exif).toBeUndefined();
    expect(result.full.includes(Buffer.from('TestPhone'))).toBe(false);
    // The dark left half of the coded pixels is on top once turned.
    const at = await greyLevels(result.full);
    expect(at(120, 40)).toBeLessThan(80);
    expect(at(120, 280)).toBeGreaterThan(180);
    const thumb = await sharp(result.thumbnail).metadata();
    expect([thumb.format, thumb.width, thumb.height, thumb.exif]).toEqual([
      'webp',
      240,
      320,
      undefined,
    ]);
  });

  it('makes a thumbnail 400x400 (cropped to fill) from a large landscape photo, and the photo at most 1600 px', async () => {
    const big = await noise(2400, 1200, 44).jpeg({ quality: 60 }).toBuffer();
    const result = await processImage(big);
    expect([result.width, result.height]).toEqual([1600, 800]);
    const thumb = await sharp(result.thumbnail).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 400]);
  });

  it('keeps a portrait photo at most 1600 px tall', async () => {
    const tall = await noise(900, 2000, 45).jpeg({ quality: 60 }).toBuffer();
    const result = await processImage(tall);
    expect([result.width, result.height]).toEqual([720, 1600]);
  });

  it('drops EXIF (with GPS), XMP and the ICC profile of the input', async () => {
    const tagged = await sharp(gpsJpeg)
      .withExifMerge({ IFD0: { Copyright: 'Seller' } })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Home Address"/></rdf:RDF></x:xmpmeta>',
      )
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const input = await sharp(tagged).metadata();
    expect(gpsTagIds(input.exif).length).toBeGreaterThan(0);
    expect(input.xmp).toBeDefined();
    expect(input.icc).toBeDefined();

    const result = await processImage(tagged);
    for (const output of [result.full, result.thumbnail]) {
      const meta = await sharp(output).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(output.includes(Buffer.from('Home Address'))).toBe(false);
    }
  });

  it.each([
    [1, 800, 600],
    [3, 800, 600],
    [6, 600, 800],
    [8, 600, 800],
    [5, 600, 800],
    [2, 800, 600],
  ])(
    'applies EXIF orientation %i: 800x600 stored pixels come out %ix%i with no orientation tag',
    async (orientation, width, height) => {
      const input = await noise(800, 600, 46)
        .jpeg({ quality: 60 })
        .withMetadata({ orientation })
        .toBuffer();
      const result = await processImage(input);
      expect([result.width, result.height]).toEqual([width, height]);
      const meta = await sharp(result.full).metadata();
      expect([meta.width, meta.height, meta.orientation]).toEqual([width, height, undefined]);
    },
  );

  it('decodes at most 2 photos at a time, however many arrive together (bounded memory)', async () => {
    const inputs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        noise(600, 400, 60 + i)
          .jpeg({ quality: 60 })
          .toBuffer(),
      ),
    );
    resetPhotoWorkerPeak();
    const before = photoWorkerCounts().jobs;
    const results = await Promise.all(inputs.map((input) => processImage(input)));
    expect(results.map((result) => result.width)).toEqual(Array(8).fill(600));
    // Every photo went to the worker, and never more than two at once.
    expect(photoWorkerCounts().jobs - before).toBe(8);
    expect(photoWorkerCounts().peakInFlight).toBeGreaterThanOrEqual(1);
    expect(photoWorkerCounts().peakInFlight).toBeLessThanOrEqual(2);
  });

  it('processes many photos at once (decodes are queued, not dropped) and frees its slots after failures', async () => {
    const broken = jpeg.subarray(0, 2000);
    const failures = await Promise.allSettled(
      Array.from({ length: 6 }, () => processImage(broken)),
    );
    expect(failures.every((result) => result.status === 'rejected')).toBe(true);
    const results = await Promise.all(Array.from({ length: 6 }, () => processImage(jpeg)));
    expect(results.map((result) => result.width)).toEqual(Array(6).fill(320));
  });

  it(
    "shares the decode slots fairly: a second account's photo does not wait behind another's 10",
    { timeout: 60_000 },
    async () => {
      const big = await noise(640, 480, 77).jpeg({ quality: 85 }).toBuffer();
      const small = await noise(200, 150, 78).jpeg().toBuffer();
      const finished: string[] = [];
      const backlog = Array.from({ length: 10 }, (_, index) =>
        processImage(big, 'user:heavy').then(() => finished.push(`heavy-${index}`)),
      );
      // The victim arrives once the heavy account holds both slots and queues 8 more.
      const started = performance.now();
      const victim = processImage(small, 'user:victim').then(() => {
        finished.push('victim');
        return performance.now() - started;
      });
      const fairMs = await victim;
      await Promise.all(backlog);
      // It took the first freed slot: at most the two decodes in flight finished before it.
      expect(finished.indexOf('victim')).toBeLessThanOrEqual(2);

      // The same victim sharing the heavy account's queue (the old global order) waits for all.
      finished.length = 0;
      const again = Array.from({ length: 10 }, () =>
        processImage(big, 'user:heavy').then(() => finished.push('heavy')),
      );
      const unfairStart = performance.now();
      const unfairMs = await processImage(small, 'user:heavy').then(() => {
        finished.push('victim');
        return performance.now() - unfairStart;
      });
      await Promise.all(again);
      expect(finished.indexOf('victim')).toBeGreaterThanOrEqual(8);
      console.log(
        `victim decode latency behind a 10-photo backlog: fair ${fairMs.toFixed(0)} ms, ` +
          `same queue ${unfairMs.toFixed(0)} ms`,
      );
    },
  );
});

describe('processImage: refusals (4xx AppError with a message)', () => {
  it('refuses exactly 5,000,000 bytes (not "less than 5MB") with 413 before looking at it', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(5_000_000 - jpeg.length)]);
    expect(big.length).toBe(MAX_IMAGE_BYTES + 1);
    expect(await refusal(big)).toEqual(refused('IMAGE_TOO_LARGE'));
    expect(errorMessage('IMAGE_TOO_LARGE', {})).toBe('Image size must be less than 5MB');
  });

  it('accepts 4,999,999 bytes that form a valid photo (less than 5MB)', async () => {
    // A JPEG padded after its end marker: decoders stop at EOI.
    const padded = Buffer.concat([jpeg, Buffer.alloc(4_999_999 - jpeg.length)]);
    expect(padded.length).toBe(MAX_IMAGE_BYTES);
    const result = await processImage(padded);
    expect(result.width).toBe(320);
  });

  it.each([
    ['text', Buffer.from('not an image '.repeat(200))],
    ['a GIF', Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(2000)])],
    ['an SVG', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`)],
  ])(
    'refuses %s with 415 "Please select an image file (JPEG, PNG, WebP, AVIF or HEIC)."',
    async (_what, bytes) => {
      expect(await refusal(bytes)).toEqual(refused('PHOTO_NOT_IMAGE'));
    },
  );

  it('refuses a TIFF (sharp could read it, but it is not a phone photo format) with 415', async () => {
    const tiff = await noise(64, 64, 47).tiff().toBuffer();
    expect((await refusal(tiff)).status).toBe(415);
  });

  it.each([
    ['HEIC-branded bytes that are not HEIF', () => heicLikeBytes()],
    ['a HEIC photo cut off before its pixel data', () => heicSideways().subarray(0, 5000)],
  ])('refuses %s with 400 "damaged or incomplete", not 500', async (_what, bytes) => {
    expect(await refusal(bytes())).toEqual(refused('PHOTO_BROKEN'));
  });

  it('refuses a HEIC whose header claims 10000 x 10000 with 413, before decoding a pixel', async () => {
    const before = isolatedDecodeCounts();
    expect(await refusal(heicClaiming(10_000, 10_000))).toEqual(tooManyPixels(12));
    // Refused from the header in the server's process: no decode process was started.
    expect(isolatedDecodeCounts()).toEqual(before);
  });

  it('refuses an AVIF-branded file that is not really an image with 400, not 500', async () => {
    expect(await refusal(ftyp('avif'))).toEqual(refused('PHOTO_BROKEN'));
  });

  it('refuses a file under 1 KB with 400 "too small"', async () => {
    const tiny = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    expect(await refusal(tiny)).toEqual(refused('PHOTO_TOO_SMALL'));
  });

  it.each([
    ['a JPEG cut in half', () => jpeg.subarray(0, Math.floor(jpeg.length / 2))],
    ['a PNG cut in half', () => png.subarray(0, Math.floor(png.length / 2))],
    ['a WebP cut in half', () => webp.subarray(0, Math.floor(webp.length / 2))],
    ['PNG magic bytes and noise', () => Buffer.concat([png.subarray(0, 8), Buffer.alloc(3000, 7)])],
  ])('refuses %s with 400 "damaged or incomplete"', async (_what, bytes) => {
    expect(await refusal(bytes())).toEqual(refused('PHOTO_BROKEN'));
  });

  it('refuses a 20000 x 20000 PNG bomb with 413 "too large in dimensions"', async () => {
    expect(await refusal(bomb)).toEqual(tooManyPixels(50));
  });

  it('refuses an image just over 50 megapixels (7072 x 7072) with 413', async () => {
    expect(7072 * 7072).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect((await refusal(pngBomb(7072, 7072))).status).toBe(413);
  });

  it('refuses the bomb from its header, without decoding it (photos and documents)', async () => {
    // What "quickly" meant, without a stopwatch: the pixels are never decoded (no job reaches the
    // photo worker), only the header read.
    const before = photoWorkerCounts().jobs;
    expect(await refusal(bomb)).toEqual(tooManyPixels(50));
    await expect(processDocumentImage(bomb)).rejects.toMatchObject({
      statusCode: 413,
      code: 'PHOTO_TOO_MANY_PIXELS',
    });
    expect(photoWorkerCounts().jobs).toBe(before);
    // The same count sees a decode when there is one.
    await processImage(jpeg);
    expect(photoWorkerCounts().jobs).toBe(before + 1);
  });

  it('accepts an image just under 50 megapixels (7000 x 7000)', async () => {
    expect(7000 * 7000).toBeLessThanOrEqual(MAX_INPUT_PIXELS);
    const result = await processImage(pngBomb(7000, 7000));
    expect([result.width, result.height]).toEqual([1600, 1600]);
  });
});
