// Privacy rights (issue 15; docs/privacy.md): the account owner downloads what is held about them
// and deletes their account, a customer under /api/profile and an agent under /api/agent; staff
// erase an agent who asks (under /api/admin). Each
// endpoint is written out (method and path as literals): the browser build keeps only
// { method, path } of each, read from the source (scripts/client-contracts.ts).
import {
  accountDeletedSchema,
  agentExportSchema,
  deleteAccountSchema,
  sellerExportSchema,
} from '@/domain/privacy.schema';
import { staffErasureSchema } from '@/domain/agent-erasure.schema';
import { agentIdParams } from './path-params';
import { endpoint, json } from './endpoint';

const EXPORT =
  'as a JSON attachment (never cached): profile, items, shipments, money records, notifications ' +
  'and preferences; no password, session or key, the bank account masked as the profile shows it.';
const DELETE =
  'with the password typed again: erases personal data and documents, keeps the money records ' +
  'under the pseudonymous id, ends every session (docs/privacy.md).';

export const privacyEndpoints = {
  sellerExport: endpoint({
    method: 'GET',
    path: '/api/profile/data-export',
    access: 'customer',
    summary: `Everything held about the signed-in customer, ${EXPORT}`,
    reply: json(sellerExportSchema),
    errors: [],
  }),
  sellerDelete: endpoint({
    method: 'POST',
    path: '/api/profile/delete-account',
    access: 'customer',
    summary: `Deletes the signed-in customer's account ${DELETE} Refused while a pickup is in progress.`,
    body: deleteAccountSchema,
    reply: json(accountDeletedSchema),
    errors: ['DELETE_PASSWORD_WRONG', 'DELETE_SHIPMENT_IN_PROGRESS'],
  }),
  agentExport: endpoint({
    method: 'GET',
    path: '/api/agent/data-export',
    access: 'agent',
    summary: `Everything held about the signed-in agent, ${EXPORT}`,
    reply: json(agentExportSchema),
    errors: [],
  }),
  agentDelete: endpoint({
    method: 'POST',
    path: '/api/agent/delete-account',
    access: 'agent',
    summary: `Deletes the signed-in agent's account ${DELETE} Refused while a payslip is unpaid or a payout to the agent is unconfirmed.`,
    body: deleteAccountSchema,
    reply: json(accountDeletedSchema),
    errors: ['DELETE_PASSWORD_WRONG', 'DELETE_PAYOUT_PENDING'],
  }),
  adminAgentDelete: endpoint({
    method: 'POST',
    path: '/api/admin/agents/:id/delete-account',
    access: 'admin',
    summary:
      'Staff erase an agent on their request (a deactivated agent cannot sign in to do it), ' +
      'exactly as the agent could: erases personal data and documents, keeps the money records ' +
      'under the pseudonymous id, ends every session (docs/privacy.md). The reason is kept in ' +
      'the audit entry. Refused while a payslip is unpaid.',
    params: agentIdParams,
    body: staffErasureSchema,
    reply: json(accountDeletedSchema),
    errors: ['AGENT_NOT_FOUND', 'AGENT_ALREADY_ERASED', 'DELETE_PAYOUT_PENDING'],
  }),
} as const;
