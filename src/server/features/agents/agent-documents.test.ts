// Agent documents and bank details (SPEC §4 "locked once saved", §5 agent bank form; DESIGN §3
// identity documents and account numbers encrypted at rest; issue 6 "Accounts"): Aadhaar stored
// encrypted, served only to that agent (no-store) and to admins (audited); bank details checked
// with the §5 messages, the account number encrypted and shown masked; both refused a second time.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MESSAGES } from '../../../domain/agents';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  type TestApp,
} from '../../test-support/test-app';
import { CONSOLE_ADMIN_ID } from '../admin-auth/console-admin';
import { jpegWithGps, noise } from '../items/items-test-helpers';
import {
  aadharParts,
  appCipher,
  documentFiles,
  postMultipart,
  storedBytes,
} from '../verification/verification-test-helpers';
import {
  agentAudit,
  agentRow,
  get,
  insertAgent,
  oversizedJpegLike,
  post,
  type FixtureAgent,
} from './agents-test-helpers';

let t: TestApp;
let admin: string;
let front: Buffer;
let back: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
  front = await jpegWithGps(500, 320);
  back = await noise(500, 320, 42).png().toBuffer();
});

function uploadAadhar(
  agent: FixtureAgent,
  f: Buffer | null,
  b: Buffer | null,
  type = 'image/jpeg',
) {
  return postMultipart(t, '/api/agent/update-aadhar', agent.cookie, aadharParts(f, b, type));
}

const VALID_BANK = {
  bankAccountNumber: '918273645501',
  bankIFSCCode: 'sbin0001234',
  bankAccountHolderName: 'Ravi Kumar',
  upiAddress: 'ravi.kumar@ybl',
};

function submitBank(agent: FixtureAgent, body: Record<string, unknown>) {
  return post(t, '/api/agent/update-bank-details', agent.cookie, body);
}

