// POST /api/agent/update-bank-details: the account number (typed twice, checked by the shared
// schema) encrypted, only its last four digits in clear for the masked view. Locked once saved
// (SPEC §4); staff approving a change request (issue 15) opens it for exactly one more save, which
// uses the approval up. The agent row is locked for the check, so of two submissions at once
// exactly one is saved.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { agentBankSchema } from '@/domain/agents.schema';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import type { FieldCipher } from '@/server/platform/field-encryption';
import { lockLiveAccount } from '@/server/platform/live-account';
import type { AgentRow } from './agent-mapper';
import { spendApprovedChange } from './change-request-repository';

export async function saveAgentBankDetails(
  deps: { db: Db; cipher: FieldCipher },
  agentId: number,
  input: z.output<typeof agentBankSchema>,
): Promise<AgentRow> {
  return deps.db.transaction(async (tx) => {
    // An agent erased since the request was authenticated takes no bank details (issue 28).
    const agent = await lockLiveAccount(tx, { agentId });
    const changing = agent.bankAccountNumber !== null;
    if (changing && !(await spendApprovedChange(tx, agentId, 'bank')))
      throw appError('BANK_LOCKED');
    const [updated] = await tx
      .update(agents)
      .set({
        bankAccountNumber: deps.cipher.encryptText(input.bankAccountNumber),
        bankAccountLast4: input.bankAccountNumber.slice(-4),
        bankIFSCCode: input.bankIFSCCode,
        bankAccountHolderName: input.bankAccountHolderName,
        upiAddress: input.upiAddress,
        updatedAt: sql`now()`,
      })
      .where(eq(agents.id, agentId))
      .returning();
    return updated!;
  });
}
