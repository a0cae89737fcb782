// Response serialisation from the route's zod schema, without zod's copy when none is needed.
//
// zod's serializer (fastify-type-provider-zod) encodes the answer, building a checked copy with
// only the schema's keys, then JSON.stringify writes the copy: for a list of 20 items that copy
// cost more than the writing (bench/api). Here a check compiled once per schema walks the answer:
// when every value is of the schema's kind and every object holds exactly the schema's keys, in
// its order, JSON.stringify of the answer itself writes the very text zod's path would, and is
// used. Anything else (an extra key, another order, a wrong value) goes through zod's serializer
// as before, which strips or refuses (a 500) exactly as it always did. Only schemas made of plain
// parts get a check (objects that strip unknown keys, strings, finite numbers and safe integers,
// booleans, enums, literals, arrays, nullable and optional); any other schema (checks on strings,
// unions, transforms...) always takes zod's path, so no rule of a schema is ever skipped.
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Whether JSON.stringify(value) is exactly what zod's serializer would write for it. */
type Fits = (value: unknown) => boolean;

// zod's own definitions: the public types do not expose `def` in a form a walker can use.
interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: unknown;
  element?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isString: Fits = (value) => typeof value === 'string';
const isBoolean: Fits = (value) => typeof value === 'boolean';
// zod's z.number() refuses NaN and the infinities, which JSON.stringify would write as null.
const isFiniteNumber: Fits = (value) => typeof value === 'number' && Number.isFinite(value);
const isSafeInteger: Fits = (value) => Number.isSafeInteger(value);

/** The check for a schema, or null when it holds a part this module does not take. */
export function compileFits(schema: z.ZodType): Fits | null {
  const def = defOf(schema);
  const checks = def.checks ?? [];
  switch (def.type) {
    case 'string':
      return checks.length === 0 ? isString : null;
    case 'boolean':
      return checks.length === 0 ? isBoolean : null;
    case 'number': {
      if (checks.length === 0) return isFiniteNumber;
      const only = checks.length === 1 ? checks[0]?._zod.def : undefined;
      return only?.check === 'number_format' && only.format === 'safeint' ? isSafeInteger : null;
    }
    case 'enum':
    case 'literal': {
      const allowed = def.type === 'enum' ? Object.values(def.entries ?? {}) : (def.values ?? []);
      const plain = allowed.every((v) => typeof v === 'string' || Number.isFinite(v));
      if (checks.length > 0 || !plain) return null;
      const set = new Set(allowed);
      return (value) => set.has(value);
    }
    case 'nullable': {
      const inner = def.innerType && checks.length === 0 ? compileFits(def.innerType) : null;
      return inner && ((value) => value === null || inner(value));
    }
    case 'optional': {
      // Inside an object: an undefined key is left out by JSON.stringify and by zod alike.
      const inner = def.innerType && checks.length === 0 ? compileFits(def.innerType) : null;
      return inner && ((value) => value === undefined || inner(value));
    }
    case 'array': {
      const element = def.element && checks.length === 0 ? compileFits(def.element) : null;
      if (!element) return null;
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i += 1) if (!element(value[i])) return false;
        return true;
      };
    }
    case 'object':
      return checks.length === 0 ? compileObjectFits(def) : null;
    default:
      return null;
  }
}

function compileObjectFits(def: Def): Fits | null {
  // A catchall (.strict(), .passthrough(), .catchall()) is not the default "strip".
  if (def.catchall !== undefined || !def.shape) return null;
  const keys: string[] = [];
  const parts: Fits[] = [];
  for (const [key, part] of Object.entries(def.shape)) {
    const fits = compileFits(part);
    if (!fits) return null;
    keys.push(key);
    parts.push(fits);
  }
  return (value) => {
    // A plain object only: a class could bring a toJSON of its own along.
    if (typeof value !== 'object' || value === null) return false;
    if (Object.getPrototypeOf(value) !== Object.prototype) return false;
    const record = value as Record<string, unknown>;
    let i = 0;
    // Exactly the schema's keys, in its order: then JSON.stringify writes what zod would.
    for (const key in record) {
      if (key !== keys[i] || !parts[i]!(record[key])) return false;
      i += 1;
    }
    return i === keys.length;
  };
}

/**
 * Fastify's serializer compiler: JSON.stringify of the answer itself when it fits the schema
 * exactly, zod's serializer otherwise (and for schemas this module does not take).
 */
export const jsonSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (routeSchema) => {
  const viaZod = zodSerializerCompiler(routeSchema);
  const fits = routeSchema.schema instanceof z.ZodType ? compileFits(routeSchema.schema) : null;
  if (!fits) return viaZod;
  return (data) => (fits(data) ? JSON.stringify(data) : viaZod(data));
};
