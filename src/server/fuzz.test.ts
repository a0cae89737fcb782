// Fuzz: a few thousand generated requests over every JSON and multipart route of the
// contracts, as the principal each route needs, with hostile text (NUL, lone surrogates, very long
// strings, RTL marks, emoji, SQL/HTML-ish text), wrong types and odd numbers. No answer may be a
// 5xx, and the log the app wrote meanwhile must hold none of the test users' secrets (emails,
// phones, password hashes, account numbers, UPI ids). Seeded: FUZZ_SEED=<n> replays a run.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { allEndpoints } from '@/contract';
import { isMultipart, type EndpointSpec } from '@/contract/endpoint';
import { hasForbiddenCharacters } from '@/domain/fields.schema';
import {
  adminLogin,
  approvedItems,
  newAgent,
  newCustomer,
  newTransactionId,
  pendingItem,
  shipment,
  TEST_PASSWORD,
  uploadPhotos,
  VALID_BANK,
  type Agent,
  type Customer,
} from '@/server/test-support/factories';
import { uniqueEmail } from '@/test-support/unique';
import { multipartBody } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { type TestApp, appPerFile } from '@/server/test-support/test-app';
import { capturedLines } from '@/server/test-support/log-capture';

// Every line the app logs lands here (the real logger options, only the destination differs).
vi.mock('@/server/platform/logger', async (importOriginal) =>
  (await import('@/server/test-support/log-capture')).capturingLogger(await importOriginal()),
);

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
// The same number of requests for every route, whatever the machine's speed: a seed then replays
// exactly the run it names. (A time budget per route made the requests sent depend on the
// machine's load, so a seed could not replay a failure, and the file took 26 s on every machine.)
const REQUESTS_PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 40);

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  '1\u0000',
  '\uD800',
  'x\uDC00y',
  'abc\uDBFF',
  '\uDFFF\uD800',
  '😀🇮🇳👩‍👩‍👧',
  '\u202Eevil\u202C',
  '\u200F\u200Ename',
  '\uFEFF',
  "' OR 1=1 --",
  "Robert'); DROP TABLE users;--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '%00%2e%2e',
  '\r\nSet-Cookie: x=1',
  '',
  '   ',
  'null',
  'undefined',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '-99999999.999',
  'NaN',
  '१२३४५६',
  'नमस्ते दुनिया',
  'ＡＢＣ１２３',
  'x'.repeat(300),
  'é'.repeat(5000),
  'y'.repeat(70_000),
  'a\u0000'.repeat(100),
] as const;

const HOSTILE_VALUES: readonly unknown[] = [
  null,
  -1,
  0,
  -0.5,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 31,
  true,
  false,
  [],
  ['a\u0000'],
  ['\uD800', 1],
  {},
  { $ne: '' },
  { a: '\u0000' },
  [[[[[]]]]],
];

/** What PostgreSQL refuses in text: half of all hostile strings are of these. */
const FORBIDDEN_STRINGS = HOSTILE_STRINGS.filter((text) => hasForbiddenCharacters(text));

function hostile(rng: Rng): unknown {
  if (rng.chance(0.35)) return rng.pick(FORBIDDEN_STRINGS);
  // A copy: generate() may put a hostile value inside a hostile object, and a shared one would
  // then hold itself (a circular value no request can carry).
  return rng.chance(0.6) ? rng.pick(HOSTILE_STRINGS) : structuredClone(rng.pick(HOSTILE_VALUES));
}

interface World {
  customer: Customer;
  newCustomer: Customer;
  agent: Agent;
  adminCookie: string;
  /** Pending items, for the admin review route. */
  itemIds: number[];
  /** Approved items, for accept-batch. */
  approvedIds: number[];
  shipmentId: number;
  photos: Buffer[];
  /** URLs of photos the main customer uploaded, for item submissions. */
  photoUrls: string[];
  /** Every secret the fuzz sent (emails, phones, passwords, account numbers, UPI ids...). */
  secrets: Set<string>;
}

