// Admin Agents tab (SPEC §2 admin, §7): list, statistics, password, status, balance adjustments,
// payslip payouts, and the audited view of agents' documents. Every action is on record.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGENT_MESSAGES,
  adminAgentSchema,
  adminBalanceChangeSchema,
  agentStatisticsSchema,
  agentStatusSchema,
  balanceTransactionSchema,
  payslipPaymentSchema,
  payslipSchema,
} from '../../../domain/agents';
import { adminPasswordChangeSchema } from '../../../domain/auth-schemas';
import { pageOf, pageQuerySchema } from '../../../domain/pagination';
import { DOCUMENT_SIDES } from '../../../domain/verification';
import type { AppDeps } from '../../app-deps';
import { agentPayslips, agents } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import { readDocument, sendDocument } from '../../platform/document-store';
import { AppError, conflict, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { toAgentProfile } from './agent-mapper';
import { countReferrals } from './claim-signup';
import { changeBalance } from './ledger';
import { rankAgents, verificationCounts } from './programme-queries';
import { toPayslip } from './routes';

const agentIdParams = z.object({
  id: z.coerce.number({ error: 'Agent id must be a number' }).int().positive().max(2_147_483_647, 'Agent not found'),
});

export function adminAgentRoutes({ db, sessions, storage, cipher }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/agents',
      {
        config: { access: 'admin' },
        schema: { querystring: pageQuerySchema, response: { 200: pageOf(adminAgentSchema) } },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        // Qualified by hand: inside a sub-select drizzle leaves columns unqualified, and a bare "id"
        // would be agent_referrals.id.
        const referrals = sql<number>`(select count(*)::int from agent_referrals r where r.agent_id = "agents"."id")`;
        const [rows, [count]] = await Promise.all([
          db
            .select({ agent: agents, referrals })
            .from(agents)
            .orderBy(desc(agents.createdAt), desc(agents.id))
            .limit(pageSize)
            .offset((page - 1) * pageSize),
          db.select({ total: sql<number>`count(*)::int` }).from(agents),
        ]);
        return {
          items: rows.map((row) => toAgentProfile(row.agent, Number(row.referrals))),
          total: count?.total ?? 0,
          page,
          pageSize,
        };
      },
    );

    app.get(
      '/api/admin/agent-statistics',
      { config: { access: 'admin' }, schema: { response: { 200: agentStatisticsSchema } } },
      async () => {
        const [[agentCounts], verifications, today, month, year] = await Promise.all([
          db
            .select({
              total: sql<number>`count(*)::int`,
              active: sql<number>`count(*) filter (where ${agents.isActive})::int`,
            })
            .from(agents),
          verificationCounts(db),
          rankAgents(db, 'day', 1),
          rankAgents(db, 'month', 1),
          rankAgents(db, 'year', 1),
        ]);
        const top = (rows: Awaited<ReturnType<typeof rankAgents>>) =>
          rows[0] ? { agent: rows[0].agent, count: rows[0].verifiedCount } : null;
        return {
          totalAgents: agentCounts?.total ?? 0,
          activeAgents: agentCounts?.active ?? 0,
          totalVerifications: verifications.total,
          todayVerifications: verifications.today,
          topAgentToday: top(today),
          topAgentMonth: top(month),
          topAgentYear: top(year),
        };
      },
    );

    app.patch(
      '/api/admin/agents/:id/password',
      { config: { access: 'admin' }, schema: { params: agentIdParams, body: adminPasswordChangeSchema } },
      async (request) => {
        const hashedPassword = await hashPassword(request.body.newPassword);
        await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(agents)
            .set({ hashedPassword, updatedAt: sql`now()` })
            .where(eq(agents.id, request.params.id))
            .returning({ id: agents.id });
          if (!updated) throw notFound('Agent not found');
          await recordAudit(tx, {
            actorType: 'admin',
            actorId: request.adminId,
            action: 'agent.password_changed',
            targetType: 'agent',
            targetId: request.params.id,
          });
        });
        await sessions.destroyAllFor('agent', String(request.params.id));
        return { message: 'Password updated' };
      },
    );

    app.patch(
      '/api/admin/agents/:id/status',
      {
        config: { access: 'admin' },
        schema: { params: agentIdParams, body: agentStatusSchema, response: { 200: adminAgentSchema } },
      },
      async (request) => {
        const updated = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(agents)
            .set({ isActive: request.body.isActive, updatedAt: sql`now()` })
            .where(eq(agents.id, request.params.id))
            .returning();
          if (!row) throw notFound('Agent not found');
          await recordAudit(tx, {
            actorType: 'admin',
            actorId: request.adminId,
            action: request.body.isActive ? 'agent.activated' : 'agent.deactivated',
            targetType: 'agent',
            targetId: request.params.id,
          });
          return row;
        });
        return toAgentProfile(updated, await countReferrals(db, updated.id));
      },
    );

    app.post(
      '/api/admin/agents/:id/balance',
      {
        config: { access: 'admin' },
        schema: {
          params: agentIdParams,
          body: adminBalanceChangeSchema,
          response: { 201: balanceTransactionSchema },
        },
      },
      async (request, reply) => {
        const change = request.body;
        const entry = await db.transaction(async (tx) => {
          const row = await changeBalance(tx, request.params.id, {
            type: change.transactionType,
            amount: change.amount,
            utrNumber: change.utrNumber,
            description: change.description,
            adminId: request.adminId,
          });
          await recordAudit(tx, {
            actorType: 'admin',
            actorId: request.adminId,
            action: 'agent.balance_adjusted',
            targetType: 'agent',
            targetId: request.params.id,
            details: { type: change.transactionType, amount: change.amount, utrNumber: change.utrNumber },
          });
          return row;
        });
        const { adminId: _adminId, ...rest } = entry;
        return reply.status(201).send({ ...rest, createdAt: entry.createdAt.toISOString() });
      },
    );

    app.get(
      '/api/admin/agents/:id/payslips',
      { config: { access: 'admin' }, schema: { params: agentIdParams, response: { 200: z.array(payslipSchema) } } },
      async (request) => {
        const rows = await db
          .select()
          .from(agentPayslips)
          .where(eq(agentPayslips.agentId, request.params.id))
          .orderBy(desc(agentPayslips.year), desc(agentPayslips.month));
        return rows.map(toPayslip);
      },
    );

    app.post(
      '/api/admin/agents/:id/payslips/:payslipId/pay',
      {
        config: { access: 'admin' },
        schema: {
          params: agentIdParams.extend({ payslipId: agentIdParams.shape.id }),
          body: payslipPaymentSchema,
          response: { 200: payslipSchema },
        },
      },
      async (request) => {
        const { id, payslipId } = request.params;
        const paid = await db.transaction(async (tx) => {
          const [payslip] = await tx
            .select()
            .from(agentPayslips)
            .where(and(eq(agentPayslips.id, payslipId), eq(agentPayslips.agentId, id)))
            .for('update');
          if (!payslip) throw notFound('Payslip not found');
          if (payslip.paymentStatus === 'paid') throw conflict(AGENT_MESSAGES.payslipAlreadyPaid);
          // The transfer leaves the agent's balance: a Reduce entry with the transfer's UTR.
          if (Number(payslip.totalAmount) > 0) {
            await changeBalance(tx, id, {
              type: 'subtract',
              amount: payslip.totalAmount,
              utrNumber: request.body.utrNumber,
              description: `Payslip ${String(payslip.month).padStart(2, '0')}/${payslip.year} paid`,
              adminId: request.adminId,
            });
          }
          const [row] = await tx
            .update(agentPayslips)
            .set({ paymentStatus: 'paid', paidAt: sql`now()`, utrNumber: request.body.utrNumber })
            .where(eq(agentPayslips.id, payslipId))
            .returning();
          await recordAudit(tx, {
            actorType: 'admin',
            actorId: request.adminId,
            action: 'agent.payslip_paid',
            targetType: 'agent_payslip',
            targetId: payslipId,
            details: { agentId: id, utrNumber: request.body.utrNumber, amount: payslip.totalAmount },
          });
          if (!row) throw new AppError(500, 'payslip vanished');
          return row;
        });
        return toPayslip(paid);
      },
    );

    app.get(
      '/api/admin/agents/:id/aadhar/:side',
      {
        config: { access: 'admin' },
        schema: { params: agentIdParams.extend({ side: z.enum(DOCUMENT_SIDES) }) },
      },
      async (request, reply) => {
        const [agent] = await db.select().from(agents).where(eq(agents.id, request.params.id)).limit(1);
        const key = request.params.side === 'front' ? agent?.aadharFrontUrl : agent?.aadharBackUrl;
        const jpeg = key ? await readDocument(storage, cipher, key) : null;
        if (!jpeg) throw notFound('No document uploaded');
        await recordAudit(db, {
          actorType: 'admin',
          actorId: request.adminId,
          action: 'agent.document_viewed',
          targetType: 'agent',
          targetId: request.params.id,
          details: { side: request.params.side },
        });
        return sendDocument(reply, jpeg);
      },
    );
  };
}
