// Agent routes (SPEC §7 agent): accounts, documents and bank details (locked once saved),
// verifying and claiming customers, ledger, payslips and the leaderboard.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGENT_MESSAGES,
  agentBankSchema,
  agentProfileSchema,
  agentSigninSchema,
  balanceTransactionSchema,
  leaderboardRowSchema,
  payslipSchema,
  verifiedSignupSchema,
  verifyUserResultSchema,
  verifyUserSchema,
} from '../../../domain/agents';
import { DOCUMENT_SIDES } from '../../../domain/verification';
import type { AppDeps } from '../../app-deps';
import { agentBalanceTransactions, agentPayslips, agentReferrals, agents, users } from '../../db/schema';
import { readDocument, sendDocument, storeDocument } from '../../platform/document-store';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../platform/errors';
import { PHOTO_MESSAGES } from '../../platform/image-pipeline';
import { verifyPassword } from '../../platform/passwords';
import { deleteKeys, keysOfPhotoUrl, storePhoto } from '../../platform/photo-store';
import { signinLimit } from '../../platform/rate-limit';
import { readNamedFiles } from '../verification/multipart-files';
import { toAgentProfile, type AgentRow } from './agent-mapper';
import { claimSignup, countReferrals, verifyUser } from './claim-signup';
import { rankAgents } from './programme-queries';
import { signUpAgent } from './sign-up-agent';

const LEADERBOARD_SIZE = 20;
// Customer ids are 50-bit random codes; this limit keeps guessing them through the form hopeless.
const VERIFY_USER_LIMIT = { max: 20, timeWindow: 60_000 };

