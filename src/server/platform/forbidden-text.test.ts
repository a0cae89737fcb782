// A NUL byte or an unpaired UTF-16 surrogate in any text field or id gave 500
// (PostgreSQL refuses them). Each request that reproduced it is now a 400 INVALID_INPUT naming the
// field, with the shared rule's text; and the audit trail stores any text.
import type { AuditAction, AuditTargetType } from '@/domain/audit-actions';
import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints } from '@/contract/agents';
import { authEndpoints } from '@/contract/auth';
import type { EndpointSpec } from '@/contract/endpoint';
import { itemEndpoints } from '@/contract/items';
import { shipmentEndpoints } from '@/contract/shipments';
import { verificationEndpoints } from '@/contract/verification';
import { auditLog } from '@/server/db/schema';
import {
  adminLogin,
  agentSignupFields,
  bankSubmission,
  newAgent,
  newCustomer,
  pendingItem,
  shipment,
  TEST_PASSWORD,
  uploadPhotos,
  VALID_ITEM,
  type Agent,
  type Customer,
} from '@/server/test-support/factories';
import { uniqueEmail } from '@/test-support/unique';
import { call, errorBodyOf, type CallRequest } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { appPerFile } from '@/server/test-support/test-app';
import { recordAudit } from './audit-log';

const NOT_ALLOWED = 'This text contains characters that are not allowed';
const NUL = 'Asha\u0000';
const LONE = 'Asha\uD800';

const t = appPerFile();
let customer: Customer;
let agent: Agent;
let admin: string;

beforeAll(async () => {
  customer = await newCustomer(t, { state: 'identity' });
  agent = await newAgent(t);
  admin = await adminLogin(t);
});

async function expectRefused(endpoint: EndpointSpec, request: CallRequest, field: string) {
  const response = await call(t, endpoint, request);
  expect(response.statusCode, response.body).toBe(400);
  expect(errorBodyOf(response)).toEqual({
    code: 'INVALID_INPUT',
    message: NOT_ALLOWED,
    params: { field, rule: 'fields.forbiddenCharacters' },
  });
}

describe.each([
  ['a NUL byte', NUL],
  ['an unpaired surrogate', LONE],
])('%s is a 400 INVALID_INPUT, never a 500', (_what, bad) => {
  it('signup names', async () => {
    for (const field of ['firstName', 'lastName']) {
      await expectRefused(
        authEndpoints.signUp,
        {
          body: {
            firstName: 'Asha',
            lastName: 'Verma',
            email: uniqueEmail(),
            mobileNumber: '9876543210',
            password: TEST_PASSWORD,
            [field]: bad,
          },
        },
        field,
      );
    }
  });

  it('item brand and description', async () => {
    const photos = await uploadPhotos(t, customer);
    for (const field of ['brand', 'description']) {
      await expectRefused(
        itemEndpoints.submitItem,
        { cookie: customer.cookie, body: { ...VALID_ITEM, photos, [field]: bad } },
        field,
      );
    }
  });

  it('bank holder name', async () => {
    await expectRefused(
      verificationEndpoints.submitBankDetails,
      { cookie: customer.cookie, body: bankSubmission({ bankAccountHolderName: bad }) },
      'bankAccountHolderName',
    );
  });

  it('agent bank details and verify-user userId', async () => {
    await expectRefused(
      agentEndpoints.saveBankDetails,
      {
        cookie: agent.cookie,
        body: {
          bankAccountNumber: '918273645501',
          confirmBankAccountNumber: '918273645501',
          bankIFSCCode: 'SBIN0001234',
          bankAccountHolderName: bad,
          upiAddress: 'ravi@ybl',
        },
      },
      'bankAccountHolderName',
    );
    await expectRefused(
      agentEndpoints.verifyUser,
      { cookie: agent.cookie, body: { userId: `1${bad}` } },
      'userId',
    );
  });

  it('admin notes of a review', async () => {
    const item = await pendingItem(t, customer);
    await expectRefused(
      itemEndpoints.reviewItem,
      {
        cookie: admin,
        params: { id: item.id },
        body: { status: 'rejected', adminNotes: bad },
      },
      'adminNotes',
    );
  });

  it('a key of a JSON body, at any depth', async () => {
    await expectRefused(
      authEndpoints.signIn,
      { body: { email: 'a@example.com', password: 'x', [`x${bad}`]: 1 } },
      `x${bad.replace(/[\0\uD800]/, '\uFFFD')}`,
    );
  });
});

describe('multipart text', () => {
  // A lone surrogate cannot travel in multipart: FormData and busboy both make it U+FFFD.
  it('a NUL in every agent text field (multipart signup) is a 400', async () => {
    const photo = await jpeg(3);
    for (const field of ['firstName', 'lastName', 'address', 'city', 'state']) {
      await expectRefused(
        agentEndpoints.signUp,
        {
          form: {
            fields: agentSignupFields({ [field]: NUL }),
            files: [{ field: 'profilePhoto', name: 'me.jpg', bytes: photo }],
          },
        },
        field,
      );
    }
  });
});

describe('ids in the path and the query', () => {
  it.each(['1%00', '%00', 'a%00b'])('/api/admin/users/%s/* is a 400', async (id) => {
    for (const suffix of ['bank-account/reveal', 'revoke-identity']) {
      const response = await t.inject({
        method: 'POST',
        url: `/api/admin/users/${id}/${suffix}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).params).toEqual({
        field: 'id',
        rule: 'fields.forbiddenCharacters',
      });
    }
    const document = await t.inject({
      method: 'GET',
      url: `/api/admin/users/${id}/aadhar/front`,
      headers: { cookie: admin },
    });
    expect(document.statusCode).toBe(400);
  });

  it('a query value', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/admin/users?page=1%00',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).params).toEqual({
      field: 'page',
      rule: 'fields.forbiddenCharacters',
    });
  });
});

describe('shipment texts', () => {
  it.each(['trackingNumber', 'shipmentNotes', 'payoutReference'])('%s', async (field) => {
    const made = await shipment(t, await newCustomer(t, { state: 'verified' }));
    for (const bad of [NUL, LONE]) {
      await expectRefused(
        shipmentEndpoints.updateShipment,
        {
          cookie: admin,
          params: { id: made.id },
          body: { shipmentStatus: 'in_transit', [field]: bad },
        },
        field,
      );
    }
  });
});

describe('the audit log', () => {
  it('stores any text: NUL and unpaired surrogates become U+FFFD, in values and keys', async () => {
    await recordAudit(t.db, {
      actorType: 'admin',
      actorId: 'admin\u0000',
      // Typed as known values, stored as whatever text arrives (an older row, a bad caller).
      action: 'test.forbidden\uD800' as AuditAction,
      targetType: 'user\uDC00' as AuditTargetType,
      targetId: 'id\u0000',
      details: { note: 'a\u0000b', ['k\u0000']: ['\uD800', { deep: 'x\uDBFF' }], n: 1 },
    });
    const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({
      actorId: 'admin\uFFFD',
      action: 'test.forbidden\uFFFD',
      targetType: 'user\uFFFD',
      targetId: 'id\uFFFD',
      details: { note: 'a\uFFFDb', ['k\uFFFD']: ['\uFFFD', { deep: 'x\uFFFD' }], n: 1 },
    });
  });
});
