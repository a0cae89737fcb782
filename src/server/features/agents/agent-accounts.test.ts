// Agent accounts through the real app (SPEC §3 agents, §5 agent registration and signin, §7 agent
// calls, §9 welcome bonus; issue 6 "Accounts"): multipart signup with a photo and every field
// message, the agent code, the ₹120 welcome bonus as the first ledger row, sign-in and sign-out,
// and deactivated agents (cannot sign in, an existing session cannot act and moves no money).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MESSAGES, agentProfileSchema } from '../../../domain/agents';
import { agents, sessions } from '../../db/schema';
import { sha256 } from '../../platform/ids';
import {
  adminLogin,
  cookieOf,
  createTestApp,
  errorMessageOf,
  setCookieOf,
  uniqueEmail,
  type TestApp,
} from '../../test-support/test-app';
import {
  fetchPhoto,
  jpegWithGps,
  multipartBody,
  noise,
  storedFiles,
} from '../items/items-test-helpers';
import {
  AGENT_PASSWORD,
  agentByEmail,
  agentCookieFrom,
  agentFields,
  agentRow,
  count,
  get,
  insertCustomer,
  ledgerOf,
  newApiAgent,
  oversizedJpegLike,
  patch,
  post,
  postAgentSignin,
  postAgentSignup,
  referralsOfUser,
} from './agents-test-helpers';

let t: TestApp;
let photo: Buffer;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  photo = await noise(160, 120, 3).jpeg({ quality: 80 }).toBuffer();
  admin = await adminLogin(t);
});

const PROFILE_KEYS = Object.keys(agentProfileSchema.shape).sort();
const READABLE_CODE = /^[0-9A-HJKMNP-TV-Z]+$/;

/** Counts of everything a signup writes. */
async function footprint() {
  return {
    agents: await count(t, agents),
    files: storedFiles(t).length,
  };
}