describe('POST /api/agent/update-aadhar', () => {
  let agent: FixtureAgent;

  beforeAll(async () => {
    agent = await insertAgent(t);
  });

  it('stores both sides encrypted: the stored bytes are not an image', async () => {
    const filesBefore = documentFiles(t).length;
    const response = await uploadAadhar(agent, front, back, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ hasAadharFront: true, hasAadharBack: true });
    expect(response.body).not.toContain('documents/');

    const row = await agentRow(t, agent.id);
    expect(row.aadharFrontUrl).toMatch(/^documents\/[0-9a-f]{32}\.bin$/);
    expect(row.aadharBackUrl).toMatch(/^documents\/[0-9a-f]{32}\.bin$/);
    expect(documentFiles(t).length).toBe(filesBefore + 2);
    const cipher = appCipher(t);
    for (const key of [row.aadharFrontUrl!, row.aadharBackUrl!]) {
      const sealed = storedBytes(t, key);
      expect(sealed.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(sealed.subarray(1, 4).toString('latin1')).not.toBe('PNG');
      await expect(sharp(sealed).metadata()).rejects.toThrow();
      // ...and it is the document, sealed with the app's key.
      const plain = cipher.decrypt(sealed);
      expect((await sharp(plain).metadata()).format).toBe('jpeg');
    }
  });

  it('serves each side to the agent with no-store, re-encoded without metadata', async () => {
    const row = await agentRow(t, agent.id);
    for (const side of ['front', 'back'] as const) {
      const response = await get(t, `/api/agent/aadhar/${side}`, agent.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const key = side === 'front' ? row.aadharFrontUrl! : row.aadharBackUrl!;
      expect(response.rawPayload.equals(appCipher(t).decrypt(storedBytes(t, key)))).toBe(true);
      expect((await sharp(response.rawPayload).metadata()).exif).toBeUndefined();
    }
    const bad = await get(t, '/api/agent/aadhar/middle', agent.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('serves it to an admin, and every view is audited naming the admin', async () => {
    const before = await agentAudit(t, agent.id, 'agent.document_viewed');
    const response = await get(t, `/api/admin/agents/${agent.id}/aadhar/back`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const after = await agentAudit(t, agent.id, 'agent.document_viewed');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      actorType: 'admin',
      actorId: CONSOLE_ADMIN_ID,
      targetType: 'agent',
      targetId: String(agent.id),
      details: { side: 'back' },
    });
  });

  it('the document key is never a public upload URL', async () => {
    const row = await agentRow(t, agent.id);
    const name = row.aadharFrontUrl!.slice('documents/'.length);
    for (const url of [
      `/uploads/documents/${name}`,
      `/uploads/avatars/${name}`,
      `/uploads/${row.aadharFrontUrl}`,
    ]) {
      expect((await get(t, url)).statusCode).toBe(404);
    }
  });

  it('a second upload is refused: 409 aadharLocked, keys and files unchanged', async () => {
    const row = await agentRow(t, agent.id);
    const files = documentFiles(t);
    const response = await uploadAadhar(agent, back, front);
    expect(response.statusCode).toBe(409);
    expect(errorMessageOf(response)).toBe(AGENT_MESSAGES.aadharLocked);
    const after = await agentRow(t, agent.id);
    expect([after.aadharFrontUrl, after.aadharBackUrl]).toEqual([
      row.aadharFrontUrl,
      row.aadharBackUrl,
    ]);
    expect(documentFiles(t)).toEqual(files);
  });

  it('two uploads at once: one is saved, the other refused, and no orphan file remains', async () => {
    const racer = await insertAgent(t);
    const files = documentFiles(t).length;
    const responses = await Promise.all([
      uploadAadhar(racer, front, back),
      uploadAadhar(racer, back, front),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const row = await agentRow(t, racer.id);
    expect(documentFiles(t).length).toBe(files + 2);
    expect(documentFiles(t)).toEqual(
      expect.arrayContaining([row.aadharFrontUrl, row.aadharBackUrl]),
    );
  });

  it('an agent without documents gets 404; the admin view of it is 404 and not audited', async () => {
    const fresh = await insertAgent(t);
    const own = await get(t, '/api/agent/aadhar/front', fresh.cookie);
    expect(own.statusCode).toBe(404);
    expect(errorMessageOf(own)).toBe('No document uploaded');
    expect((await get(t, `/api/admin/agents/${fresh.id}/aadhar/front`, admin)).statusCode).toBe(
      404,
    );
    expect(await agentAudit(t, fresh.id, 'agent.document_viewed')).toEqual([]);
    expect((await get(t, `/api/admin/agents/999999/aadhar/front`, admin)).statusCode).toBe(404);
  });

  describe('refuses a bad upload and stores nothing', () => {
    type Pair = [Buffer | null, Buffer | null];
    it.each([
      [
        'only the front',
        (): Pair => [front, null],
        400,
        'Please upload both the front and the back of your Aadhar card.',
      ],
      [
        'only the back',
        (): Pair => [null, back],
        400,
        'Please upload both the front and the back of your Aadhar card.',
      ],
      [
        'a text file',
        (): Pair => [Buffer.from('hello '.repeat(400)), back],
        415,
        'Only JPG and PNG images are accepted for the Aadhar card.',
      ],
      [
        'a 6 MB file',
        (): Pair => [oversizedJpegLike(), back],
        413,
        'Image size must be less than 5MB',
      ],
    ] as const)('%s', async (_name, files, status, message) => {
      const fresh = await insertAgent(t);
      const before = documentFiles(t);
      const [f, b] = files();
      const response = await uploadAadhar(fresh, f, b);
      expect(response.statusCode).toBe(status);
      expect(errorMessageOf(response)).toBe(message);
      const row = await agentRow(t, fresh.id);
      expect([row.aadharFrontUrl, row.aadharBackUrl]).toEqual([null, null]);
      expect(documentFiles(t)).toEqual(before);
    });

    it('a WebP (documents are JPG or PNG only, SPEC §5)', async () => {
      const fresh = await insertAgent(t);
      const webp = await noise(300, 200, 4).webp().toBuffer();
      const response = await uploadAadhar(fresh, webp, webp, 'image/webp');
      expect(response.statusCode).toBe(415);
      expect((await agentRow(t, fresh.id)).aadharFrontUrl).toBeNull();
    });
  });
});

describe('POST /api/agent/update-bank-details', () => {
  describe('refuses bad details with the SPEC §5 message and saves nothing', () => {
    it.each([
      [
        'a 7-digit account',
        { bankAccountNumber: '1234567' },
        'Account number must be at least 8 digits',
      ],
      [
        'letters in the account',
        { bankAccountNumber: '12345678AB' },
        'Account number must be at least 8 digits',
      ],
      ['no account', { bankAccountNumber: undefined }, 'Account number must be at least 8 digits'],
      [
        'a 10-character IFSC',
        { bankIFSCCode: 'SBIN000123' },
        'IFSC code must be exactly 11 characters',
      ],
      [
        'a 12-character IFSC',
        { bankIFSCCode: 'SBIN00012345' },
        'IFSC code must be exactly 11 characters',
      ],
      ['no IFSC', { bankIFSCCode: undefined }, 'IFSC code must be exactly 11 characters'],
      ['no holder', { bankAccountHolderName: undefined }, 'Account holder name is required'],
      ['a blank holder', { bankAccountHolderName: '   ' }, 'Account holder name is required'],
      ['a UPI without @', { upiAddress: 'ravikumar' }, 'Please enter a valid UPI address'],
      ['a UPI without a handle', { upiAddress: 'ravi@' }, 'Please enter a valid UPI address'],
      ['a UPI with spaces', { upiAddress: 'ravi kumar@ybl' }, 'Please enter a valid UPI address'],
    ])('%s', async (_name, overrides, message) => {
      const agent = await insertAgent(t);
      const response = await submitBank(agent, { ...VALID_BANK, ...overrides });
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toBe(message);
      const row = await agentRow(t, agent.id);
      expect(row).toMatchObject({
        bankAccountNumber: null,
        bankAccountLast4: null,
        bankIFSCCode: null,
        bankAccountHolderName: null,
        upiAddress: null,
      });
    });
  });

  it('saves valid details: the account number encrypted, the profile shows it masked', async () => {
    const agent = await insertAgent(t);
    const response = await submitBank(agent, VALID_BANK);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      bankAccountMasked: 'XXXXXX5501',
      bankIFSCCode: 'SBIN0001234',
      bankAccountHolderName: 'Ravi Kumar',
      upiAddress: 'ravi.kumar@ybl',
    });
    expect(response.body).not.toContain(VALID_BANK.bankAccountNumber);

    const row = await agentRow(t, agent.id);
    expect(row.bankAccountNumber).not.toBeNull();
    expect(row.bankAccountNumber).not.toContain(VALID_BANK.bankAccountNumber);
    expect(row.bankAccountNumber).not.toContain('91827364');
    expect(appCipher(t).decryptText(row.bankAccountNumber!)).toBe(VALID_BANK.bankAccountNumber);
    expect(row.bankAccountLast4).toBe('5501');

    const profile = await get(t, '/api/agent/profile', agent.cookie);
    expect(profile.json()).toMatchObject({ bankAccountMasked: 'XXXXXX5501' });
    expect(profile.body).not.toContain(VALID_BANK.bankAccountNumber);
    const adminList = await get(t, '/api/admin/agents?pageSize=200', admin);
    expect(adminList.statusCode).toBe(200);
    expect(adminList.body).not.toContain(VALID_BANK.bankAccountNumber);
    expect(adminList.body).not.toContain(row.bankAccountNumber!);
  });

  it('UPI is optional (stored as null); spaces and dashes in the account are ignored', async () => {
    const agent = await insertAgent(t);
    const response = await submitBank(agent, {
      ...VALID_BANK,
      bankAccountNumber: '1234 5678-9012',
      upiAddress: undefined,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ upiAddress: null, bankAccountMasked: 'XXXXXX9012' });
    expect(appCipher(t).decryptText((await agentRow(t, agent.id)).bankAccountNumber!)).toBe(
      '123456789012',
    );
  });

  it('a second attempt is refused: 409 bankLocked, nothing changes', async () => {
    const agent = await insertAgent(t);
    expect((await submitBank(agent, VALID_BANK)).statusCode).toBe(200);
    const before = await agentRow(t, agent.id);
    const response = await submitBank(agent, {
      ...VALID_BANK,
      bankAccountNumber: '111122223333',
      upiAddress: 'other@okaxis',
    });
    expect(response.statusCode).toBe(409);
    expect(errorMessageOf(response)).toBe(AGENT_MESSAGES.bankLocked);
    const after = await agentRow(t, agent.id);
    expect(after).toMatchObject({
      bankAccountNumber: before.bankAccountNumber,
      bankAccountLast4: '5501',
      upiAddress: 'ravi.kumar@ybl',
    });
  });

  it('two submissions at once: exactly one is saved', async () => {
    const agent = await insertAgent(t);
    const responses = await Promise.all([
      submitBank(agent, VALID_BANK),
      submitBank(agent, { ...VALID_BANK, bankAccountNumber: '111122223333' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses
      .find((r) => r.statusCode === 200)!
      .json<{ bankAccountMasked: string }>();
    expect((await agentRow(t, agent.id)).bankAccountLast4).toBe(winner.bankAccountMasked.slice(-4));
  });
});
