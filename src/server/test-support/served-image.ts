// The headers every image the app serves must carry, asserted in one place for the tests of its
// three kinds: public photos (cached forever), and the private Aadhaar documents of customers and
// agents (never cached).
import { expect } from 'vitest';
import type { InjectResponse } from './http';

/** Asserts a served image: 200, this Cache-Control and Content-Type, and nosniff. */
export function expectImageServed(
  response: InjectResponse,
  cacheControl: string,
  contentType: string,
): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe(cacheControl);
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}