describe('POST /api/agent/signup', () => {
  it('creates the agent: 201 with its profile, never the password', async () => {
    const fields = agentFields({ email: `  Ravi.${Date.now()}@Example.COM ` });
    const response = await postAgentSignup(t, fields, photo);
    expect(response.statusCode, response.body).toBe(201);
    const json = response.json<{ message: string; agent: Record<string, unknown> }>();
    expect(json.message).toBe('Agent account created');
    expect(Object.keys(json.agent).sort()).toEqual(PROFILE_KEYS);
    expect(json.agent).toMatchObject({
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: fields.email!.trim().toLowerCase(),
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
    expect(response.body).not.toContain(AGENT_PASSWORD);
    expect(response.body).not.toContain('argon2');
    // Signing up does not sign in: the onboarding ends at /agent/signin (SPEC §2).
    expect(cookieOf(response, 'agent_sid')).toBeUndefined();

    const row = await agentRow(t, json.agent.id as number);
    expect(row.hashedPassword).toMatch(/^\$argon2id\$/);
    expect(row.hashedPassword).not.toContain(AGENT_PASSWORD);
    expect(row.joiningBonus).toBe('120.00');
    expect(row.currentBalance).toBe('120.00');
  });

  it('gives a unique agent code of at least 6 characters from the read-aloud alphabet (no I, L, O, U)', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await postAgentSignup(t, agentFields(), photo);
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
    const fields = {
      ...agentFields(),
      agentCode: 'CHOSEN1',
      isActive: 'false',
      currentBalance: '99999.00',
      joiningBonus: '5000.00',
      aadharFrontUrl: 'documents/00000000000000000000000000000000.bin',
      bankAccountNumber: '12345678',
    };
    const response = await postAgentSignup(t, fields, photo);
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
    const response = await postAgentSignup(t, agentFields(), photo);
    const id = response.json<{ agent: { id: number } }>().agent.id;
    const ledger = await ledgerOf(t, id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      transactionType: 'add',
      amount: '120.00',
      balanceBefore: '0.00',
      balanceAfter: '120.00',
      adminId: null,
    });
  });

  it('stores the profile photo as WebP without metadata (no GPS of the agent home)', async () => {
    const response = await postAgentSignup(t, agentFields(), await jpegWithGps(640, 480));
    expect(response.statusCode, response.body).toBe(201);
    const url = response.json<{ agent: { profileImageUrl: string } }>().agent.profileImageUrl;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const { response: served, bytes } = await fetchPhoto(t, url);
    expect(served.statusCode).toBe(200);
    expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
    expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
  });

  describe('refuses bad fields with the SPEC §5 message, a 400, and writes nothing', () => {
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
    ])('%s', async (_name, overrides, message) => {
      const before = await footprint();
      const fields = agentFields(overrides);
      const response = await postAgentSignup(t, fields, photo);
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toBe(message);
      expect(await footprint()).toEqual(before);
    });

    it("no photo: 'Profile photo is required'", async () => {
      const before = await footprint();
      const response = await postAgentSignup(t, agentFields(), null);
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toBe('Profile photo is required');
      expect(await footprint()).toEqual(before);
    });

    it("a 6 MB photo: 413 'Profile photo must be smaller than 5MB'", async () => {
      const before = await footprint();
      const response = await postAgentSignup(t, agentFields(), oversizedJpegLike());
      expect(response.statusCode).toBe(413);
      expect(errorMessageOf(response)).toBe('Profile photo must be smaller than 5MB');
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
      const response = await postAgentSignup(t, agentFields(), bytes(), { type });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(errorMessageOf(response).length).toBeGreaterThan(0);
      expect(await footprint()).toEqual(before);
    });

    it('a JSON body (not multipart) is refused with 415', async () => {
      const before = await footprint();
      const response = await post(t, '/api/agent/signup', undefined, agentFields());
      expect(response.statusCode).toBe(415);
      expect(errorMessageOf(response)).toMatch(/multipart/);
      expect(await footprint()).toEqual(before);
    });
  });

  it('a duplicate email (any case) is 409 and keeps neither a row nor a file', async () => {
    const email = uniqueEmail('dup-agent');
    expect((await postAgentSignup(t, agentFields({ email }), photo)).statusCode).toBe(201);
    const before = await footprint();
    const response = await postAgentSignup(t, agentFields({ email: email.toUpperCase() }), photo);
    expect(response.statusCode).toBe(409);
    expect(errorMessageOf(response)).toBe(AGENT_MESSAGES.agentExists);
    expect(await footprint()).toEqual(before);
  });

  it('an agent email may also be a customer email: the accounts are separate', async () => {
    const customerEmail = uniqueEmail('both');
    const signup = await t.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: customerEmail,
        mobileNumber: '9876543210',
        password: 'customer-pass-1',
      },
    });
    expect(signup.statusCode).toBe(201);
    expect(
      (await postAgentSignup(t, agentFields({ email: customerEmail }), photo)).statusCode,
    ).toBe(201);
    // The customer password does not open the agent account.
    expect((await postAgentSignin(t, customerEmail, 'customer-pass-1')).statusCode).toBe(401);
  });
});

