// Path parameters that several contract modules share. Kept out of the endpoint modules, whose
// browser build keeps only their endpoint maps (scripts/client-contracts.ts).
import { z } from 'zod';
import { REQUEST_MESSAGES } from '@/domain/rule-messages';
import { DOCUMENT_SIDES } from '@/domain/verification-inputs';
import { serialId } from './serial-id';

/** An agent's id in a path. */
export const agentId = serialId(REQUEST_MESSAGES.agentId, REQUEST_MESSAGES.agentNotFound);

export const agentIdParams = z.object({ id: agentId });

/** A user's readable id in a path (docs/decisions/0002-readable-user-ids.md). */
export const userIdParams = z.object({ id: z.string().min(1).max(64) });

/** Which side of an Aadhar card. */
export const documentSideParams = z.object({ side: z.enum(DOCUMENT_SIDES) });
