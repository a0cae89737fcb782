// Helpers for the domain's schema tests (not shipped: only *.test.ts files import this).
import type { z } from 'zod';

/** Every problem of a parse as "path: message" (path '' for the whole object); none when it parses. */
export function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/** The first problem's message of a parse (what the API answers), or null when it parses. */
export function firstProblem(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