// ---------------------------------------------------------------------------------------------
// Plausible values from the contract's zod schemas, so one hostile field reaches the database.

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object fields a schema reads (through optional, pipes, preprocess and unions). */
function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return { ...def.shape };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return fieldsOf(def.innerType);
    case 'pipe':
      return defOf(def.in!).type === 'transform' ? fieldsOf(def.out) : fieldsOf(def.in);
    case 'union':
      return Object.assign({}, ...(def.options ?? []).map((option) => fieldsOf(option)));
    default:
      return {};
  }
}

/** A value that must never reach the log. */
const secret = (w: World, value: string) => (w.secrets.add(value), value);

const BY_NAME: Record<string, (w: World) => unknown> = {
  email: (w) => secret(w, uniqueEmail('fuzz')),
  password: (w) => secret(w, TEST_PASSWORD),
  newPassword: (w) => secret(w, 'another-good-password'),
  confirmPassword: (w) => secret(w, TEST_PASSWORD),
  mobileNumber: (w) => secret(w, '9876543210'),
  phoneNumber: (w) => secret(w, '9876543210'),
  alternatePhoneNumber: (w) => secret(w, '9876501234'),
  pincode: () => '249401',
  bankIFSCCode: () => VALID_BANK.bankIFSCCode,
  bankAccountNumber: (w) => secret(w, VALID_BANK.bankAccountNumber),
  bankAccountHolderName: (w) => secret(w, VALID_BANK.bankAccountHolderName),
  upiAddress: (w) => secret(w, VALID_BANK.upiAddress),
  transactionId: (w) => secret(w, newTransactionId()),
  userId: (w) => w.customer.id,
  utrNumber: () => 'UTR123456789',
  amount: () => '10.00',
  offerAmount: () => '499.00',
  side: () => 'front',
  page: () => 1,
  pageSize: () => 20,
  photos: (w) => (w.photoUrls.length > 0 ? [w.photoUrls.pop()] : []),
  itemIds: (w) => w.approvedIds,
};

function plausible(name: string, schema: z.ZodType | undefined, world: World, rng: Rng): unknown {
  const byName = BY_NAME[name];
  if (byName) return byName(world);
  if (!schema) return 'text';
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return plausible(name, def.innerType, world, rng);
    case 'pipe':
      return defOf(def.in!).type === 'transform'
        ? plausible(name, def.out, world, rng)
        : plausible(name, def.in, world, rng);
    case 'union':
      return plausible(name, def.options?.[0], world, rng);
    case 'enum':
      return rng.pick(Object.values(def.entries ?? { a: 'a' }));
    case 'literal':
      return def.values?.[0];
    case 'boolean':
      return rng.chance(0.5);
    case 'number':
    case 'int':
      return 1;
    case 'array':
      return [plausible(name, def.element, world, rng)];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [
          key,
          plausible(key, field, world, rng),
        ]),
      );
    default:
      return `Fuzz ${name}`;
  }
}

/** Plausible values for every field, then hostile ones in one field (sometimes a few, nested). */
function generate(schema: z.ZodType | undefined, world: World, rng: Rng): Record<string, unknown> {
  const fields = fieldsOf(schema);
  const names = Object.keys(fields);
  const value: Record<string, unknown> = {};
  for (const name of names) value[name] = plausible(name, fields[name], world, rng);
  if (names.length === 0) return value;
  const hits = rng.chance(0.8) ? 1 : 1 + rng.int(names.length);
  for (let i = 0; i < hits; i += 1) {
    const name = rng.pick(names);
    const current = value[name];
    if (current && typeof current === 'object' && !Array.isArray(current) && rng.chance(0.7)) {
      // A nested object (accept-batch shipmentData): hostile inside it.
      const inner = current as Record<string, unknown>;
      const keys = Object.keys(inner);
      if (keys.length > 0) inner[rng.pick(keys)] = hostile(rng);
    } else if (Array.isArray(current) && rng.chance(0.5)) {
      value[name] = [hostile(rng)];
    } else {
      value[name] = hostile(rng);
    }
  }
  if (rng.chance(0.05)) value[`extra\u0000${rng.int(9)}`] = 'x';
  return value;
}