export function agentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, sessions, storage, cipher, config } = deps;
  const limit = config.signinRateLimit;

  async function agentOf(id: number | null): Promise<AgentRow> {
    const [agent] = await db.select().from(agents).where(eq(agents.id, id ?? -1)).limit(1);
    if (!agent) throw unauthorized();
    return agent;
  }
  async function profileOf(agent: AgentRow) {
    return toAgentProfile(agent, await countReferrals(db, agent.id));
  }

  return async (app) => {
    app.post(
      '/api/agent/signup',
      {
        config: { access: 'public', rateLimit: signinLimit(limit.max, limit.windowMs, false) },
        schema: { response: { 201: z.object({ message: z.string(), agent: agentProfileSchema }) } },
      },
      async (request, reply) => {
        const agent = await signUpAgent(request, { db, storage });
        return reply.status(201).send({ message: 'Agent account created', agent: toAgentProfile(agent, 0) });
      },
    );

    app.post(
      '/api/agent/signin',
      {
        config: { access: 'public', rateLimit: signinLimit(limit.max, limit.windowMs, true) },
        schema: { body: agentSigninSchema, response: { 200: z.object({ message: z.string(), agent: agentProfileSchema }) } },
      },
      async (request, reply) => {
        const [agent] = await db
          .select()
          .from(agents)
          .where(sql`lower(${agents.email}) = ${request.body.email}`)
          .limit(1);
        const ok = await verifyPassword(agent?.hashedPassword ?? null, request.body.password);
        if (!agent || !ok) throw unauthorized(AGENT_MESSAGES.invalidCredentials);
        if (!agent.isActive) throw forbidden(AGENT_MESSAGES.deactivated);
        await sessions.start(request, reply, 'agent', String(agent.id));
        return { message: 'Signed in', agent: await profileOf(agent) };
      },
    );

    app.get('/api/agent/logout', { config: { access: 'public' } }, async (request, reply) => {
      await sessions.destroy(request, reply, 'agent');
      return reply.redirect('/agent/signin');
    });

    app.get(
      '/api/agent/profile',
      { config: { access: 'agent' }, schema: { response: { 200: agentProfileSchema } } },
      async (request) => profileOf(await agentOf(request.agentId)),
    );

    app.post(
      '/api/agent/update-profile-photo',
      { config: { access: 'agent' }, schema: { response: { 200: agentProfileSchema } } },
      async (request) => {
        const agent = await agentOf(request.agentId);
        const files = await readNamedFiles(request, ['profilePhoto'], AGENT_MESSAGES.photoTooLarge);
        const bytes = files.get('profilePhoto');
        if (!bytes) throw badRequest(PHOTO_MESSAGES.notImage);
        const photo = await storePhoto(storage, bytes, 'avatars');
        const [updated] = await db
          .update(agents)
          .set({ profileImageUrl: photo.url, updatedAt: sql`now()` })
          .where(eq(agents.id, agent.id))
          .returning();
        if (agent.profileImageUrl) await deleteKeys(storage, keysOfPhotoUrl(agent.profileImageUrl) ?? []);
        return profileOf(updated!);
      },
    );

    app.post(
      '/api/agent/update-aadhar',
      { config: { access: 'agent' }, schema: { response: { 200: agentProfileSchema } } },
      async (request) => {
        const agent = await agentOf(request.agentId);
        // Locked once saved (SPEC §4): checked before reading the upload, and again in the update.
        if (agent.aadharFrontUrl || agent.aadharBackUrl) throw conflict(AGENT_MESSAGES.aadharLocked);
        const files = await readNamedFiles(request, ['aadharFront', 'aadharBack'], 'Image size must be less than 5MB');
        const front = files.get('aadharFront');
        const back = files.get('aadharBack');
        if (!front || !back) throw badRequest('Please upload both the front and the back of your Aadhar card.');
        const notAccepted = 'Only JPG and PNG images are accepted for the Aadhar card.';
        const keys: string[] = [];
        try {
          keys.push(await storeDocument(storage, cipher, front, notAccepted));
          keys.push(await storeDocument(storage, cipher, back, notAccepted));
          const [updated] = await db
            .update(agents)
            .set({ aadharFrontUrl: keys[0], aadharBackUrl: keys[1], updatedAt: sql`now()` })
            .where(and(eq(agents.id, agent.id), sql`${agents.aadharFrontUrl} is null`))
            .returning();
          if (!updated) throw conflict(AGENT_MESSAGES.aadharLocked);
          return profileOf(updated);
        } catch (error) {
          await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
          throw error;
        }
      },
    );

    app.get(
      '/api/agent/aadhar/:side',
      { config: { access: 'agent' }, schema: { params: z.object({ side: z.enum(DOCUMENT_SIDES) }) } },
      async (request, reply) => {
        const agent = await agentOf(request.agentId);
        const key = request.params.side === 'front' ? agent.aadharFrontUrl : agent.aadharBackUrl;
        const jpeg = key ? await readDocument(storage, cipher, key) : null;
        if (!jpeg) throw notFound('No document uploaded');
        return sendDocument(reply, jpeg);
      },
    );

    app.post(
      '/api/agent/update-bank-details',
      { config: { access: 'agent' }, schema: { body: agentBankSchema, response: { 200: agentProfileSchema } } },
      async (request) => {
        const input = request.body;
        const [updated] = await db
          .update(agents)
          .set({
            bankAccountNumber: cipher.encryptText(input.bankAccountNumber),
            bankAccountLast4: input.bankAccountNumber.slice(-4),
            bankIFSCCode: input.bankIFSCCode,
            bankAccountHolderName: input.bankAccountHolderName,
            upiAddress: input.upiAddress,
            updatedAt: sql`now()`,
          })
          // Locked once saved (SPEC §4): only an agent without bank details is updated.
          .where(and(eq(agents.id, request.agentId!), sql`${agents.bankAccountNumber} is null`))
          .returning();
        if (!updated) throw conflict(AGENT_MESSAGES.bankLocked);
        return profileOf(updated);
      },
    );

    app.post(
      '/api/agent/verify-user',
      {
        config: {
          access: 'agent',
          rateLimit: {
            ...VERIFY_USER_LIMIT,
            hook: 'preHandler',
            keyGenerator: (request) => `verify-user|${request.agentId ?? request.ip}`,
          },
        },
        schema: { body: verifyUserSchema, response: { 200: verifyUserResultSchema } },
      },
      async (request) => verifyUser(db, request.body.userId),
    );

    app.post(
      '/api/agent/add-verified-signup',
      {
        config: { access: 'agent' },
        schema: { body: verifyUserSchema, response: { 201: z.object({ message: z.string(), currentBalance: z.string() }) } },
      },
      async (request, reply) => {
        await claimSignup(db, request.agentId!, request.body.userId);
        const agent = await agentOf(request.agentId);
        return reply.status(201).send({ message: 'Verified signup added', currentBalance: agent.currentBalance });
      },
    );

    app.get(
      '/api/agent/verified-signups',
      { config: { access: 'agent' }, schema: { response: { 200: z.array(verifiedSignupSchema) } } },
      async (request) => {
        const rows = await db
          .select({
            userId: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            createdAt: agentReferrals.createdAt,
          })
          .from(agentReferrals)
          .innerJoin(users, eq(users.id, agentReferrals.userId))
          .where(eq(agentReferrals.agentId, request.agentId!))
          .orderBy(desc(agentReferrals.createdAt));
        return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      },
    );

    app.get(
      '/api/agent/balance-transactions',
      { config: { access: 'agent' }, schema: { response: { 200: z.array(balanceTransactionSchema) } } },
      async (request) => {
        const rows = await db
          .select()
          .from(agentBalanceTransactions)
          .where(eq(agentBalanceTransactions.agentId, request.agentId!))
          // Newest first in chain order: ids are assigned under the agent row lock, while created_at
          // is the start of each (possibly overlapping) transaction.
          .orderBy(desc(agentBalanceTransactions.id));
        return rows.map(({ adminId: _adminId, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      },
    );

    app.get(
      '/api/agent/payslips',
      { config: { access: 'agent' }, schema: { response: { 200: z.array(payslipSchema) } } },
      async (request) => {
        const rows = await db
          .select()
          .from(agentPayslips)
          .where(eq(agentPayslips.agentId, request.agentId!))
          .orderBy(desc(agentPayslips.year), desc(agentPayslips.month));
        return rows.map(toPayslip);
      },
    );

    app.get(
      '/api/agent/competition-leaderboard',
      { config: { access: 'agent' }, schema: { response: { 200: z.array(leaderboardRowSchema) } } },
      async () => rankAgents(db, 'month', LEADERBOARD_SIZE),
    );
  };
}

export function toPayslip(row: typeof agentPayslips.$inferSelect) {
  return {
    ...row,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
