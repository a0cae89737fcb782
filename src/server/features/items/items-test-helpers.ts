// What the agents tests still import from the items tests' old helpers, until they move onto
// test-support/ (images.ts, http.ts, rows.ts, factories.ts). Delete once nothing imports it.
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { multipartBody as formBody, type InjectResponse } from '@/server/test-support/http';
import type { TestApp } from '@/server/test-support/test-app';

export { jpegWithGps, noise } from '@/server/test-support/images';
export { storedFiles } from '@/server/test-support/rows';

export interface FilePart {
  /** Form field name; 'photos' unless told. */
  field?: string;
  name?: string;
  type?: string;
  bytes: Buffer;
}

/** A multipart/form-data body; files without a field go in 'photos'. */
export function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  return formBody(
    files.map((file) => ({ field: 'photos', ...file })),
    fields,
  );
}

/** GET of a served photo through the app; the body as bytes. */
export async function fetchPhoto(
  t: TestApp,
  url: string,
): Promise<{ response: InjectResponse; bytes: Buffer }> {
  const response = await t.inject({ method: 'GET', url });
  return { response, bytes: response.rawPayload };
}

/** Flags an existing user as admin (factories.adminCustomer does it through the Users tab). */
export async function flagAdmin(t: TestApp, userId: string): Promise<void> {
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}
