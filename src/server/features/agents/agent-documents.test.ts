// Agent documents and bank details (SPEC §4 "locked once saved", §5 agent bank form; DESIGN §3
// identity documents and account numbers encrypted at rest): Aadhaar stored encrypted, served only
// to that agent (no-store) and to admins (audited); bank details checked with the §5 messages, the
// account number encrypted and shown masked; both refused a second time.
import crypto from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as api } from '@/contract/agents';
import { AGENT_MESSAGES } from '@/domain/rule-messages';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import { newAgent, type Agent } from '@/server/test-support/factories';
import { aadhaarSides, call, errorBodyOf, served } from '@/server/test-support/http';
import { jpegWithGps, noise } from '@/server/test-support/images';
import {
  agentRow,
  appCipher,
  auditRows,
  storedBytes,
  storedFiles,
} from '@/server/test-support/rows';
import { expectImageServed } from '@/server/test-support/served-image';
import { appPerFile } from '@/server/test-support/test-app';

const AADHAR_LOCKED = { code: 'AADHAR_LOCKED', message: AGENT_MESSAGES.aadharLocked };
const NOT_JPG_OR_PNG = {
  code: 'DOCUMENT_TYPE_NOT_ACCEPTED',
  message: 'Only JPG and PNG images are accepted for the Aadhar card.',
};

const t = appPerFile({ admin: true });
let front: Buffer;
let back: Buffer;

beforeAll(async () => {
  [front, back] = await Promise.all([jpegWithGps(500, 320), noise(500, 320, 42).png().toBuffer()]);
});

function uploadAadhar(agent: Agent, f: Buffer | null, b: Buffer | null, type = 'image/jpeg') {
  return call(t, api.saveDocuments, {
    cookie: agent.cookie,
    form: { files: aadhaarSides(f, b, type) },
  });
}

const ownDocument = (agent: Agent, side: string) =>
  call(t, api.document, { params: { side }, cookie: agent.cookie });
const adminDocument = (id: number, side: string) =>
  call(t, api.agentDocument, { params: { id, side }, cookie: t.admin });
const documentViews = (id: number) =>
  auditRows(t, { targetType: 'agent', targetId: id, action: 'agent.document_viewed' });
const documentFiles = () => storedFiles(t, 'documents');

const VALID_BANK = {
  bankAccountNumber: '918273645501',
  bankIFSCCode: 'sbin0001234',
  bankAccountHolderName: 'Ravi Kumar',
  upiAddress: 'ravi.kumar@ybl',
};

/** The account number typed twice alike, unless the case says otherwise. */
const submitBank = (agent: Agent, body: Record<string, unknown>) =>
  call(t, api.saveBankDetails, {
    cookie: agent.cookie,
    body: { confirmBankAccountNumber: body.bankAccountNumber, ...body },
  });

