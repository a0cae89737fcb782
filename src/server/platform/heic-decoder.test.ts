// The HEIC decoder on its own: real pixels from a real HEIC (fixtures/README.md), turned as the
// file says, and every way a decode can end badly ending in a HeicDecodeError, never a hang or
// a crash of the process.
import { describe, expect, it } from 'vitest';
import { heicClaiming, heicLikeBytes, heicSideways } from '@/server/test-support/images';
import { decodeHeic, HeicDecodeError, type HeicFailure } from './heic-decoder';

const MAX_PIXELS = 50_000_000;

async function failureOf(promise: Promise<unknown>): Promise<HeicFailure> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HeicDecodeError);
  return (error as HeicDecodeError).reason;
}

describe('decodeHeic', () => {
  it('decodes a HEIC to RGBA pixels, turned 90° clockwise as its irot box says', async () => {
    const { width, height, rgba, hasAlpha } = await decodeHeic(heicSideways(), {
      maxPixels: MAX_PIXELS,
    });
    expect([width, height, hasAlpha]).toEqual([240, 320, false]);
    expect(rgba.length).toBe(240 * 320 * 4);
    const red = (x: number, y: number) => rgba[(y * width + x) * 4]!;
    // The coded image's dark left half is on top once turned, its light right half below.
    expect(red(120, 40)).toBeLessThan(80);
    expect(red(120, 280)).toBeGreaterThan(180);
    expect(rgba[3]).toBe(255);
  });

  it('refuses dimensions over the limit from the header, before decoding', async () => {
    expect(
      await failureOf(decodeHeic(heicClaiming(10_000, 10_000), { maxPixels: MAX_PIXELS })),
    ).toBe('too-many-pixels');
    // The real 240 x 320 photo against a limit it exceeds: refused the same way.
    expect(await failureOf(decodeHeic(heicSideways(), { maxPixels: 240 * 320 - 1 }))).toBe(
      'too-many-pixels',
    );
  });

  it('stops a decode that runs past its time limit (the worker is terminated)', async () => {
    expect(
      await failureOf(decodeHeic(heicSideways(), { maxPixels: MAX_PIXELS, timeoutMs: 1 })),
    ).toBe('timeout');
    // The next decode starts afresh.
    const { width } = await decodeHeic(heicSideways(), { maxPixels: MAX_PIXELS });
    expect(width).toBe(240);
  });

  it.each([
    ['HEIC-branded bytes that are not HEIF', () => heicLikeBytes()],
    ['a HEIC cut off before its pixel data', () => heicSideways().subarray(0, 5000)],
    ['an empty buffer', () => Buffer.alloc(0)],
  ])('reports %s as broken', async (_what, bytes) => {
    expect(await failureOf(decodeHeic(bytes(), { maxPixels: MAX_PIXELS }))).toBe('broken');
  });
});
