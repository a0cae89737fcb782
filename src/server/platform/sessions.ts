// Server-side sessions in the `sessions` table (DESIGN §2, §4). Three principals, three cookies:
// a customer, an agent and an admin session never stand in for one another.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { newSessionToken, sha256 } from './ids';

export type SessionKind = 'customer' | 'agent' | 'admin';

export interface SessionData {
  kind: SessionKind;
  /** users.id for customer and admin sessions, agents.id (as text) for agent sessions. */
  subjectId: string;
  createdAt: number;
  lastSeenAt: number;
  /**
   * What the session was granted against, for sessions that must end when it changes: a console
   * session holds a fingerprint of the admin password hash it signed in with (the guard compares
   * it with the stored one on every request).
   */
  credential?: string;
  /**
   * Named admin sessions (staff sign-in, decision 0026): whether the person gave a second-factor
   * code in this session (or turned theirs on in it).
   */
  secondFactor?: boolean;
}

interface Lifetime {
  idleMs: number;
  absoluteMs: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const SESSION_LIFETIMES: Record<SessionKind, Lifetime> = {
  customer: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
  agent: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
  admin: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
};

export const SESSION_COOKIES: Record<SessionKind, string> = {
  customer: 'sid',
  agent: 'agent_sid',
  admin: 'admin_sid',
};

// Sliding the idle expiry costs a write; once every few minutes per session is enough.
const TOUCH_EVERY_MS = 5 * 60_000;

export function expiryOf(data: SessionData): Date {
  const life = SESSION_LIFETIMES[data.kind];
  return new Date(Math.min(data.lastSeenAt + life.idleMs, data.createdAt + life.absoluteMs));
}

export class SessionStore {
  constructor(
    private readonly db: DbOrTx,
    private readonly secureCookies: boolean,
  ) {}

  /** Starts a new session (a fresh id every sign-in), replacing any the request carried. */
  async start(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: SessionKind,
    subjectId: string,
    credential?: string,
    extra: Pick<SessionData, 'secondFactor'> = {},
  ): Promise<void> {
    await this.destroy(request, reply, kind);
    const token = newSessionToken();
    const now = Date.now();
    const data: SessionData = {
      kind,
      subjectId,
      createdAt: now,
      lastSeenAt: now,
      ...(credential === undefined ? {} : { credential }),
      ...extra,
    };
    await this.db
      .insert(sessions)
      .values({ sid: sha256(token), sess: data, expire: expiryOf(data) });
    reply.setCookie(SESSION_COOKIES[kind], token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      maxAge: Math.floor(SESSION_LIFETIMES[kind].absoluteMs / 1000),
    });
  }

  /** The stored id of the session cookie of this kind on the request, if it carries one. */
  sidOf(request: FastifyRequest, kind: SessionKind): string | null {
    const token = request.cookies[SESSION_COOKIES[kind]];
    return token ? sha256(token) : null;
  }

  /** The live session of this kind on the request, or null; slides the idle expiry. */
  async read(request: FastifyRequest, kind: SessionKind): Promise<SessionData | null> {
    const sid = this.sidOf(request, kind);
    if (!sid) return null;
    const [row] = await this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, sql`now()`)))
      .limit(1);
    const data = row?.sess as SessionData | undefined;
    if (!data || data.kind !== kind) return null;
    await this.touch(sid, data);
    return data;
  }

  async touch(sid: string, data: SessionData): Promise<void> {
    const now = Date.now();
    if (now - data.lastSeenAt < TOUCH_EVERY_MS) return;
    const next: SessionData = { ...data, lastSeenAt: now };
    await this.db
      .update(sessions)
      .set({ sess: next, expire: expiryOf(next) })
      .where(eq(sessions.sid, sid));
  }

  /** Deletes the session row server-side and clears the cookie. */
  async destroy(request: FastifyRequest, reply: FastifyReply, kind: SessionKind): Promise<void> {
    const token = request.cookies[SESSION_COOKIES[kind]];
    if (token) await this.db.delete(sessions).where(eq(sessions.sid, sha256(token)));
    reply.clearCookie(SESSION_COOKIES[kind], { path: '/' });
  }

  /** Ends every session of a subject (after a password change by an admin). */
  async destroyAllFor(kind: SessionKind, subjectId: string): Promise<void> {
    await destroySessionsOf(this.db, kind, subjectId);
  }

  async deleteExpired(): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(lt(sessions.expire, sql`now()`))
      .returning({ sid: sessions.sid });
    return deleted.length;
  }
}

/**
 * Ends every session of a subject, or of a kind when no subject is given, on the database or an
 * open transaction (a password change commits with the end of the sessions it held).
 */
export async function destroySessionsOf(
  db: DbOrTx,
  kind: SessionKind,
  subjectId?: string,
): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      and(
        sql`${sessions.sess}->>'kind' = ${kind}`,
        subjectId === undefined ? undefined : sql`${sessions.sess}->>'subjectId' = ${subjectId}`,
      ),
    )
    .returning({ sid: sessions.sid });
  return deleted.length;
}