describe('POST /api/agent/update-aadhar', () => {
  let agent: Agent;

  beforeAll(async () => {
    agent = await newAgent(t);
  });

  it('stores both sides encrypted: the stored bytes are not an image', async () => {
    const filesBefore = documentFiles().length;
    const response = await uploadAadhar(agent, front, back, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ hasAadharFront: true, hasAadharBack: true });
    expect(response.body).not.toContain('documents/');

    const row = await agentRow(t, agent.id);
    expect(row.aadharFrontUrl).toMatch(/^documents\/[0-9a-f]{32}\.bin$/);
    expect(row.aadharBackUrl).toMatch(/^documents\/[0-9a-f]{32}\.bin$/);
    expect(documentFiles().length).toBe(filesBefore + 2);
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
      const response = await ownDocument(agent, side);
      expectImageServed(response, 'no-store', 'image/jpeg');
      const key = side === 'front' ? row.aadharFrontUrl! : row.aadharBackUrl!;
      expect(response.rawPayload.equals(appCipher(t).decrypt(storedBytes(t, key)))).toBe(true);
      expect((await sharp(response.rawPayload).metadata()).exif).toBeUndefined();
    }
    // zod's own text: the screens only ask for 'front' and 'back'.
    expect(errorBodyOf(await ownDocument(agent, 'middle'))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Invalid option: expected one of "front"|"back"',
      params: { field: 'side' },
    });
  });

  it('serves it to an admin, and every view is audited naming the admin', async () => {
    const before = await documentViews(agent.id);
    const response = await adminDocument(agent.id, 'back');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const after = await documentViews(agent.id);
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
      expect((await served(t, url)).response.statusCode).toBe(404);
    }
  });

  it('a second upload is refused: 409 aadharLocked, keys and files unchanged', async () => {
    const row = await agentRow(t, agent.id);
    const files = documentFiles();
    expect(errorBodyOf(await uploadAadhar(agent, back, front))).toMatchObject(AADHAR_LOCKED);
    const after = await agentRow(t, agent.id);
    expect([after.aadharFrontUrl, after.aadharBackUrl]).toEqual([
      row.aadharFrontUrl,
      row.aadharBackUrl,
    ]);
    expect(documentFiles()).toEqual(files);
  });

  it('two uploads at once: one is saved, the other refused, and no orphan file remains', async () => {
    const racer = await newAgent(t);
    const files = documentFiles().length;
    const responses = await Promise.all([
      uploadAadhar(racer, front, back),
      uploadAadhar(racer, back, front),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(errorBodyOf(responses.find((r) => r.statusCode === 409)!)).toMatchObject(AADHAR_LOCKED);
    const row = await agentRow(t, racer.id);
    expect(documentFiles().length).toBe(files + 2);
    expect(documentFiles()).toEqual(
      expect.arrayContaining([row.aadharFrontUrl, row.aadharBackUrl]),
    );
  });

  it('an agent without documents gets 404; the admin view of it is 404 and not audited', async () => {
    const fresh = await newAgent(t);
    const NO_DOCUMENT = { code: 'DOCUMENT_NOT_FOUND', message: 'No document uploaded' };
    expect(errorBodyOf(await ownDocument(fresh, 'front'))).toMatchObject(NO_DOCUMENT);
    expect(errorBodyOf(await adminDocument(fresh.id, 'front'))).toMatchObject(NO_DOCUMENT);
    expect(await documentViews(fresh.id)).toEqual([]);
    expect(errorBodyOf(await adminDocument(999999, 'front'))).toMatchObject(NO_DOCUMENT);
  });

  describe('refuses a bad upload and stores nothing', () => {
    // Nothing is stored on a refusal, so every case can use the same agent.
    let fresh: Agent;
    beforeAll(async () => {
      fresh = await newAgent(t);
    });

    const BOTH_SIDES = {
      code: 'BOTH_SIDES_MISSING',
      message: 'Please upload both the front and the back of your Aadhar card.',
    };
    type Upload = [Buffer | null, Buffer | null, string?];
    it.each([
      ['only the front', (): Upload => [front, null], BOTH_SIDES],
      ['only the back', (): Upload => [null, back], BOTH_SIDES],
      ['a text file', (): Upload => [Buffer.from('hello '.repeat(400)), back], NOT_JPG_OR_PNG],
      [
        'a 6 MB file',
        (): Upload => [
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), crypto.randomBytes(6 * 1024 * 1024)]),
          back,
        ],
        { code: 'IMAGE_TOO_LARGE', message: 'Image size must be less than 5MB' },
      ],
    ])('%s', async (_name, files, refusal) => {
      const before = documentFiles();
      const [f, b] = files();
      expect(errorBodyOf(await uploadAadhar(fresh, f, b))).toMatchObject(refusal);
      const row = await agentRow(t, fresh.id);
      expect([row.aadharFrontUrl, row.aadharBackUrl]).toEqual([null, null]);
      expect(documentFiles()).toEqual(before);
    });

    it('a WebP (documents are JPG or PNG only, SPEC §5)', async () => {
      const webp = await noise(300, 200, 4).webp().toBuffer();
      expect(errorBodyOf(await uploadAadhar(fresh, webp, webp, 'image/webp'))).toMatchObject(
        NOT_JPG_OR_PNG,
      );
      expect((await agentRow(t, fresh.id)).aadharFrontUrl).toBeNull();
    });
  });
});