describe('POST /api/agent/signin and GET /api/agent/logout', () => {
  it('the right password signs in: a fresh httpOnly agent_sid cookie and the profile', async () => {
    const fields = agentFields();
    await postAgentSignup(t, fields, photo);
    const response = await postAgentSignin(t, fields.email!.toUpperCase(), AGENT_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json<{ message: string; agent: Record<string, unknown> }>();
    expect(Object.keys(json.agent).sort()).toEqual(PROFILE_KEYS);
    expect(json.agent.email).toBe(fields.email);
    const cookie = setCookieOf(response, 'agent_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // No customer or admin session comes with it.
    expect(cookieOf(response, 'sid')).toBeUndefined();
    expect(cookieOf(response, 'admin_sid')).toBeUndefined();

    const profile = await get(t, '/api/agent/profile', agentCookieFrom(response));
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: fields.email, currentBalance: '120.00' });
  });

  it('each sign-in is a new session id', async () => {
    const agent = await newApiAgent(t, photo);
    const again = await postAgentSignin(t, agent.email, AGENT_PASSWORD);
    expect(agentCookieFrom(again)).not.toBe(agent.cookie);
  });

  it.each([
    ['a wrong password', (email: string) => [email, 'wrong-password-1']],
    ['an unknown email', () => [uniqueEmail('nobody'), AGENT_PASSWORD]],
  ])('%s: 401 "Invalid email or password", no cookie', async (_name, credentials) => {
    const agent = await newApiAgent(t, photo);
    const [email, password] = credentials(agent.email) as [string, string];
    const response = await postAgentSignin(t, email, password);
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe('Invalid email or password');
    expect(cookieOf(response, 'agent_sid')).toBeUndefined();
  });

  it('bad sign-in input: 400 with the §5 message', async () => {
    const noEmail = await post(t, '/api/agent/signin', undefined, { email: 'nope', password: 'x' });
    expect(noEmail.statusCode).toBe(400);
    expect(errorMessageOf(noEmail)).toBe('Invalid email address');
    const noPassword = await post(t, '/api/agent/signin', undefined, {
      email: 'a@example.com',
      password: '',
    });
    expect(noPassword.statusCode).toBe(400);
    expect(errorMessageOf(noPassword)).toBe('Password is required');
  });

  it('a customer cannot sign in as an agent with customer credentials', async () => {
    const email = uniqueEmail('only-customer');
    await t.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, mobileNumber: '9876543210', password: 'customer-pass-1' },
    });
    const response = await postAgentSignin(t, email, 'customer-pass-1');
    expect(response.statusCode).toBe(401);
  });

  it('logout deletes the session row, clears the cookie and goes to /agent/signin', async () => {
    const agent = await newApiAgent(t, photo);
    const token = agent.cookie.slice('agent_sid='.length);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, sha256(token))),
    ).toHaveLength(1);

    const response = await get(t, '/api/agent/logout', agent.cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/agent/signin');
    const cleared = setCookieOf(response, 'agent_sid');
    expect(cleared?.value).toBe('');
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, sha256(token))),
    ).toHaveLength(0);

    const after = await get(t, '/api/agent/profile', agent.cookie);
    expect(after.statusCode).toBe(401);
  });

  it('logout without a session still redirects to /agent/signin', async () => {
    const response = await get(t, '/api/agent/logout');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/agent/signin');
  });
});

