// Agent accounts through the real app (SPEC §3 agents, §5 agent registration and signin, §7 agent
// calls, §9 welcome bonus): multipart signup with a photo and every field message, the agent
// code, the ₹120 welcome bonus as the first ledger row, sign-in and sign-out, and deactivated
// agents (cannot sign in, an existing session cannot act and moves no money).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as api } from '@/contract/agents';
import { agentProfileSchema } from '@/domain/agents.schema';
import { AGENT_MESSAGES } from '@/domain/rule-messages';
import { agentReferrals, agents, sessions } from '@/server/db/schema';
import {
  adminLogin,
  agentSignupFields,
  newAgent,
  newCustomer,
  signUp as customerSignUp,
  TEST_PASSWORD,
} from '@/server/test-support/factories';
import { uniqueEmail } from '@/test-support/unique';
import {
  call,
  callOk,
  cookieOf,
  errorBodyOf,
  served,
  setCookieOf,
  type FilePart,
} from '@/server/test-support/http';
import { jpeg, jpegWithGps } from '@/server/test-support/images';
import {
  agentRow,
  ledgerOf,
  rowCount,
  sessionRowOf,
  storedFiles,
} from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const PROFILE_KEYS = Object.keys(agentProfileSchema.shape).sort();
const READABLE_CODE = /^[0-9A-HJKMNP-TV-Z]+$/;
const DEACTIVATED = { code: 'AGENT_DEACTIVATED', message: AGENT_MESSAGES.deactivated };

const t = appPerFile();
let photo: Buffer;
let admin: string;

beforeAll(async () => {
  [photo, admin] = await Promise.all([jpeg(3, 160, 120), adminLogin(t)]);
});

/** The fields of a valid signup with these changes; a field changed to undefined is left out. */
function signupFields(changes: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = { ...agentSignupFields(), ...changes };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** POST /api/agent/signup as multipart: the text fields, then the photo (if any). */
const signUp = (
  fields: Record<string, string>,
  profilePhoto: Buffer | null = photo,
  part: Partial<FilePart> = {},
) =>
  call(t, api.signUp, {
    form: {
      fields,
      files: profilePhoto
        ? [{ field: 'profilePhoto', name: 'me.jpg', bytes: profilePhoto, ...part }]
        : [],
    },
  });

const signIn = (email: string, password: string) =>
  call(t, api.signIn, { body: { email, password } });
const sessionCookie = (response: Awaited<ReturnType<typeof signIn>>) =>
  `agent_sid=${cookieOf(response, 'agent_sid')}`;

/** Counts of everything a signup writes. */
const footprint = async () => ({ agents: await rowCount(t, agents), files: storedFiles(t).length });

/** A buffer that starts like a JPEG and is 6 MB long (over the 5 MB limit). */
const oversizedJpegLike = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), crypto.randomBytes(6 * 1024 * 1024 - 3)]);