describe('POST /api/agent/update-bank-details', () => {
  describe('refuses bad details with the SPEC §5 message and saves nothing', () => {
    // Nothing is saved on a refusal, so every case can use the same agent.
    let agent: Agent;
    beforeAll(async () => {
      agent = await newAgent(t);
    });

    const ACCOUNT = 'Account number must be at least 8 digits';
    const IFSC = 'IFSC code must be exactly 11 characters';
    const HOLDER = 'Account holder name is required';
    const UPI = 'Please enter a valid UPI address';
    it.each([
      ['a 7-digit account', { bankAccountNumber: '1234567' }, ACCOUNT],
      ['letters in the account', { bankAccountNumber: '12345678AB' }, ACCOUNT],
      ['no account', { bankAccountNumber: undefined }, ACCOUNT],
      ['a 10-character IFSC', { bankIFSCCode: 'SBIN000123' }, IFSC],
      ['a 12-character IFSC', { bankIFSCCode: 'SBIN00012345' }, IFSC],
      ['no IFSC', { bankIFSCCode: undefined }, IFSC],
      ['no holder', { bankAccountHolderName: undefined }, HOLDER],
      ['a blank holder', { bankAccountHolderName: '   ' }, HOLDER],
      ['a UPI without @', { upiAddress: 'ravikumar' }, UPI],
      ['a UPI without a handle', { upiAddress: 'ravi@' }, UPI],
      ['a UPI with spaces', { upiAddress: 'ravi kumar@ybl' }, UPI],
    ])('%s', async (_name, changes, message) => {
      const response = await submitBank(agent, { ...VALID_BANK, ...changes });
      expect(errorBodyOf(response)).toMatchObject({ code: 'INVALID_INPUT', message });
      expect(await agentRow(t, agent.id)).toMatchObject({
        bankAccountNumber: null,
        bankAccountLast4: null,
        bankIFSCCode: null,
        bankAccountHolderName: null,
        upiAddress: null,
      });
    });
  });

  it('saves valid details: the account number encrypted, the profile shows it masked', async () => {
    const agent = await newAgent(t);
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

    const profile = await call(t, api.profile, { cookie: agent.cookie });
    expect(profile.json()).toMatchObject({ bankAccountMasked: 'XXXXXX5501' });
    expect(profile.body).not.toContain(VALID_BANK.bankAccountNumber);
    const adminList = await call(t, api.listAgents, { cookie: t.admin, query: { pageSize: 200 } });
    expect(adminList.statusCode).toBe(200);
    expect(adminList.body).not.toContain(VALID_BANK.bankAccountNumber);
    expect(adminList.body).not.toContain(row.bankAccountNumber!);
  });

  it('UPI is optional (stored as null); spaces and dashes in the account are ignored', async () => {
    const agent = await newAgent(t);
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
    const agent = await newAgent(t, { bank: true });
    const before = await agentRow(t, agent.id);
    const response = await submitBank(agent, {
      ...VALID_BANK,
      bankAccountNumber: '111122223333',
      upiAddress: 'other@okaxis',
    });
    expect(errorBodyOf(response)).toMatchObject({
      code: 'BANK_LOCKED',
      message: AGENT_MESSAGES.bankLocked,
    });
    expect(await agentRow(t, agent.id)).toMatchObject({
      bankAccountNumber: before.bankAccountNumber,
      bankAccountLast4: '5501',
      upiAddress: 'ravi.kumar@ybl',
    });
  });

  it('two submissions at once: exactly one is saved', async () => {
    const agent = await newAgent(t);
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
