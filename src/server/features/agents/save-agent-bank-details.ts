// POST /api/agent/update-bank-details: the account number encrypted (only its last four digits in
// clear, for the masked view), saved once. Locked once saved (SPEC §4): the update itself only
// touches an agent without bank details, so of two submissions at once exactly one is saved.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { agentBankSchema } from '@/domain/agents';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import type { FieldCipher } from '@/server/platform/field-encryption';
import type { AgentRow } from './agent-mapper';

export async function saveAgentBankDetails(
  deps: { db: Db; cipher: FieldCipher },
  agentId: number,
  input: z.output<typeof agentBankSchema>,
): Promise<AgentRow> {
  const [updated] = await deps.db
    .update(agents)
    .set({
      bankAccountNumber: deps.cipher.encryptText(input.bankAccountNumber),
      bankAccountLast4: input.bankAccountNumber.slice(-4),
      bankIFSCCode: input.bankIFSCCode,
      bankAccountHolderName: input.bankAccountHolderName,
      upiAddress: input.upiAddress,
      updatedAt: sql`now()`,
    })
    .where(and(eq(agents.id, agentId), isNull(agents.bankAccountNumber)))
    .returning();
  if (!updated) throw appError('BANK_LOCKED');
  return updated;
}