describe('POST /api/agent/signup', () => {
  it('creates the agent: 201 with its profile, never the password', async () => {
    const email = uniqueEmail('Ravi').replace('example.com', 'Example.COM');
    const fields = signupFields({ email: `  ${email} ` });
    const response = await signUp(fields);
    expect(response.statusCode, response.body).toBe(201);
    const json = response.json<{ message: string; agent: Record<string, unknown> }>();
    expect(json.message).toBe('Agent account created');
    expect(Object.keys(json.agent).sort()).toEqual(PROFILE_KEYS);
    expect(json.agent).toMatchObject({
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: email.toLowerCase(),
      mobileNumber: '9876543210',
      isActive: true,
      joiningBonus: '120.00',
      currentBalance: '120.00',
      hasAadharFront: false,
      hasAadharBack: false,
      bankAccountMasked: null,
      address: '12 Har Ki Pauri Road',
      city: 'Haridwar',
      state: 'Uttarakhand',
      pincode: '249401',
      verifiedSignupsCount: 0,
    });
    expect(response.body).not.toContain(TEST_PASSWORD);
    expect(response.body).not.toContain('argon2');
    // Signing up does not sign in: the onboarding ends at /agent/signin (SPEC §2).
    expect(cookieOf(response, 'agent_sid')).toBeUndefined();

    const row = await agentRow(t, json.agent.id as number);
    expect(row.hashedPassword).toMatch(/^\$argon2id\$/);
    expect(row.hashedPassword).not.toContain(TEST_PASSWORD);
    expect(row.joiningBonus).toBe('120.00');
    expect(row.currentBalance).toBe('120.00');
  });

  it('gives a unique agent code of at least 6 characters from the read-aloud alphabet (no I, L, O, U)', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await signUp(signupFields());
      expect(response.statusCode).toBe(201);
      codes.push(response.json<{ agent: { agentCode: string } }>().agent.agentCode);
    }
    for (const code of codes) {
      expect(code.length).toBeGreaterThanOrEqual(6);
      expect(code).toMatch(READABLE_CODE);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('ignores fields an agent may not set (agentCode, isActive, balances, documents)', async () => {
    const response = await signUp({
      ...signupFields(),
      agentCode: 'CHOSEN1',
      isActive: 'false',
      currentBalance: '99999.00',
      joiningBonus: '5000.00',
      aadharFrontUrl: 'documents/00000000000000000000000000000000.bin',
      bankAccountNumber: '12345678',
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await agentRow(t, response.json<{ agent: { id: number } }>().agent.id);
    expect(row).toMatchObject({
      isActive: true,
      currentBalance: '120.00',
      joiningBonus: '120.00',
      aadharFrontUrl: null,
      bankAccountNumber: null,
    });
    expect(row.agentCode).not.toBe('CHOSEN1');
  });

  it('writes the welcome bonus as the first ledger row: add 120.00, 0.00 -> 120.00', async () => {
    const { agent } = await callOk<{ agent: { id: number } }>(t, api.signUp, {
      form: { fields: signupFields(), files: [{ field: 'profilePhoto', bytes: photo }] },
    });
    expect(await ledgerOf(t, agent.id)).toMatchObject([
      {
        transactionType: 'add',
        amount: '120.00',
        balanceBefore: '0.00',
        balanceAfter: '120.00',
        adminId: null,
      },
    ]);
  });

  it('stores the profile photo as WebP without metadata (no GPS of the agent home)', async () => {
    const response = await signUp(signupFields(), await jpegWithGps(640, 480));
    expect(response.statusCode, response.body).toBe(201);
    const url = response.json<{ agent: { profileImageUrl: string } }>().agent.profileImageUrl;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const { response: file, bytes } = await served(t, url);
    expect(file.statusCode).toBe(200);
    expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
    expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
  });

  describe('refuses a bad signup with its message and writes nothing', () => {
    it.each([
      ['no first name', { firstName: undefined }, 'First name is required'],
      ['a blank first name', { firstName: '   ' }, 'First name is required'],
      ['no last name', { lastName: '' }, 'Last name is required'],
      ['no address', { address: undefined }, 'Address is required'],
      ['no city', { city: '' }, 'City is required'],
      ['no state', { state: ' ' }, 'State is required'],
      ['a malformed email', { email: 'ravi-at-example.com' }, 'Invalid email address'],
      ['no email', { email: undefined }, 'Invalid email address'],
      ['a 9-digit mobile', { mobileNumber: '987654321' }, 'Valid mobile number is required'],
      ['letters in the mobile', { mobileNumber: 'ninetyeight' }, 'Valid mobile number is required'],
      ['no mobile', { mobileNumber: undefined }, 'Valid mobile number is required'],
      ['a 7-character password', { password: 'abcdefg' }, 'Password must be at least 8 characters'],
      ['no password', { password: undefined }, 'Password must be at least 8 characters'],
      ['a 5-digit pincode', { pincode: '24940' }, 'Valid pincode is required'],
      ['letters in the pincode', { pincode: '24940A' }, 'Valid pincode is required'],
      ['no pincode', { pincode: undefined }, 'Valid pincode is required'],
    ])('%s: 400 with the SPEC §5 message', async (_name, changes, message) => {
      const before = await footprint();
      const response = await signUp(signupFields(changes));
      expect(errorBodyOf(response)).toMatchObject({ code: 'INVALID_INPUT', message });
      expect(await footprint()).toEqual(before);
    });

    it.each([
      [
        'no photo',
        () => signUp(signupFields(), null),
        { code: 'AGENT_PHOTO_REQUIRED', message: 'Profile photo is required' },
      ],
      [
        'a 6 MB photo',
        () => signUp(signupFields(), oversizedJpegLike()),
        { code: 'AGENT_PHOTO_TOO_LARGE', message: 'Profile photo must be smaller than 5MB' },
      ],
      [
        'a JSON body (not multipart)',
        () => call(t, api.signUp, { body: signupFields() }),
        { code: 'NOT_MULTIPART', message: 'Files must be sent as multipart form data.' },
      ],
    ])('%s', async (_name, send, refusal) => {
      const before = await footprint();
      expect(errorBodyOf(await send())).toMatchObject(refusal);
      expect(await footprint()).toEqual(before);
    });

    it.each([
      [
        'a text file named .jpg',
        () => Buffer.from('not a photo at all '.repeat(200)),
        'image/jpeg',
      ],
      [
        'a PDF',
        () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x20)]),
        'application/pdf',
      ],
      ['a truncated JPEG', () => photo.subarray(0, Math.floor(photo.length / 2)), 'image/jpeg'],
    ])('a non-image photo (%s): a 4xx with a message, never a 500', async (_name, bytes, type) => {
      const before = await footprint();
      const response = await signUp(signupFields(), bytes(), { type });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(errorBodyOf(response).message.length).toBeGreaterThan(0);
      expect(await footprint()).toEqual(before);
    });
  });

  it('a duplicate email (any case) is 409 and keeps neither a row nor a file', async () => {
    const email = uniqueEmail('dup-agent');
    expect((await signUp(signupFields({ email }))).statusCode).toBe(201);
    const before = await footprint();
    const response = await signUp(signupFields({ email: email.toUpperCase() }));
    expect(errorBodyOf(response)).toMatchObject({
      code: 'AGENT_EXISTS',
      message: AGENT_MESSAGES.agentExists,
    });
    expect(await footprint()).toEqual(before);
  });

  it('an agent email may also be a customer email: the accounts are separate', async () => {
    const { email } = await customerSignUp(t, { password: 'customer-pass-1' });
    expect((await signUp(signupFields({ email }))).statusCode).toBe(201);
    // The customer password does not open the agent account.
    expect((await signIn(email, 'customer-pass-1')).statusCode).toBe(401);
  });

  it('stores the email lower-cased so that sign-in matches any case', async () => {
    const email = uniqueEmail('Mixed.Case').replace('example.com', 'Example.com');
    const { agent } = await callOk<{ agent: { id: number } }>(t, api.signUp, {
      form: { fields: signupFields({ email }), files: [{ field: 'profilePhoto', bytes: photo }] },
    });
    expect((await agentRow(t, agent.id)).email).toBe(email.toLowerCase());
  });
});

