// The one way API tests make what they need: a customer, an agent or an admin in any state, items,
// shipments and claims, all through the real endpoints (and so the real services), never by
// writing rows by hand.
import crypto from 'node:crypto';
import { adminAuthEndpoints } from '@/contract/admin-auth';
import { agentEndpoints } from '@/contract/agents';
import { authEndpoints } from '@/contract/auth';
import { itemEndpoints } from '@/contract/items';
import { privacyEndpoints } from '@/contract/privacy';
import { shipmentEndpoints } from '@/contract/shipments';
import { verificationEndpoints } from '@/contract/verification';
import type { ClothingItem } from '@/domain/items.schema';
import type { Shipment } from '@/domain/shipments.schema';
import type { EndpointSpec } from '@/contract/endpoint';
import {
  aadhaarSides,
  call,
  callOk,
  cookieOf,
  errorBodyOf,
  fastifyOf,
  type AppLike,
  type CallRequest,
  type InjectResponse,
} from './http';
import { generate } from 'otplib';
import { uniqueEmail } from '@/test-support/unique';
import { jpeg } from './images';

/** The /superman password every test app is started with. */
export const TEST_ADMIN_PASSWORD = 'test-admin-password-1';
/** The password customers and agents are made with unless told otherwise. */
export const TEST_PASSWORD = 'correct-horse-battery';

// A random prefix per test file plus a counter: unique within a file (each file has its own
// database) and unlikely to collide anywhere else.
const TXN_PREFIX = String(crypto.randomInt(10_000, 99_999));

let counter = 0;

