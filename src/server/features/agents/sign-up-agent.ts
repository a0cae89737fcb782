// POST /api/agent/signup (multipart): the form fields as the contract's schema reads them, a
// required profile photo through the image pipeline, a readable unique agent code, and the ₹120
// welcome bonus as the first ledger row.
import type { agentEndpoints } from '@/contract/agents';
import { sql } from 'drizzle-orm';
import { AGENT_WELCOME_BONUS } from '@/domain/constants';
import { CONSENT_VERSION } from '@/domain/privacy.schema';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import type { HandlerBodyOf } from '@/server/platform/bind-endpoint';
import { appError, isUniqueViolation } from '@/server/platform/errors';
import { readableCode } from '@/server/platform/ids';
import { hashPassword } from '@/server/platform/passwords';
import { deleteKeys, storePhoto } from '@/server/platform/photo-store';
import type { FileStorage } from '@/server/platform/storage';
import type { AgentRow } from './agent-mapper';
import { changeBalance } from './ledger';

export type AgentSignupForm = HandlerBodyOf<typeof agentEndpoints.signUp>;

export async function signUpAgent(
  deps: { db: Db; storage: FileStorage },
  form: AgentSignupForm,
): Promise<AgentRow> {
  const { fields: input, files } = await form.read();
  const [photo] = files.profilePhoto;
  if (!photo) throw appError('AGENT_PHOTO_REQUIRED');

  const stored = await storePhoto(deps.storage, photo, 'avatars');
  try {
    const hashedPassword = await hashPassword(input.password);
    return await deps.db.transaction(async (tx) => {
      // A clash of random codes is astronomically rare, but the unique index decides.
      const [agent] = await tx
        .insert(agents)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          mobileNumber: input.mobileNumber,
          agentCode: `AG${readableCode(6)}`,
          hashedPassword,
          address: input.address,
          city: input.city,
          state: input.state,
          pincode: input.pincode,
          profileImageUrl: stored.url,
          // The language on screen at signup: notifications speak it from the first one on.
          language: input.language,
          joiningBonus: AGENT_WELCOME_BONUS,
          currentBalance: '0.00',
          // The signup screen says creating an account accepts these terms (issue 15).
          consentVersion: CONSENT_VERSION,
          consentedAt: sql`now()`,
        })
        .returning();
      if (!agent) throw new Error('insert returned no row');
      // The welcome bonus is the first ledger entry: 0.00 -> 120.00.
      await changeBalance(tx, agent.id, {
        type: 'add',
        amount: AGENT_WELCOME_BONUS,
        entry: { kind: 'welcome_bonus' },
      });
      return { ...agent, currentBalance: AGENT_WELCOME_BONUS };
    });
  } catch (error) {
    await deleteKeys(deps.storage, stored.keys);
    if (isUniqueViolation(error, 'agents_email_lower_unique')) throw appError('AGENT_EXISTS');
    throw error;
  }
}
