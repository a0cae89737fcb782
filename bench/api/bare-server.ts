// The baseline: GET /api/auth/user on plain node:http with no framework, doing what the Fastify
// route does (sid cookie -> sha256 -> session row -> users row -> public JSON) through the same
// Database object. The queries are the same drizzle queries SessionStore.read and
// currentCustomer build, so the gap between the two servers is the framework's own cost
// (routing, hooks, plugins, schema serialisation), not a different data path.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { sessions, users } from '../../src/server/db/schema';
import { toPublicUser } from '../../src/server/features/auth/public-user';
import { sha256 } from '../../src/server/platform/ids';
import type { SessionData } from '../../src/server/platform/sessions';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      // @fastify/cookie URI-decodes values too; a base64url token is unchanged by it.
      return decodeURIComponent(pair.slice(at + 1).trim());
    }
  }
  return undefined;
}

/** The JSON body for the signed-in customer, or null when the cookie names no live session. */
async function currentUserJson(db: Db, cookieHeader: string | undefined): Promise<string | null> {
  const token = cookieValue(cookieHeader, 'sid');
  if (!token) return null;
  const [row] = await db
    .select({ sess: sessions.sess })
    .from(sessions)
    .where(and(eq(sessions.sid, sha256(token)), gt(sessions.expire, sql`now()`)))
    .limit(1);
  const data = row?.sess as SessionData | undefined;
  if (!data || data.kind !== 'customer') return null;
  const [user] = await db.select().from(users).where(eq(users.id, data.subjectId)).limit(1);
  return user ? JSON.stringify(toPublicUser(user)) : null;
}

function send(res: http.ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

export async function startBareServer(db: Db): Promise<RunningServer> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/api/auth/user') {
      send(res, 404, '{"message":"Not found"}');
      return;
    }
    currentUserJson(db, req.headers.cookie).then(
      (body) => (body ? send(res, 200, body) : send(res, 401, '{"message":"Unauthorized"}')),
      () => send(res, 500, '{"message":"Internal server error"}'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // autocannon's keep-alive sockets would otherwise hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}
