// The agent programme (SPEC §7 agent): accounts, locked identity documents and bank details,
// verifying and claiming customers, the ledger, payslips and the leaderboard; and the admin
// Agents tab (SPEC §2 admin, §7 admin): list, statistics, password, status, balance adjustments,
// payslip payouts and the audited document view.
import { z } from 'zod';
import {
  adminAgentSchema,
  adminBalanceChangeSchema,
  agentBankSchema,
  agentChangeDecisionSchema,
  agentChangeRequestSchema,
  agentProfileSchema,
  agentSigninSchema,
  agentSignupSchema,
  agentStatisticsSchema,
  agentStatusSchema,
  balanceTransactionSchema,
  leaderboardRowSchema,
  payslipPaymentSchema,
  payslipSchema,
  verifiedSignupSchema,
  verifyUserResultSchema,
  verifyUserSchema,
} from '@/domain/agents.schema';
import { adminPasswordChangeSchema } from '@/domain/auth.schema';
import { agentsQuerySchema } from '@/domain/admin-lists.schema';
import { pageOf } from '@/domain/pagination.schema';
import { AGENT_MESSAGES, REQUEST_MESSAGES } from '@/domain/rule-messages';
import { created, endpoint, jpegFile, json, multipart, redirect } from './endpoint';
import type { ErrorCode } from './error-codes';
import { messageReply } from './message-reply';
import { agentId, agentIdParams, documentSideParams } from './path-params';
import { serialId } from './serial-id';

const agentPayslipParams = z.object({ id: agentId, payslipId: agentId });
const agentChangeParams = z.object({
  id: agentId,
  requestId: serialId(REQUEST_MESSAGES.agentId, AGENT_MESSAGES.changeRequestNotFound),
});
const agentDocumentParams = agentIdParams.extend(documentSideParams.shape);

/** What the image pipeline can refuse a photo for (src/server/platform/image-pipeline.ts). */
const PHOTO_ERRORS = [
  'PHOTO_NOT_IMAGE',
  'PHOTO_TOO_SMALL',
  'PHOTO_TOO_MANY_PIXELS',
  'PHOTO_BROKEN',
] as const satisfies readonly ErrorCode[];

/** ...and an identity document (JPG or PNG only). */
const DOCUMENT_ERRORS = [
  'DOCUMENT_TYPE_NOT_ACCEPTED',
  'PHOTO_TOO_SMALL',
  'PHOTO_TOO_MANY_PIXELS',
  'PHOTO_BROKEN',
] as const satisfies readonly ErrorCode[];

const agentReply = messageReply.extend({ agent: agentProfileSchema });