/** A 12-digit UPI transaction number no other submission in this file has used. */
export function newTransactionId(): string {
  counter += 1;
  return `${TXN_PREFIX}${String(counter).padStart(7, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Admins

/** A /superman session: the Cookie header value ('admin_sid=...'). */
export async function adminLogin(app: AppLike, password = TEST_ADMIN_PASSWORD): Promise<string> {
  const response = await call(app, adminAuthEndpoints.logIn, { body: { password } });
  const sid = cookieOf(response, 'admin_sid');
  if (response.statusCode !== 200 || !sid) {
    throw new Error(`admin login answered ${response.statusCode}: ${response.body}`);
  }
  return `admin_sid=${sid}`;
}

// The factories' own admin session, one per app: signing in hashes a password (argon2id), which
// is too slow to repeat for every item a test approves. A test that signs admins out only ever
// ends its own sessions; if this one was ended anyway, the call signs in again once.
const factoryAdmins = new WeakMap<object, Promise<string>>();
// The admins enrolledAdmin made, oldest first, per app: once an admin has a second factor, the
// shared password no longer makes admins (decision 0026, amendment), so the factories make them
// from one of these people's sessions with a code (signed in again with a recovery code when
// the session has ended).
interface FactoryStaff {
  who: { email: string; password: string };
  cookie: string;
  recoveryCodes: string[];
}
const factoryStaff = new WeakMap<object, FactoryStaff[]>();

async function asStaffWithCode(
  app: AppLike,
  staff: FactoryStaff,
  endpoint: EndpointSpec,
  request: CallRequest,
): Promise<InjectResponse> {
  const response = await call(app, endpoint, { ...request, cookie: staff.cookie });
  const code = staff.recoveryCodes[0];
  if (response.statusCode !== 401 || !code) return response;
  staff.recoveryCodes.shift();
  staff.cookie = await staffSession(app, staff.who, code);
  return call(app, endpoint, { ...request, cookie: staff.cookie });
}

async function asAdmin(app: AppLike, endpoint: EndpointSpec, request: CallRequest): Promise<void> {
  const key = fastifyOf(app);
  if (!factoryAdmins.has(key)) factoryAdmins.set(key, adminLogin(app));
  let response = await call(app, endpoint, { ...request, cookie: await factoryAdmins.get(key)! });
  if (response.statusCode === 401) {
    factoryAdmins.set(key, adminLogin(app));
    response = await call(app, endpoint, { ...request, cookie: await factoryAdmins.get(key)! });
  }
  for (const staff of factoryStaff.get(key) ?? []) {
    if (
      response.statusCode !== 403 ||
      errorBodyOf(response).code !== 'ADMIN_GRANT_NEEDS_SECOND_FACTOR'
    )
      break;
    response = await asStaffWithCode(app, staff, endpoint, request);
  }
  if (response.statusCode >= 300) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered ${response.statusCode}: ${response.body}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Named admins (staff sign-in and their second factor, decision 0026)

/**
 * The authenticator code of a secret at a moment (default now). Each accepted code's time step is
 * used up, so a test that needs several codes moves the clock (vi.setSystemTime) between them.
 */
export function totpCode(secret: string, at = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at / 1000) });
}

/** POST /api/admin/staff-login as this person (with a code when given): the raw answer. */
export function staffLogin(
  app: AppLike,
  who: { email: string; password: string },
  code?: string,
): Promise<InjectResponse> {
  return call(app, adminAuthEndpoints.staffLogIn, {
    body: { email: who.email, password: who.password, ...(code === undefined ? {} : { code }) },
  });
}

/** A named admin's console session (Cookie header value); throws unless signed in. */
export async function staffSession(
  app: AppLike,
  who: { email: string; password: string },
  code?: string,
): Promise<string> {
  const response = await staffLogin(app, who, code);
  const sid = cookieOf(response, 'admin_sid');
  if (response.statusCode !== 200 || !sid) {
    throw new Error(`staff login answered ${response.statusCode}: ${response.body}`);
  }
  return `admin_sid=${sid}`;
}

export interface EnrolledAdmin extends Customer {
  /** The authenticator secret, as shown for typing in by hand. */
  secret: string;
  recoveryCodes: string[];
  /** The console session the enrolment left (it proved a code). */
  adminCookie: string;
}

/**
 * A named admin with two-step sign-in on (its first code used at the current time step), made
 * admin as adminCustomer does.
 */
export async function enrolledAdmin(
  app: AppLike,
  fields: SignupFields = {},
  grantedBy?: string,
): Promise<EnrolledAdmin> {
  const made = await adminCustomer(app, fields, grantedBy);
  const cookie = await staffSession(app, made);
  const { secret } = await callOk<{ secret: string }>(app, adminAuthEndpoints.startSecondFactor, {
    cookie,
  });
  const response = await call(app, adminAuthEndpoints.confirmSecondFactor, {
    cookie,
    body: { code: await totpCode(secret) },
  });
  const sid = cookieOf(response, 'admin_sid');
  if (response.statusCode !== 200 || !sid) {
    throw new Error(
      `confirming the second factor answered ${response.statusCode}: ${response.body}`,
    );
  }
  const { recoveryCodes } = response.json<{ recoveryCodes: string[] }>();
  const adminCookie = `admin_sid=${sid}`;
  const key = fastifyOf(app);
  const staff = { who: made, cookie: adminCookie, recoveryCodes: [...recoveryCodes] };
  factoryStaff.set(key, [...(factoryStaff.get(key) ?? []), staff]);
  return { ...made, secret, recoveryCodes, adminCookie };
}

// ---------------------------------------------------------------------------------------------
// Customers

export interface SignupFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  mobileNumber?: string;
  password?: string;
  /** The language on screen at signup; left out, the request is the SPEC's (English). */
  language?: 'en' | 'hi';
}

export interface Customer {
  id: string;
  email: string;
  password: string;
  /** Cookie header value of a signed-in session ('sid=...'). */
  cookie: string;
}

/**
 * How far a customer has got (SPEC §4): 'new' (signed up), 'identity' (both Aadhaar sides
 * uploaded: isVerified), 'bank-under-review' (identity, and bank details with the ₹299 fee
 * submitted), 'verified' (identity, and the admin approved the bank details), 'bank-only' (bank
 * approved, no documents).
 */
export type CustomerState = 'new' | 'identity' | 'bank-under-review' | 'verified' | 'bank-only';

export const VALID_BANK = {
  bankAccountHolderName: 'Asha Verma',
  bankAccountNumber: '918273645501',
  bankIFSCCode: 'SBIN0001234',
  upiAddress: 'asha.verma@ybl',
} as const;

/** Bank details with the ₹299 fee's transaction number, as the profile form sends them. */
export function bankSubmission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...VALID_BANK, transactionId: newTransactionId(), ...overrides };
}

export interface CustomerOptions extends SignupFields {
  state?: CustomerState;
  /**
   * Staff confirm the uploaded Aadhaar images (identityCheck 'staff', images deleted), as an
   * agent's claim needs (issue 23). Left out, the images wait for staff ('documents'): the test
   * images carry no Secure QR.
   */
  identityConfirmed?: boolean;
}

/** Signs up and signs in a customer (SPEC §7), then takes them as far as `state`. */
export async function newCustomer(
  app: AppLike,
  { state = 'new', identityConfirmed = false, ...fields }: CustomerOptions = {},
): Promise<Customer> {
  const { id, email, password } = await signUp(app, fields);
  const cookie = await signIn(app, email, password);
  const made: Customer = { id, email, password, cookie };
  if (state !== 'new' && state !== 'bank-only') await verifyIdentity(app, made);
  if (identityConfirmed) {
    if (state === 'new' || state === 'bank-only') throw new Error('no images to confirm');
    await confirmIdentity(app, made.id);
  }
  if (state !== 'new' && state !== 'identity') await submitBank(app, made);
  if (state === 'verified' || state === 'bank-only') await decideBank(app, made.id, 'verified');
  return made;
}

export interface SignedUp {
  response: InjectResponse;
  id: string;
  email: string;
  password: string;
}

/** POST /api/auth/signup with valid defaults (SPEC §7); throws unless 201. */
export async function signUp(app: AppLike, fields: SignupFields = {}): Promise<SignedUp> {
  const body = {
    firstName: 'Asha',
    lastName: 'Verma',
    email: uniqueEmail(),
    mobileNumber: '9876543210',
    password: TEST_PASSWORD,
    ...fields,
  };
  const response = await call(app, authEndpoints.signUp, { body });
  if (response.statusCode !== 201)
    throw new Error(`signup answered ${response.statusCode}: ${response.body}`);
  return {
    response,
    id: response.json<{ user: { id: string } }>().user.id,
    email: body.email,
    password: body.password,
  };
}

/** POST /api/auth/signin: the Cookie header value ('sid=...'). */
export async function signIn(
  app: AppLike,
  email: string,
  password = TEST_PASSWORD,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await call(app, authEndpoints.signIn, { body: { email, password }, headers });
  const sid = cookieOf(response, 'sid');
  if (response.statusCode !== 200 || !sid)
    throw new Error(`signin answered ${response.statusCode}: ${response.body}`);
  return `sid=${sid}`;
}

/** Uploads both Aadhaar sides, which marks the customer verified (SPEC §4). */
export async function verifyIdentity(app: AppLike, who: Customer): Promise<void> {
  const [front, back] = await Promise.all([jpeg(11), jpeg(12)]);
  await callOk(app, verificationEndpoints.submitIdentity, {
    cookie: who.cookie,
    form: { files: aadhaarSides(front, back) },
  });
}

/** A staff member confirms the customer's uploaded Aadhaar images (issue 23). */
export async function confirmIdentity(app: AppLike, userId: string): Promise<void> {
  await asAdmin(app, verificationEndpoints.confirmIdentity, { params: { id: userId } });
}

/** Submits bank details and the fee's transaction number: the bank review starts. */
export async function submitBank(
  app: AppLike,
  who: Customer,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const body = bankSubmission(overrides);
  await callOk(app, verificationEndpoints.submitBankDetails, { cookie: who.cookie, body });
  return body;
}

/** The admin approves or rejects a customer's bank details under review. */
export async function decideBank(
  app: AppLike,
  userId: string,
  status: 'verified' | 'failed',
): Promise<void> {
  await asAdmin(app, verificationEndpoints.decideBank, { params: { userId }, body: { status } });
}

/**
 * A customer flagged isAdmin through the Users tab (DESIGN §4: an admin too), by the factories'
 * console session, or by `grantedBy` (an admin session's cookie): once an admin has a second
 * factor, only a session that gave one makes admins (decision 0026, amendment).
 */
export async function adminCustomer(
  app: AppLike,
  fields: SignupFields = {},
  grantedBy?: string,
): Promise<Customer> {
  const made = await newCustomer(app, fields);
  const request = { params: { id: made.id }, body: { isAdmin: true } };
  if (grantedBy) await callOk(app, authEndpoints.setUserAdmin, { ...request, cookie: grantedBy });
  else await asAdmin(app, authEndpoints.setUserAdmin, request);
  return made;
}

/**
 * A customer's row on the admin Users list (its first 200), with the list's body as sent: for
 * what the console may show of a person, and what it must never send.
 */
export async function listedUser(
  app: AppLike,
  adminCookie: string,
  id: string,
): Promise<{ raw: string; user: Record<string, unknown> }> {
  const response = await call(app, authEndpoints.listUsers, {
    query: { pageSize: 200 },
    cookie: adminCookie,
  });
  if (response.statusCode !== 200) {
    throw new Error(`the Users list answered ${response.statusCode}: ${response.body}`);
  }
  const items = response.json<{ items: Record<string, unknown>[] }>().items;
  const user = items.find((listed) => listed.id === id);
  if (!user) throw new Error(`user ${id} is not on the Users list`);
  return { raw: response.body, user };
}

// ---------------------------------------------------------------------------------------------
// Items and shipments

export const VALID_ITEM = {
  brand: "Levi's",
  category: 'denim',
  size: 'M',
  condition: 'very-good',
  description: 'Faded 501s',
} as const;

/** Uploads photos (one small JPEG unless given) for an item to come: their URLs. */
export async function uploadPhotos(
  app: AppLike,
  who: Customer,
  photos?: readonly Buffer[],
): Promise<string[]> {
  const files = (photos ?? [await jpeg(7)]).map((bytes) => ({ field: 'photos', bytes }));
  const { photoUrls } = await callOk<{ photoUrls: string[] }>(app, itemEndpoints.uploadPhotos, {
    cookie: who.cookie,
    form: { files },
  });
  return photoUrls;
}

/** Uploads one photo and submits an item with it (status pending). */
export async function pendingItem(
  app: AppLike,
  who: Customer,
  overrides: Record<string, unknown> = {},
): Promise<ClothingItem> {
  const photoUrls = await uploadPhotos(app, who);
  return callOk<ClothingItem>(app, itemEndpoints.submitItem, {
    cookie: who.cookie,
    body: { ...VALID_ITEM, photos: photoUrls, ...overrides },
  });
}

/** Items of this customer approved by the admin with these offers ("250.00", ...): their ids. */
export async function approvedItems(
  app: AppLike,
  who: Customer,
  offers: readonly string[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const offerAmount of offers) {
    const item = await pendingItem(app, who);
    await asAdmin(app, itemEndpoints.reviewItem, {
      params: { id: item.id },
      body: { status: 'approved', offerAmount, adminNotes: '' },
    });
    ids.push(item.id);
  }
  return ids;
}

/** A valid pickup form (SPEC §2 pickup form, §5 rules) in the default served area (Haridwar). */
export const PICKUP = {
  userName: 'Asha Verma',
  email: 'asha.pickup@example.com',
  mobileNumber: '9876543210',
  contactName: 'Asha Verma',
  addressLine1: '12 Har Ki Pauri Road',
  addressLine2: 'Near the ghat',
  pincode: '249401',
  phoneNumber: '9876543211',
  alternatePhoneNumber: '9876543212',
} as const;

/**
 * A verified customer's approved items (offers summing to at least ₹499) accepted as one pickup
 * shipment (SPEC §4 shipment creation).
 */
export async function shipment(
  app: AppLike,
  who: Customer,
  offers: readonly string[] = ['300.00', '250.00'],
): Promise<Shipment> {
  const itemIds = await approvedItems(app, who, offers);
  const response = await call(app, shipmentEndpoints.acceptBatchShipment, {
    cookie: who.cookie,
    body: { itemIds, shipmentData: PICKUP },
  });
  if (response.statusCode >= 300)
    throw new Error(`accept answered ${response.statusCode}: ${response.body}`);
  return response.json<Shipment>();
}

// ---------------------------------------------------------------------------------------------
// Agents

export interface Agent {
  id: number;
  email: string;
  password: string;
  agentCode: string;
  /** Cookie header value of a signed-in agent session ('agent_sid=...'). */
  cookie: string;
}

/** The text fields of a valid agent signup (SPEC §7 agent). */
export function agentSignupFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: uniqueEmail('agent'),
    mobileNumber: '9876543210',
    password: TEST_PASSWORD,
    address: '12 Har Ki Pauri Road',
    city: 'Haridwar',
    state: 'Uttarakhand',
    pincode: '249401',
    ...overrides,
  };
}

/** An agent's bank form as newAgent({ bank: true }) saves it: the account number typed twice. */
export const AGENT_BANK = {
  bankAccountNumber: '918273645501',
  confirmBankAccountNumber: '918273645501',
  bankIFSCCode: 'SBIN0001234',
  bankAccountHolderName: 'Ravi Kumar',
  upiAddress: 'ravi.kumar@ybl',
} as const;

/**
 * An agent signed up with a profile photo (₹120 welcome bonus) and signed in; optionally with
 * Aadhaar documents and bank details saved, or deactivated by the admin.
 */
export async function newAgent(
  app: AppLike,
  options: {
    fields?: Record<string, string>;
    documents?: boolean;
    bank?: boolean;
    active?: boolean;
  } = {},
): Promise<Agent> {
  const fields = agentSignupFields(options.fields);
  const { agent: created } = await callOk<{ agent: { id: number; agentCode: string } }>(
    app,
    agentEndpoints.signUp,
    { form: { fields, files: [{ field: 'profilePhoto', name: 'me.jpg', bytes: await jpeg(21) }] } },
  );
  const response = await call(app, agentEndpoints.signIn, {
    body: { email: fields.email, password: fields.password },
  });
  const sid = cookieOf(response, 'agent_sid');
  if (response.statusCode !== 200 || !sid)
    throw new Error(`agent signin answered ${response.statusCode}: ${response.body}`);
  const made: Agent = {
    id: created.id,
    email: fields.email!,
    password: fields.password!,
    agentCode: created.agentCode,
    cookie: `agent_sid=${sid}`,
  };
  if (options.documents) {
    const [front, back] = await Promise.all([jpeg(31), jpeg(32)]);
    await callOk(app, agentEndpoints.saveDocuments, {
      cookie: made.cookie,
      form: { files: aadhaarSides(front, back) },
    });
  }
  if (options.bank) {
    await callOk(app, agentEndpoints.saveBankDetails, { cookie: made.cookie, body: AGENT_BANK });
  }
  if (options.active === false) {
    await asAdmin(app, agentEndpoints.changeAgentStatus, {
      params: { id: made.id },
      body: { isActive: false },
    });
  }
  return made;
}

/** The agent claims a verified customer (₹25 credit, SPEC §9). */
export async function claim(app: AppLike, by: Agent, userId: string): Promise<void> {
  await callOk(app, agentEndpoints.claimSignup, { cookie: by.cookie, body: { userId } });
}

// ---------------------------------------------------------------------------------------------
// Erasure

/** The customer deletes their own account with their password, as from their profile. */
export async function eraseCustomer(app: AppLike, who: Customer): Promise<void> {
  await callOk(app, privacyEndpoints.sellerDelete, {
    cookie: who.cookie,
    body: { password: who.password },
  });
}

/** The agent deletes their own account with their password, as from their profile. */
export async function eraseAgent(app: AppLike, who: Agent): Promise<void> {
  await callOk(app, privacyEndpoints.agentDelete, {
    cookie: who.cookie,
    body: { password: who.password },
  });
}
