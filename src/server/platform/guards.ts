// The one place where routes' declared access is enforced. Every /api route is bound from a
// contract (platform/bind-endpoint.ts) that states who may call it; registering an /api route any
// other way fails at start-up.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Access } from '@/domain/roles';
import { ACCESS_LEVELS } from '@/domain/roles';
import type { Db } from '@/server/db/client';
import { preparedPer } from '@/server/db/prepared';
import { sessions, users, type UserRow } from '@/server/db/schema';
import { appError } from './errors';
import type { SessionData, SessionStore } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** Set for access 'customer' (and for 'admin' when the admin is a flagged customer). */
    customer: UserRow | null;
    /** Set for access 'admin': the users.id that acts (the console identity or a flagged user). */
    adminId: string | null;
    /**
     * Set for access 'admin': whether the acting session gave a second factor (a named admin's
     * staff sign-in with a code, or the session that turned it on). The shared console password
     * and a flagged customer's customer session never do.
     */
    adminSecondFactor: boolean;
    /** Set for access 'agent'. */
    agentId: number | null;
  }
}

export interface GuardDeps {
  db: Db;
  sessions: SessionStore;
  /** Whether the agent of an agent session exists and is active (features/agents). */
  agentStatus?: (agentId: number) => Promise<'active' | 'inactive' | null>;
  /**
   * Whether an admin session still stands (features/admin-auth): 'live'; 'enrol' for a named
   * admin who must set up two-step sign-in before anything else (only routes bound with
   * duringEnrolment); null when refused (a console session whose password changed, a named
   * admin whose password or admin flag changed...).
   */
  adminSession?: (session: SessionData) => Promise<AdminSessionState>;
  /**
   * Whether a signed-in customer flagged isAdmin acts as admin through the customer session
   * (features/admin-auth): not once they have a second factor, nor when ADMIN_MFA=required.
   */
  customerActsAsAdmin?: (customer: UserRow) => Promise<boolean>;
}

export type AdminSessionState = 'live' | 'enrol' | null;

export function registerGuards(app: FastifyInstance, deps: GuardDeps): void {
  app.decorateRequest('customer', null);
  app.decorateRequest('adminId', null);
  app.decorateRequest('adminSecondFactor', false);
  app.decorateRequest('agentId', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const config = route.config as { access?: Access; endpoint?: unknown } | undefined;
    if (!config?.endpoint) {
      throw new Error(`Route ${String(route.method)} ${route.url} is not bound from a contract`);
    }
    if (!config.access || !ACCESS_LEVELS.includes(config.access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access`);
    }
  });

  // onRequest: who is calling is settled before the body is even read or validated. Callback
  // style, so a public route (most requests) pays no promise for a guard it does not have.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') {
      done();
      return;
    }
    guard(deps, request, access).then(() => done(), done);
  });
}

/** The guard of a route that is not public: sets who calls, or throws the refusal. */
async function guard(deps: GuardDeps, request: FastifyRequest, access: Access): Promise<void> {
  if (access === 'customer') {
    request.customer = await currentCustomer(deps, request);
    if (!request.customer) throw appError('UNAUTHENTICATED');
    return;
  }
  if (access === 'admin') {
    const admin = await currentAdmin(deps, request);
    if (!admin) throw appError('ADMIN_SIGN_IN_NEEDED');
    if (admin.state === 'enrol' && !request.routeOptions.config.duringEnrolment) {
      throw appError('SECOND_FACTOR_ENROLMENT_NEEDED');
    }
    request.adminId = admin.adminId;
    request.adminSecondFactor = admin.secondFactor;
    return;
  }
  const session = await deps.sessions.read(request, 'agent');
  const agentId = session ? Number(session.subjectId) : NaN;
  const status = Number.isInteger(agentId) ? await deps.agentStatus?.(agentId) : null;
  if (!status) throw appError('UNAUTHENTICATED');
  // SPEC §6: a deactivated agent cannot act, even with a live session.
  if (status === 'inactive') throw appError('AGENT_DEACTIVATED');
  request.agentId = agentId;
}

/**
 * The signed-in customer: session and user in one query, since every customer call needs both.
 * It runs on nearly every request, so it is built once per database and prepared (bench/api).
 */
export async function currentCustomer(
  deps: GuardDeps,
  request: FastifyRequest,
): Promise<UserRow | null> {
  const sid = deps.sessions.sidOf(request, 'customer');
  if (!sid) return null;
  const [row] = await customerBySession(deps.db).execute({ sid });
  if (!row) return null;
  await deps.sessions.touch(sid, row.sess as SessionData);
  return row.user;
}

const customerBySession = preparedPer((db) =>
  db
    .select({ sess: sessions.sess, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`${sessions.sess}->>'subjectId'`))
    .where(
      and(
        eq(sessions.sid, sql.placeholder('sid')),
        gt(sessions.expire, sql`now()`),
        sql`${sessions.sess}->>'kind' = 'customer'`,
      ),
    )
    .limit(1)
    .prepare('customer_by_session'),
);

/**
 * The acting admin's users.id and whether they may act yet, from the admin session (the console
 * password or a named admin's staff sign-in), else from a signed-in isAdmin customer that
 * features/admin-auth lets act as admin.
 */
export async function currentAdmin(
  deps: GuardDeps,
  request: FastifyRequest,
): Promise<{ adminId: string; state: 'live' | 'enrol'; secondFactor: boolean } | null> {
  const adminSession = await deps.sessions.read(request, 'admin');
  const state = adminSession && deps.adminSession ? await deps.adminSession(adminSession) : null;
  if (adminSession && state) {
    const secondFactor = adminSession.secondFactor === true;
    return { adminId: adminSession.subjectId, state, secondFactor };
  }
  const customer = await currentCustomer(deps, request);
  if (!customer?.isAdmin || !deps.customerActsAsAdmin) return null;
  return (await deps.customerActsAsAdmin(customer))
    ? { adminId: customer.id, state: 'live', secondFactor: false }
    : null;
}
