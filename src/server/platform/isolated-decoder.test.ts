// The isolated decode process on its own: real pixels from a real HEIC (fixtures/README.md) and
// a real 12-bit AVIF, upright and made small, and every way a decode can end badly (too many
// pixels, past its time, over its memory cap, damaged) ending in an IsolatedDecodeError, never a
// hang or a crash of the server's process.
import { describe, expect, it } from 'vitest';
import { avif, heicClaiming, heicLikeBytes, heicSideways } from '@/server/test-support/images';
import {
  decodeIsolated,
  IsolatedDecodeError,
  type IsolatedDecodeFailure,
  type IsolatedDecodeOptions,
} from './isolated-decoder';

const OPTIONS: IsolatedDecodeOptions = { maxPixels: 50_000_000, maxEdge: 1600 };

async function failureOf(promise: Promise<unknown>): Promise<IsolatedDecodeFailure> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IsolatedDecodeError);
  return (error as IsolatedDecodeError).reason;
}

describe('decodeIsolated', () => {
  it('decodes a HEIC to RGB pixels, turned 90° clockwise as its irot box says', async () => {
    const { width, height, channels, data } = await decodeIsolated(heicSideways(), 'heic', OPTIONS);
    expect([width, height, channels]).toEqual([240, 320, 3]);
    expect(data.length).toBe(240 * 320 * 3);
    const red = (x: number, y: number) => data[(y * width + x) * 3]!;
    // The coded image's dark left half is on top once turned, its light right half below.
    expect(red(120, 40)).toBeLessThan(80);
    expect(red(120, 280)).toBeGreaterThan(180);
  });

  it('decodes a 12-bit AVIF to 8-bit pixels no larger than maxEdge', async () => {
    const { width, height, channels, data } = await decodeIsolated(
      await avif(480, 320, 12),
      'avif',
      {
        ...OPTIONS,
        maxEdge: 240,
      },
    );
    expect([width, height, channels]).toEqual([240, 160, 3]);
    expect(data.length).toBe(240 * 160 * 3);
  });

  it('refuses dimensions over the limit from the HEIC header, before decoding', async () => {
    expect(await failureOf(decodeIsolated(heicClaiming(10_000, 10_000), 'heic', OPTIONS))).toBe(
      'too-many-pixels',
    );
    expect(
      await failureOf(
        decodeIsolated(heicSideways(), 'heic', { ...OPTIONS, maxPixels: 240 * 320 - 1 }),
      ),
    ).toBe('too-many-pixels');
  });

  it('kills a decode that runs past its time limit, and the next one starts afresh', async () => {
    expect(
      await failureOf(decodeIsolated(heicSideways(), 'heic', { ...OPTIONS, timeoutMs: 1 })),
    ).toBe('timeout');
    const { width } = await decodeIsolated(heicSideways(), 'heic', OPTIONS);
    expect(width).toBe(240);
  });

  it('kills a decode whose process grows past its memory cap', async () => {
    // Node alone is ~40 MB resident: a 30 MB cap is crossed before any image is decoded.
    expect(
      await failureOf(
        decodeIsolated(await avif(480, 320, 12), 'avif', {
          ...OPTIONS,
          memoryLimitBytes: 30_000_000,
        }),
      ),
    ).toBe('out-of-memory');
  });

  it.each([
    ['HEIC-branded bytes that are not HEIF', 'heic', () => heicLikeBytes()],
    ['a HEIC cut off before its pixel data', 'heic', () => heicSideways().subarray(0, 5000)],
    ['an AVIF cut off before its pixel data', 'avif', () => Buffer.alloc(0)],
    ['an empty buffer', 'heic', () => Buffer.alloc(0)],
  ] as const)('reports %s as broken', async (_what, kind, bytes) => {
    expect(await failureOf(decodeIsolated(bytes(), kind, OPTIONS))).toBe('broken');
  });
});
