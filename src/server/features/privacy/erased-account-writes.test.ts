// Every write that attaches data to a customer or an agent refuses an account erased after the
// request was authenticated (issue 28, finding 1: one guard, platform/live-account.ts). Over HTTP
// that window is the moment between the session check and the service's transaction; here each
// service is called as its route calls it, with the id of a caller whose account was erased
// through the API in that moment: 401 UNAUTHENTICATED (the session has ended), nothing written.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { agentBankSchema } from '@/domain/agents.schema';
import { itemSubmissionSchema } from '@/domain/items.schema';
import { acceptBatchSchema } from '@/domain/shipments.schema';
import { bankSubmissionSchema } from '@/domain/verification.schema';
import {
  agentChangeRequests,
  agentReferrals,
  clothingItems,
  feePayments,
  shipments,
} from '@/server/db/schema';
import { claimSignup } from '@/server/features/agents/claim-signup';
import { requestAgentChange } from '@/server/features/agents/request-agent-change';
import { saveAgentBankDetails } from '@/server/features/agents/save-agent-bank-details';
import { submitItem } from '@/server/features/items/submit-item';
import { notifierFor } from '@/server/features/notifications';
import { updatePreferences } from '@/server/features/notifications/preferences';
import { acceptBatch } from '@/server/features/shipments/accept-batch';
import { submitBankDetails } from '@/server/features/verification/submit-bank-details';
import {
  AGENT_BANK,
  approvedItems,
  bankSubmission,
  eraseAgent,
  eraseCustomer,
  newAgent,
  newCustomer,
  PICKUP,
  uploadPhotos,
  VALID_ITEM,
} from '@/server/test-support/factories';
import { agentRow, appCipher, userRow } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile();

async function count(table: PgTable): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}
const TABLES = [
  feePayments,
  clothingItems,
  shipments,
  agentChangeRequests,
  agentReferrals,
] as const;

/** The write is refused as an ended session, and neither the account's row nor any table moved. */
async function expectRefusedWithNothingWritten(
  account: { userId: string } | { agentId: number },
  write: () => Promise<unknown>,
): Promise<void> {
  const rowOf = () =>
    'userId' in account ? userRow(t, account.userId) : agentRow(t, account.agentId);
  const before = { row: await rowOf(), counts: await Promise.all(TABLES.map(count)) };
  const error = await write().then(
    () => undefined,
    (refusal: unknown) => refusal,
  );
  expect(error).toMatchObject({ code: 'UNAUTHENTICATED', statusCode: 401 });
  expect({ row: await rowOf(), counts: await Promise.all(TABLES.map(count)) }).toEqual(before);
}

describe('a customer erased after the request was authenticated', () => {
  it('submits no bank details and no ₹299 fee payment', async () => {
    const who = await newCustomer(t, { state: 'identity' });
    await eraseCustomer(t, who);
    await expectRefusedWithNothingWritten({ userId: who.id }, () =>
      submitBankDetails(
        { db: t.db, cipher: appCipher(t) },
        who.id,
        bankSubmissionSchema.parse(bankSubmission()),
      ),
    );
  });

  it('submits no item with the photos uploaded before', async () => {
    const who = await newCustomer(t);
    const photos = await uploadPhotos(t, who);
    await eraseCustomer(t, who);
    await expectRefusedWithNothingWritten({ userId: who.id }, () =>
      submitItem(t.db, who.id, itemSubmissionSchema.parse({ ...VALID_ITEM, photos })),
    );
  });

  it('books no pickup with a contact and an address', async () => {
    const who = await newCustomer(t, { state: 'verified' });
    const itemIds = await approvedItems(t, who, ['300.00', '250.00']);
    await eraseCustomer(t, who);
    await expectRefusedWithNothingWritten({ userId: who.id }, () =>
      acceptBatch(
        t.db,
        who.id,
        acceptBatchSchema.parse({ itemIds, shipmentData: PICKUP }),
        t.config.servicePincodes,
        notifierFor(t.config),
      ),
    );
  });

  it('sets no language or channel switch again', async () => {
    const who = await newCustomer(t);
    await eraseCustomer(t, who);
    await expectRefusedWithNothingWritten({ userId: who.id }, () =>
      updatePreferences(t.db, { userId: who.id }, { language: 'hi' }),
    );
  });
});

describe('an agent erased after the request was authenticated', () => {
  it('saves no bank details', async () => {
    const agent = await newAgent(t);
    await eraseAgent(t, agent);
    await expectRefusedWithNothingWritten({ agentId: agent.id }, () =>
      saveAgentBankDetails(
        { db: t.db, cipher: appCipher(t) },
        agent.id,
        agentBankSchema.parse(AGENT_BANK),
      ),
    );
  });

  it('asks for no change of its (erased) Aadhaar images, with no reason kept', async () => {
    const agent = await newAgent(t, { documents: true });
    await eraseAgent(t, agent);
    await expectRefusedWithNothingWritten({ agentId: agent.id }, () =>
      requestAgentChange(t.db, agent.id, { kind: 'aadhar', reason: 'My new card, from home' }),
    );
  });

  it('claims no customer and is credited nothing', async () => {
    const [agent, customer] = await Promise.all([
      newAgent(t),
      newCustomer(t, { state: 'verified', identityConfirmed: true }),
    ]);
    await eraseAgent(t, agent);
    await expectRefusedWithNothingWritten({ agentId: agent.id }, () =>
      claimSignup(t.db, agent.id, customer.id, notifierFor(t.config)),
    );
  });

  it('sets no language or channel switch again', async () => {
    const agent = await newAgent(t);
    await eraseAgent(t, agent);
    await expectRefusedWithNothingWritten({ agentId: agent.id }, () =>
      updatePreferences(t.db, { agentId: agent.id }, { language: 'hi' }),
    );
  });
});
