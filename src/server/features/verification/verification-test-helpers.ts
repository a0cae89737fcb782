// What the agents and shipments tests still import from the verification tests' old helpers,
// until they move onto test-support/ (http.ts, rows.ts, factories.ts). Delete once nothing imports
// it.
import crypto from 'node:crypto';
import { agents, sessions } from '@/server/db/schema';
import { newSessionToken, sha256 } from '@/server/platform/ids';
import type { InjectResponse } from '@/server/test-support/http';
import { storedFiles } from '@/server/test-support/rows';
import type { TestApp } from '@/server/test-support/test-app';
import { multipartBody, type FilePart } from '@/server/features/items/items-test-helpers';

export { appCipher, storedBytes } from '@/server/test-support/rows';

export function aadharParts(
  front: Buffer | null,
  back: Buffer | null,
  type = 'image/jpeg',
): FilePart[] {
  const parts: FilePart[] = [];
  if (front) parts.push({ field: 'aadharFront', name: 'front.jpg', type, bytes: front });
  if (back) parts.push({ field: 'aadharBack', name: 'back.jpg', type, bytes: back });
  return parts;
}

export async function postMultipart(
  t: TestApp,
  url: string,
  cookie: string | undefined,
  parts: FilePart[],
  fields: Record<string, string> = {},
): Promise<InjectResponse> {
  const body = await multipartBody(parts, fields);
  return t.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

/** Stored document files (DATA_DIR/uploads/documents), as storage keys 'documents/<name>'. */
export function documentFiles(t: TestApp): string[] {
  return storedFiles(t, 'documents');
}

// ---------------------------------------------------------------------------------------------
// An agent (the agents feature has no sign-in route yet: its session is made the way it would be)

export async function agentCookie(t: TestApp): Promise<string> {
  const code = crypto.randomBytes(4).toString('hex').toUpperCase();
  const [agent] = await t.db
    .insert(agents)
    .values({
      firstName: 'Ravi',
      lastName: 'Agent',
      email: `agent.${code.toLowerCase()}@example.com`,
      mobileNumber: '9876500000',
      agentCode: `AG${code}`,
      hashedPassword: 'not-a-real-hash',
      address: '1 Main Road',
      city: 'Haridwar',
      state: 'Uttarakhand',
      pincode: '249401',
    })
    .returning();
  const token = newSessionToken();
  const now = Date.now();
  await t.db.insert(sessions).values({
    sid: sha256(token),
    sess: { kind: 'agent', subjectId: String(agent!.id), createdAt: now, lastSeenAt: now },
    expire: new Date(now + 24 * 3600_000),
  });
  return `agent_sid=${token}`;
}