describe('POST /api/agent/signin and GET /api/agent/logout', () => {
  // The Logout link as the browser follows it (platform/same-origin.test.ts: from elsewhere).
  const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

  it('the right password signs in: a fresh httpOnly agent_sid cookie and the profile', async () => {
    const fields = signupFields();
    await signUp(fields);
    const response = await signIn(fields.email!.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json<{ message: string; agent: Record<string, unknown> }>();
    expect(Object.keys(json.agent).sort()).toEqual(PROFILE_KEYS);
    expect(json.agent.email).toBe(fields.email);
    expect(setCookieOf(response, 'agent_sid')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    // No customer or admin session comes with it.
    expect(cookieOf(response, 'sid')).toBeUndefined();
    expect(cookieOf(response, 'admin_sid')).toBeUndefined();

    const profile = await callOk(t, api.profile, { cookie: sessionCookie(response) });
    expect(profile).toMatchObject({ email: fields.email, currentBalance: '120.00' });
  });

  it('each sign-in is a new session id', async () => {
    const agent = await newAgent(t);
    expect(sessionCookie(await signIn(agent.email, TEST_PASSWORD))).not.toBe(agent.cookie);
  });

  it.each([
    ['a wrong password', async () => [(await newAgent(t)).email, 'wrong-password-1']],
    ['an unknown email', async () => [uniqueEmail('nobody'), TEST_PASSWORD]],
    [
      "a customer's own credentials",
      async () => [
        (await customerSignUp(t, { password: 'customer-pass-1' })).email,
        'customer-pass-1',
      ],
    ],
  ])('%s: 401 "Invalid email or password", no cookie', async (_case, credentials) => {
    const [email, password] = (await credentials()) as [string, string];
    const response = await signIn(email, password);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'AGENT_INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    expect(cookieOf(response, 'agent_sid')).toBeUndefined();
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'Invalid email address'],
    [{ email: 'a@example.com', password: '' }, 'Password is required'],
  ])('bad sign-in input %j: 400 with the §5 message', async (body, message) => {
    const response = await call(t, api.signIn, { body });
    expect(errorBodyOf(response)).toMatchObject({ code: 'INVALID_INPUT', message });
  });

  it('logout deletes the session row, clears the cookie and goes to /agent/signin', async () => {
    const agent = await newAgent(t);
    expect(await sessionRowOf(t, agent.cookie)).toBeDefined();

    const response = await call(t, api.logOut, { cookie: agent.cookie, headers: SAME_ORIGIN });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/agent/signin');
    expect(setCookieOf(response, 'agent_sid')?.value).toBe('');
    expect(await sessionRowOf(t, agent.cookie)).toBeUndefined();
    expect((await call(t, api.profile, { cookie: agent.cookie })).statusCode).toBe(401);
  });

  it('logout without a session still redirects to /agent/signin', async () => {
    const response = await call(t, api.logOut, { headers: SAME_ORIGIN });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/agent/signin');
  });
});

describe('a deactivated agent', () => {
  it('cannot sign in: 403 with the deactivated message and no session', async () => {
    const agent = await newAgent(t, { active: false });
    const sessionsBefore = await rowCount(t, sessions);
    const response = await signIn(agent.email, TEST_PASSWORD);
    expect(errorBodyOf(response)).toMatchObject(DEACTIVATED);
    expect(cookieOf(response, 'agent_sid')).toBeUndefined();
    expect(await rowCount(t, sessions)).toBe(sessionsBefore);
  });

  it('a wrong password still reads as wrong credentials (the account state is not revealed)', async () => {
    const agent = await newAgent(t, { active: false });
    expect(errorBodyOf(await signIn(agent.email, 'wrong-password-1')).code).toBe(
      'AGENT_INVALID_CREDENTIALS',
    );
  });

  it('an existing session gets 403 on every agent route, and a claim moves no money', async () => {
    const [agent, customer] = await Promise.all([
      newAgent(t, { active: false }),
      newCustomer(t, { state: 'verified', identityConfirmed: true }),
    ]);
    const userId = { userId: customer.id };
    const calls = [
      call(t, api.profile, { cookie: agent.cookie }),
      call(t, api.listVerifiedSignups, { cookie: agent.cookie }),
      call(t, api.listBalanceTransactions, { cookie: agent.cookie }),
      call(t, api.listPayslips, { cookie: agent.cookie }),
      call(t, api.leaderboard, { cookie: agent.cookie }),
      call(t, api.document, { params: { side: 'front' }, cookie: agent.cookie }),
      call(t, api.verifyUser, { body: userId, cookie: agent.cookie }),
      call(t, api.saveBankDetails, {
        body: {
          bankAccountNumber: '12345678',
          confirmBankAccountNumber: '12345678',
          bankIFSCCode: 'SBIN0001234',
          bankAccountHolderName: 'Ravi Kumar',
        },
        cookie: agent.cookie,
      }),
      call(t, api.claimSignup, { body: userId, cookie: agent.cookie }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(errorBodyOf(response)).toMatchObject(DEACTIVATED);
    }
    const row = await agentRow(t, agent.id);
    expect(row.currentBalance).toBe('120.00');
    expect(row.bankAccountNumber).toBeNull();
    expect(await ledgerOf(t, agent.id)).toHaveLength(1);
    expect(
      await t.db.select().from(agentReferrals).where(eq(agentReferrals.userId, customer.id)),
    ).toEqual([]);
  });

  it('reactivated, it signs in and acts again', async () => {
    const agent = await newAgent(t, { active: false });
    await callOk(t, api.changeAgentStatus, {
      params: { id: agent.id },
      body: { isActive: true },
      cookie: admin,
    });
    expect((await call(t, api.profile, { cookie: agent.cookie })).statusCode).toBe(200);
    expect((await signIn(agent.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('GET /api/agent/profile and POST /api/agent/update-profile-photo', () => {
  const updatePhoto = (cookie: string, files: FilePart[]) =>
    call(t, api.updateProfilePhoto, { cookie, form: { fields: { note: 'x' }, files } });

  it('the profile is the signed-in agent, with the number of its verified signups', async () => {
    const agent = await newAgent(t);
    expect(await callOk(t, api.profile, { cookie: agent.cookie })).toMatchObject({
      id: agent.id,
      agentCode: agent.agentCode,
      verifiedSignupsCount: 0,
    });
  });

  it('a new photo replaces the old one (WebP, old files removed)', async () => {
    const agent = await newAgent(t);
    const oldUrl = (await agentRow(t, agent.id)).profileImageUrl!;
    const response = await updatePhoto(agent.cookie, [
      { field: 'profilePhoto', bytes: await jpegWithGps(300, 300) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const newUrl = response.json<{ profileImageUrl: string }>().profileImageUrl;
    expect(newUrl).not.toBe(oldUrl);
    expect(newUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect((await served(t, oldUrl)).response.statusCode).toBe(404);
    const { bytes } = await served(t, newUrl);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('a non-image or missing photo is refused with its message and keeps the old photo', async () => {
    const agent = await newAgent(t);
    const oldUrl = (await agentRow(t, agent.id)).profileImageUrl;
    const notImage = await updatePhoto(agent.cookie, [
      { field: 'profilePhoto', bytes: Buffer.from('hello '.repeat(500)) },
    ]);
    expect(errorBodyOf(notImage)).toMatchObject({
      code: 'PHOTO_NOT_IMAGE',
      message: 'Please select an image file (JPEG, PNG, WebP, AVIF or HEIC).',
    });
    expect(errorBodyOf(await updatePhoto(agent.cookie, []))).toMatchObject({
      code: 'AGENT_PHOTO_REQUIRED',
      message: 'Profile photo is required',
    });
    expect((await agentRow(t, agent.id)).profileImageUrl).toBe(oldUrl);
  });
});