export const agentEndpoints = {
  signUp: endpoint({
    method: 'POST',
    path: '/api/agent/signup',
    access: 'public',
    summary:
      'Creates an agent account with its profile photo and the ₹120 welcome bonus (does not sign in).',
    body: multipart({
      files: { profilePhoto: { maxCount: 1, description: 'Required; an image of at most 5 MB.' } },
      fields: agentSignupSchema,
      tooLarge: 'AGENT_PHOTO_TOO_LARGE',
      tooMany: 'TOO_MANY_FILES',
    }),
    reply: created(agentReply),
    errors: ['AGENT_EXISTS', 'AGENT_PHOTO_REQUIRED', ...PHOTO_ERRORS, 'RATE_LIMITED'],
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/agent/signin',
    access: 'public',
    summary: 'Starts an agent session (its own cookie; a new session id every time).',
    body: agentSigninSchema,
    reply: json(agentReply),
    errors: ['AGENT_INVALID_CREDENTIALS', 'AGENT_DEACTIVATED', 'RATE_LIMITED'],
  }),
  logOut: endpoint({
    method: 'GET',
    path: '/api/agent/logout',
    access: 'public',
    summary:
      'Ends the agent session and goes to /agent/signin (browser navigation from this site); ' +
      'from elsewhere, a page asking to confirm.',
    reply: redirect,
    errors: [],
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/agent/profile',
    access: 'agent',
    summary: 'The signed-in agent; 401 means no agent is signed in.',
    reply: json(agentProfileSchema),
    errors: [],
  }),
  updateProfilePhoto: endpoint({
    method: 'POST',
    path: '/api/agent/update-profile-photo',
    access: 'agent',
    summary: "Replaces the agent's profile photo.",
    body: multipart({
      files: { profilePhoto: { maxCount: 1 } },
      tooLarge: 'AGENT_PHOTO_TOO_LARGE',
      tooMany: 'TOO_MANY_FILES',
    }),
    reply: json(agentProfileSchema),
    errors: ['AGENT_PHOTO_REQUIRED', ...PHOTO_ERRORS],
  }),
  saveDocuments: endpoint({
    method: 'POST',
    path: '/api/agent/update-aadhar',
    access: 'agent',
    summary:
      'Saves both sides of the Aadhaar card, encrypted; locked once saved, open again once ' +
      'after staff approve a change request.',
    body: multipart({
      files: { aadharFront: { maxCount: 1 }, aadharBack: { maxCount: 1 } },
      tooLarge: 'IMAGE_TOO_LARGE',
      tooMany: 'TOO_MANY_FILES',
    }),
    reply: json(agentProfileSchema),
    errors: ['AADHAR_LOCKED', 'BOTH_SIDES_MISSING', ...DOCUMENT_ERRORS],
  }),
  document: endpoint({
    method: 'GET',
    path: '/api/agent/aadhar/:side',
    access: 'agent',
    summary: "One side of the agent's own Aadhaar card, decrypted (never cached).",
    params: documentSideParams,
    reply: jpegFile,
    errors: ['DOCUMENT_NOT_FOUND'],
  }),
  saveBankDetails: endpoint({
    method: 'POST',
    path: '/api/agent/update-bank-details',
    access: 'agent',
    summary:
      'Saves the bank account, its number typed twice (encrypted, shown masked); locked once ' +
      'saved, open again once after staff approve a change request.',
    body: agentBankSchema,
    reply: json(agentProfileSchema),
    errors: ['BANK_LOCKED'],
  }),
  requestChange: endpoint({
    method: 'POST',
    path: '/api/agent/change-requests',
    access: 'agent',
    summary:
      'Asks staff to unlock saved bank details or Aadhaar images, with a reason; one open ' +
      'request of each kind at a time.',
    body: agentChangeRequestSchema,
    reply: created(agentProfileSchema),
    errors: ['CHANGE_REQUEST_OPEN', 'CHANGE_NOT_LOCKED'],
  }),
  verifyUser: endpoint({
    method: 'POST',
    path: '/api/agent/verify-user',
    access: 'agent',
    summary: "A customer's verification state by User ID, with a masked contact (20 a minute).",
    body: verifyUserSchema,
    reply: json(verifyUserResultSchema),
    errors: ['CUSTOMER_NOT_FOUND', 'RATE_LIMITED'],
  }),
  claimSignup: endpoint({
    method: 'POST',
    path: '/api/agent/add-verified-signup',
    access: 'agent',
    summary: 'Claims a verified customer once across all agents and credits the ₹25 bonus.',
    body: verifyUserSchema,
    reply: created(messageReply.extend({ currentBalance: z.string() })),
    errors: ['CUSTOMER_NOT_FOUND', 'CUSTOMER_NOT_VERIFIED', 'ALREADY_CLAIMED', 'BALANCE_TOO_LARGE'],
  }),
  listVerifiedSignups: endpoint({
    method: 'GET',
    path: '/api/agent/verified-signups',
    access: 'agent',
    summary: 'The customers this agent has claimed, newest first.',
    reply: json(z.array(verifiedSignupSchema)),
    errors: [],
  }),
  listBalanceTransactions: endpoint({
    method: 'GET',
    path: '/api/agent/balance-transactions',
    access: 'agent',
    summary: "The agent's ledger, newest first.",
    reply: json(z.array(balanceTransactionSchema)),
    errors: [],
  }),
  listPayslips: endpoint({
    method: 'GET',
    path: '/api/agent/payslips',
    access: 'agent',
    summary: "The agent's payslips, one per closed month, newest first.",
    reply: json(z.array(payslipSchema)),
    errors: [],
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: '/api/agent/competition-leaderboard',
    access: 'agent',
    summary: "This month's Top Agent Challenge: the first 20 agents by verified signups.",
    reply: json(z.array(leaderboardRowSchema)),
    errors: [],
  }),

  listAgents: endpoint({
    method: 'GET',
    path: '/api/admin/agents',
    access: 'admin',
    summary: 'Agents tab: every agent with its verified signups, newest first, a page at a time.',
    query: agentsQuerySchema,
    reply: json(pageOf(adminAgentSchema)),
    errors: [],
  }),
  agentStatistics: endpoint({
    method: 'GET',
    path: '/api/admin/agent-statistics',
    access: 'admin',
    summary: 'Agent and verification counts and the top agent of today, this month and this year.',
    reply: json(agentStatisticsSchema),
    errors: [],
  }),
  changeAgentPassword: endpoint({
    method: 'PATCH',
    path: '/api/admin/agents/:id/password',
    access: 'admin',
    summary: "Sets an agent's password and signs the agent out everywhere (audited).",
    params: agentIdParams,
    body: adminPasswordChangeSchema,
    reply: json(messageReply),
    errors: ['AGENT_NOT_FOUND', 'AGENT_ALREADY_ERASED'],
  }),
  changeAgentStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/agents/:id/status',
    access: 'admin',
    summary: 'Activates or deactivates an agent (audited).',
    params: agentIdParams,
    body: agentStatusSchema,
    reply: json(adminAgentSchema),
    errors: ['AGENT_NOT_FOUND', 'AGENT_ALREADY_ERASED'],
  }),
  adjustBalance: endpoint({
    method: 'POST',
    path: '/api/admin/agents/:id/balance',
    access: 'admin',
    summary:
      "Adds to or reduces an agent's balance with a UTR: one ledger row (audited). With payouts on, a Reduce without a UTR pays the agent through the gateway, once per idempotencyKey.",
    params: agentIdParams,
    body: adminBalanceChangeSchema,
    reply: created(balanceTransactionSchema),
    errors: [
      'AGENT_NOT_FOUND',
      'INSUFFICIENT_BALANCE',
      'BALANCE_TOO_LARGE',
      'AGENT_UTR_REQUIRED',
      'BALANCE_PAYOUT_KEY_MISSING',
      'BALANCE_PAYOUT_KEY_REUSED',
      'AGENT_NO_BANK_DETAILS',
      'AGENT_PAYOUT_TOO_SMALL',
    ],
  }),
  listAgentPayslips: endpoint({
    method: 'GET',
    path: '/api/admin/agents/:id/payslips',
    access: 'admin',
    summary: "An agent's payslips, newest first.",
    params: agentIdParams,
    reply: json(z.array(payslipSchema)),
    errors: [],
  }),
  payPayslip: endpoint({
    method: 'POST',
    path: '/api/admin/agents/:id/payslips/:payslipId/pay',
    access: 'admin',
    summary:
      'Marks a payslip paid with the transfer UTR, or with none (payouts on) pays it through the ' +
      'gateway; the amount leaves the balance (audited).',
    params: agentPayslipParams,
    body: payslipPaymentSchema,
    reply: json(payslipSchema),
    errors: [
      'PAYSLIP_NOT_FOUND',
      'PAYSLIP_ALREADY_PAID',
      'AGENT_UTR_REQUIRED',
      'PAYSLIP_PAYOUT_UNDER_WAY',
      'AGENT_NO_BANK_DETAILS',
      'AGENT_PAYOUT_TOO_SMALL',
      'AGENT_NOT_FOUND',
      'INSUFFICIENT_BALANCE',
    ],
  }),
  decideChangeRequest: endpoint({
    method: 'POST',
    path: '/api/admin/agents/:id/change-requests/:requestId/decision',
    access: 'admin',
    summary:
      "Approves (unlocks the details for one new entry) or declines an agent's open change " +
      'request (audited; the agent is told).',
    params: agentChangeParams,
    body: agentChangeDecisionSchema,
    reply: json(adminAgentSchema),
    errors: ['CHANGE_REQUEST_NOT_FOUND', 'CHANGE_REQUEST_DECIDED'],
  }),
  agentDocument: endpoint({
    method: 'GET',
    path: '/api/admin/agents/:id/aadhar/:side',
    access: 'admin',
    summary: "One side of an agent's Aadhaar card, decrypted; every view is audited.",
    params: agentDocumentParams,
    reply: jpegFile,
    errors: ['DOCUMENT_NOT_FOUND'],
  }),
} as const;