describe('a deactivated agent', () => {
  async function deactivate(id: number) {
    const response = await patch(t, `/api/admin/agents/${id}/status`, admin, { isActive: false });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('cannot sign in: 403 with the deactivated message and no session', async () => {
    const agent = await newApiAgent(t, photo);
    await deactivate(agent.id);
    const sessionsBefore = await count(t, sessions);
    const response = await postAgentSignin(t, agent.email, AGENT_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(errorMessageOf(response)).toBe(AGENT_MESSAGES.deactivated);
    expect(cookieOf(response, 'agent_sid')).toBeUndefined();
    expect(await count(t, sessions)).toBe(sessionsBefore);
  });

  it('a wrong password still reads as wrong credentials (the account state is not revealed)', async () => {
    const agent = await newApiAgent(t, photo);
    await deactivate(agent.id);
    const response = await postAgentSignin(t, agent.email, 'wrong-password-1');
    expect(response.statusCode).toBe(401);
  });

  it('an existing session gets 403 on every agent route, and a claim moves no money', async () => {
    const agent = await newApiAgent(t, photo);
    const customer = await insertCustomer(t, 'verified');
    await deactivate(agent.id);

    const calls = [
      get(t, '/api/agent/profile', agent.cookie),
      get(t, '/api/agent/verified-signups', agent.cookie),
      get(t, '/api/agent/balance-transactions', agent.cookie),
      get(t, '/api/agent/payslips', agent.cookie),
      get(t, '/api/agent/competition-leaderboard', agent.cookie),
      get(t, '/api/agent/aadhar/front', agent.cookie),
      post(t, '/api/agent/verify-user', agent.cookie, { userId: customer.id }),
      post(t, '/api/agent/update-bank-details', agent.cookie, {
        bankAccountNumber: '12345678',
        bankIFSCCode: 'SBIN0001234',
        bankAccountHolderName: 'Ravi Kumar',
      }),
      post(t, '/api/agent/add-verified-signup', agent.cookie, { userId: customer.id }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(errorMessageOf(response)).toBe(AGENT_MESSAGES.deactivated);
    }
    expect((await agentRow(t, agent.id)).currentBalance).toBe('120.00');
    expect(await ledgerOf(t, agent.id)).toHaveLength(1);
    expect(await referralsOfUser(t, customer.id)).toEqual([]);
    expect((await agentRow(t, agent.id)).bankAccountNumber).toBeNull();
  });

  it('reactivated, it signs in and acts again', async () => {
    const agent = await newApiAgent(t, photo);
    await deactivate(agent.id);
    const reactivate = await patch(t, `/api/admin/agents/${agent.id}/status`, admin, {
      isActive: true,
    });
    expect(reactivate.statusCode).toBe(200);
    expect((await get(t, '/api/agent/profile', agent.cookie)).statusCode).toBe(200);
    expect((await postAgentSignin(t, agent.email, AGENT_PASSWORD)).statusCode).toBe(200);
  });
});

describe('GET /api/agent/profile and POST /api/agent/update-profile-photo', () => {
  it('the profile is the signed-in agent, with the number of its verified signups', async () => {
    const agent = await newApiAgent(t, photo);
    const response = await get(t, '/api/agent/profile', agent.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: agent.id,
      agentCode: agent.agentCode,
      verifiedSignupsCount: 0,
    });
  });

  it('a new photo replaces the old one (WebP, old files removed)', async () => {
    const agent = await newApiAgent(t, photo);
    const oldUrl = (await agentRow(t, agent.id)).profileImageUrl!;
    const body = await multipartBody([
      { field: 'profilePhoto', bytes: await jpegWithGps(300, 300) },
    ]);
    const response = await t.inject({
      method: 'POST',
      url: '/api/agent/update-profile-photo',
      headers: { ...body.headers, cookie: agent.cookie },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const newUrl = response.json<{ profileImageUrl: string }>().profileImageUrl;
    expect(newUrl).not.toBe(oldUrl);
    expect(newUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect((await fetchPhoto(t, oldUrl)).response.statusCode).toBe(404);
    const { bytes } = await fetchPhoto(t, newUrl);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('a non-image or missing photo is a 4xx and keeps the old photo', async () => {
    const agent = await newApiAgent(t, photo);
    const oldUrl = (await agentRow(t, agent.id)).profileImageUrl;
    for (const files of [
      [{ field: 'profilePhoto', bytes: Buffer.from('hello '.repeat(500)) }],
      [],
    ]) {
      const body = await multipartBody(files, { note: 'x' });
      const response = await t.inject({
        method: 'POST',
        url: '/api/agent/update-profile-photo',
        headers: { ...body.headers, cookie: agent.cookie },
        payload: body.payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await agentRow(t, agent.id)).profileImageUrl).toBe(oldUrl);
  });
});

it('signup stores the email lower-cased so that sign-in matches any case', async () => {
  const email = `Mixed.Case.${Date.now()}@Example.com`;
  await postAgentSignup(t, agentFields({ email }), photo);
  expect((await agentByEmail(t, email))?.email).toBe(email.toLowerCase());
});