function pathParams(endpoint: EndpointSpec, world: World, rng: Rng): Record<string, string> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const ids: Record<string, () => string> = {
    id: () =>
      endpoint.path.includes('/users/')
        ? world.customer.id
        : endpoint.path.includes('/agents/')
          ? String(world.agent.id)
          : endpoint.path.includes('/shipments/')
            ? String(world.shipmentId)
            : String(rng.pick(world.itemIds)),
    userId: () => world.customer.id,
    payslipId: () => '1',
    side: () => 'front',
  };
  const params: Record<string, string> = {};
  for (const name of names) params[name] = (ids[name] ?? (() => '1'))();
  if (names.length > 0 && rng.chance(0.6)) {
    const name = rng.pick(names);
    const value = hostile(rng);
    params[name] = typeof value === 'string' ? value.slice(0, 300) : JSON.stringify(value);
  }
  return params;
}

/** encodeURIComponent, except that a lone surrogate goes out as its raw (WTF-8) bytes. */
function encode(text: string): string {
  return text
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part) => {
      if (part.length !== 1 || !/[\uD800-\uDFFF]/.test(part)) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

function cookieFor(endpoint: EndpointSpec, world: World, rng: Rng): string | undefined {
  switch (endpoint.access) {
    case 'customer':
      return rng.chance(0.5) ? world.customer.cookie : world.newCustomer.cookie;
    case 'admin':
      return world.adminCookie;
    case 'agent':
      return world.agent.cookie;
    case 'public':
      return undefined;
  }
}

/** Routes that end the sessions the fuzz runs on or answer no input: not fuzzed. */
function fuzzed(endpoint: EndpointSpec): boolean {
  if (/logout/.test(endpoint.path)) return false;
  return endpoint.method !== 'GET' || !!endpoint.params || !!endpoint.query;
}

interface Sent {
  method: string;
  url: string;
  status: number;
  body: string;
  request: string;
}

async function send(
  t: TestApp,
  endpoint: EndpointSpec,
  world: World,
  rng: Rng,
): Promise<Omit<Sent, 'status' | 'body'> & { response: Awaited<ReturnType<TestApp['inject']>> }> {
  const params = pathParams(endpoint, world, rng);
  let url = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => encode(params[name]!));
  if (endpoint.query) {
    const query = generate(endpoint.query, world, rng);
    const pairs = Object.entries(query).map(([key, value]) => {
      const text = typeof value === 'string' ? value.slice(0, 500) : JSON.stringify(value);
      return `${encode(key)}=${encode(text ?? '')}`;
    });
    url = `${url}?${pairs.join('&')}`;
  }
  const headers: Record<string, string> = {};
  const cookie = cookieFor(endpoint, world, rng);
  if (cookie) headers.cookie = cookie;
  let payload: string | Buffer | undefined;
  let request = '';
  if (isMultipart(endpoint.body)) {
    const spec = endpoint.body;
    const textFields = generate(spec.fields, world, rng);
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(textFields)) {
      if (value === undefined) continue;
      fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    const files = Object.entries(spec.files).flatMap(([field, file]) => {
      const count = rng.chance(0.2) ? 0 : 1 + rng.int(Math.min(file.maxCount, 2));
      return Array.from({ length: count }, () => ({
        field,
        name: rng.chance(0.2) ? (rng.pick(HOSTILE_STRINGS) as string).slice(0, 100) : 'p.jpg',
        bytes: rng.chance(0.15) ? Buffer.from('not an image \u0000') : rng.pick(world.photos),
      }));
    });
    const body = await multipartBody(files, fields);
    Object.assign(headers, body.headers);
    payload = body.payload;
    request = JSON.stringify({ fields, files: files.map((f) => f.field) });
  } else if (endpoint.body) {
    const body = rng.chance(0.03) ? hostile(rng) : generate(endpoint.body, world, rng);
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body) ?? 'null';
    request = payload.slice(0, 300);
  }
  const response = await t.inject({
    method: endpoint.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  return { method: endpoint.method, url: url.slice(0, 200), request, response };
}

const t = appPerFile({ env: { LOG_LEVEL: 'info' } });
let world: World;
// On the run's database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the suite runs each file
// once (docs/decisions/0034-each-test-once.md).
beforeAll(async () => {
  const customer = await newCustomer(t, { state: 'verified' });
  const items = [await pendingItem(t, customer), await pendingItem(t, customer)];
  const made = await shipment(t, customer);
  const photos = await Promise.all([jpeg(41, 64, 48), jpeg(42, 64, 48)]);
  world = {
    customer,
    newCustomer: await newCustomer(t),
    agent: await newAgent(t),
    adminCookie: await adminLogin(t),
    itemIds: items.map((item) => item.id),
    approvedIds: await approvedItems(t, customer, ['300.00', '250.00']),
    shipmentId: made.id,
    photos,
    photoUrls: await uploadPhotos(t, customer, [...photos, ...photos, ...photos, ...photos]),
    secrets: new Set([customer.email, customer.password]),
  };
}, 120_000);

describe(`fuzz every JSON and multipart route (seed ${SEED})`, () => {
  it('answers no 5xx, and the log holds no secret of the users it made', async () => {
    const rng = prng(SEED);
    const endpoints = allEndpoints().filter(fuzzed);
    const failures: Sent[] = [];
    const started = Date.now();
    let sent = 0;
    for (let round = 0; round < REQUESTS_PER_ROUTE; round += 1) {
      for (const endpoint of endpoints) {
        const { response, ...request } = await send(t, endpoint, world, rng);
        sent += 1;
        if (response.statusCode >= 500) {
          failures.push({
            ...request,
            status: response.statusCode,
            body: response.body.slice(0, 200),
          });
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `fuzz seed ${SEED}: ${sent} requests over ${endpoints.length} routes in ${seconds.toFixed(
        1,
      )} s, ${failures.length} answered 5xx`,
    );
    for (const failure of failures.slice(0, 40)) console.log(JSON.stringify(failure));
    // Every route had its share: a route that threw instead of answering would have ended the loop.
    expect(sent).toBe(endpoints.length * REQUESTS_PER_ROUTE);

    // Every secret the users of this file have (made by the factories or by the fuzz itself).
    const result = await t.db.execute(sql`
      select email, mobile_number, password as hash, bank_account_number, upi_address,
             transaction_id, bank_account_holder_name from users
      union all
      select email, mobile_number, hashed_password, bank_account_number, upi_address,
             null, bank_account_holder_name from agents`);
    const secrets = new Set<string>([...world.secrets, world.agent.email, world.newCustomer.email]);
    for (const row of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
      for (const value of Object.values(row)) {
        if (typeof value === 'string' && value.trim().length >= 8) secrets.add(value);
      }
    }
    const log = capturedLines.join('');
    const leaked = [...secrets].filter((value) => log.includes(value));
    // Hashes of users whose insert failed are in no row: any argon2 hash at all is a leak.
    if (/\$argon2(id|i|d)\$/.test(log)) leaked.push('an argon2 hash');
    const errorLines = capturedLines.filter((line) => /"level":(50|60)/.test(line)).length;
    console.log(
      `fuzz log: ${capturedLines.length} lines, ${errorLines} errors, ${secrets.size} secrets checked, ${leaked.length} leaked`,
    );
    const leakingLines = capturedLines.filter((line) => leaked.some((s) => line.includes(s)));
    for (const line of leakingLines.slice(0, 5)) console.log(line.slice(0, 600));

    expect(failures.slice(0, 10)).toEqual([]);
    expect(leaked).toEqual([]);
  }, 120_000);
});
