// The compiled response check writes exactly what zod's serializer writes, and refuses what it
// refuses: held against fastify-type-provider-zod's serializer on the real API schemas.
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clothingItemSchema } from '@/domain/items.schema';
import { publicUserSchema } from '@/domain/user.schema';
import { compileFits, jsonSerializerCompiler } from './json-serializer';

const serializers = (schema: z.ZodType) => {
  const routeSchema = { schema, method: 'GET', url: '/api/x', httpStatus: '200' };
  return {
    ours: jsonSerializerCompiler(routeSchema) as (data: unknown) => string,
    zods: zodSerializerCompiler(routeSchema) as (data: unknown) => string,
  };
};

const user = {
  id: 'K7QX2M9A',
  email: 'asha@example.com',
  firstName: 'Asha "the seller"',
  lastName: null,
  mobileNumber: '9876543210',
  profileImageUrl: null,
  isAdmin: false,
  isVerified: true,
  verifiedAt: '2026-01-02T03:04:05.000Z',
  identityCheck: 'aadhaar_qr',
  aadhaarLast4: '4821',
  isBankVerified: false,
  bankVerificationStatus: 'pending',
  bankVerifiedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const item = {
  id: 42,
  userId: 'K7QX2M9A',
  brand: 'Fabindia',
  category: 'kurtas',
  size: 'M',
  condition: 'good',
  description: 'Line one\nline two, \u2028 and हिन्दी',
  photos: ['/uploads/a.webp', '/uploads/b.webp'],
  status: 'pending',
  offerAmount: null,
  adminNotes: null,
  reviewedBy: null,
  reviewedAt: null,
  userAcceptedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

class WithToJson {
  id = 'x';
  toJSON() {
    return { surprise: true };
  }
}

describe('jsonSerializerCompiler', () => {
  it.each([
    ['a user', publicUserSchema, user],
    ['a list of items', z.array(clothingItemSchema), [item, { ...item, id: 43 }]],
    ['an empty list', z.array(clothingItemSchema), []],
    ['extra keys (a password hash)', publicUserSchema, { ...user, password: '$argon2id$...' }],
    ['keys in another order', publicUserSchema, Object.fromEntries(Object.entries(user).reverse())],
    ['an optional key left out', z.object({ a: z.string().optional(), b: z.number() }), { b: 1 }],
    ['a class with its own toJSON', z.object({ id: z.string() }), new WithToJson()],
  ])('writes what zod writes for %s', (_what, schema, value) => {
    const { ours, zods } = serializers(schema);
    expect(ours(value)).toBe(zods(value));
  });

  it.each([
    ['a missing key', publicUserSchema, { ...user, email: undefined }],
    ['a wrong kind', publicUserSchema, { ...user, isAdmin: 'no' }],
    ['a value outside the enum', publicUserSchema, { ...user, bankVerificationStatus: 'maybe' }],
    ['a fractional id', z.array(clothingItemSchema), [{ ...item, id: 1.5 }]],
    ['NaN', z.object({ n: z.number() }), { n: NaN }],
    ['Infinity', z.object({ n: z.number() }), { n: Infinity }],
    ['null where none is allowed', z.array(clothingItemSchema), [{ ...item, category: null }]],
    ['an object for a list', z.array(clothingItemSchema), item],
  ])('refuses %s, as zod does', (_what, schema, value) => {
    const { ours, zods } = serializers(schema);
    expect(() => zods(value)).toThrow();
    expect(() => ours(value)).toThrow();
  });

  it('compiles the plain schemas of the hot endpoints', () => {
    expect(compileFits(publicUserSchema)).not.toBeNull();
    expect(compileFits(z.array(clothingItemSchema))).not.toBeNull();
  });

  it.each([
    ['a string with a check', z.object({ email: z.string().email() })],
    ['a union', z.object({ v: z.union([z.string(), z.number()]) })],
    ['a strict object', z.object({ a: z.string() }).strict()],
    ['a transform', z.object({ a: z.string().transform((s) => s.length) })],
    ['an array with a length rule', z.array(z.string()).max(3)],
  ])('leaves %s to zod, so its rule still holds', (_what, schema) => {
    expect(compileFits(schema)).toBeNull();
  });

  it('still applies the rules of a schema left to zod', () => {
    const { ours } = serializers(z.object({ email: z.string().email() }));
    expect(() => ours({ email: 'not an address' })).toThrow();
    expect(ours({ email: 'a@example.com' })).toBe('{"email":"a@example.com"}');
  });
});
