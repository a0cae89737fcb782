// A failed query must not put its values in the log. The app runs with its real logger
// options (only the destination is a capture), failing queries are forced on the paths that carry
// the most personal data, and the captured log may hold none of it: no password hash, email,
// phone number, account number (plain or encrypted), UPI id, holder name or fee transaction number.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentEndpoints } from '@/contract/agents';
import { authEndpoints } from '@/contract/auth';
import { verificationEndpoints } from '@/contract/verification';
import {
  agentSignupFields,
  bankSubmission,
  newCustomer,
  TEST_PASSWORD,
} from '@/server/test-support/factories';
import { uniqueEmail } from '@/test-support/unique';
import { call } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { testDatabaseUrl, appPerFile } from '@/server/test-support/test-app';
import { capturedLines } from '@/server/test-support/log-capture';

vi.mock('@/server/platform/logger', async (importOriginal) =>
  (await import('@/server/test-support/log-capture')).capturingLogger(await importOriginal()),
);

const t = appPerFile({ env: { LOG_LEVEL: 'info' } });

const undo: string[] = [];
afterEach(async () => {
  while (undo.length > 0) await t.database.exec(undo.pop()!);
});

async function force(statement: string, revert: string) {
  await t.database.exec(statement);
  undo.push(revert);
}

/** The error lines logged since `from`, and the whole log text since then. */
function loggedSince(from: number) {
  const lines = capturedLines.slice(from);
  const errors = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => (entry.level as number) >= 50 && 'err' in entry);
  return { text: lines.join(''), errors };
}

function expectNoSecret(text: string, secrets: readonly string[]) {
  for (const secret of secrets) expect(text, `the log holds ${secret}`).not.toContain(secret);
  expect(text).not.toMatch(/\$argon2(id|i|d)\$/);
}

async function rowOf(table: 'users' | 'agents', email: string) {
  const result = await t.db.execute(
    table === 'users'
      ? sql`select * from users where email = ${email}`
      : sql`select * from agents where email = ${email}`,
  );
  return (result as unknown as { rows: Record<string, string | null>[] }).rows[0]!;
}

describe('failed queries are logged without their values', () => {
  it('signup: a check violation (detail "Failing row contains (...)") keeps code and constraint', async () => {
    await force(
      `ALTER TABLE users ADD CONSTRAINT forced_failure CHECK (first_name <> 'Boom')`,
      `ALTER TABLE users DROP CONSTRAINT forced_failure`,
    );
    const from = capturedLines.length;
    const email = uniqueEmail('leak');
    const response = await call(t, authEndpoints.signUp, {
      body: {
        firstName: 'Boom',
        lastName: 'Verma',
        email,
        mobileNumber: '9812345678',
        password: TEST_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(500);
    const { text, errors } = loggedSince(from);
    expect(errors).toHaveLength(1);
    expectNoSecret(text, [email, '9812345678', TEST_PASSWORD, 'Verma']);
    // What helps debugging is still there.
    const err = errors[0]!.err as Record<string, unknown>;
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.message).toMatch(/^Failed query: insert into "users"/);
    expect(err.query).toMatch(/^insert into "users"/);
    expect(err.stack).toMatch(
      /^DrizzleQueryError: Failed query: insert into "users"[\s\S]*\n\s+at /,
    );
    const cause = err.cause as Record<string, unknown>;
    expect(cause).toMatchObject({ code: '23514', constraint: 'forced_failure', table: 'users' });
    expect(cause.detail).toBe('Failing row contains ([redacted]).');
    expect(Object.keys(err)).not.toContain('params');
    expect(Object.keys(cause)).not.toContain('params');
  });

  it('signup: a unique violation the service does not expect is a 500 and keeps only the key name', async () => {
    await force(
      `CREATE UNIQUE INDEX forced_mobile_unique ON users (mobile_number)`,
      `DROP INDEX forced_mobile_unique`,
    );
    const first = await newCustomer(t, { mobileNumber: '9899990000' });
    const from = capturedLines.length;
    const email = uniqueEmail('leak');
    const response = await call(t, authEndpoints.signUp, {
      body: { email, mobileNumber: '9899990000', password: TEST_PASSWORD, firstName: 'Ravi' },
    });
    expect(response.statusCode).toBe(500);
    const { text, errors } = loggedSince(from);
    expect(errors).toHaveLength(1);
    const hash = (await rowOf('users', first.email)).password!;
    expectNoSecret(text, [email, first.email, '9899990000', hash]);
    const cause = (errors[0]!.err as { cause: Record<string, unknown> }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'forced_mobile_unique' });
    expect(cause.detail).toBe('Key (mobile_number)=([redacted]) already exists.');
  });

  it('bank details: a failing update holds no account number, UPI id, holder or fee number', async () => {
    const customer = await newCustomer(t);
    await force(
      `CREATE FUNCTION forced_bank_failure() RETURNS trigger AS $$
       BEGIN
         IF NEW.upi_address IS NOT NULL THEN
           RAISE EXCEPTION 'bank refused for %: %', NEW.email, NEW.upi_address
             USING DETAIL = 'holder ' || NEW.bank_account_holder_name, HINT = NEW.transaction_id;
         END IF;
         RETURN NEW;
       END $$ LANGUAGE plpgsql;
       CREATE TRIGGER forced_bank_failure BEFORE UPDATE ON users
         FOR EACH ROW EXECUTE FUNCTION forced_bank_failure();`,
      `DROP TRIGGER forced_bank_failure ON users; DROP FUNCTION forced_bank_failure();`,
    );
    const from = capturedLines.length;
    const body = bankSubmission({
      bankAccountHolderName: 'Meera Krishnan',
      bankAccountNumber: '556677889900',
      upiAddress: 'meera.k@okaxis',
    });
    const response = await call(t, verificationEndpoints.submitBankDetails, {
      cookie: customer.cookie,
      body,
    });
    expect(response.statusCode).toBe(500);
    const { text, errors } = loggedSince(from);
    expect(errors.length).toBeGreaterThan(0);
    expectNoSecret(text, [
      customer.email,
      'Meera Krishnan',
      '556677889900',
      'meera.k@okaxis',
      String(body.transactionId),
    ]);
  });

  it('agent signup (multipart): a failing insert holds no hash, email, phone or address', async () => {
    await force(
      `ALTER TABLE agents ADD CONSTRAINT forced_agent_failure CHECK (city <> 'Nowhere')`,
      `ALTER TABLE agents DROP CONSTRAINT forced_agent_failure`,
    );
    const fields = agentSignupFields({ city: 'Nowhere', mobileNumber: '9811122233' });
    const from = capturedLines.length;
    const response = await call(t, agentEndpoints.signUp, {
      form: { fields, files: [{ field: 'profilePhoto', name: 'me.jpg', bytes: await jpeg(5) }] },
    });
    expect(response.statusCode).toBe(500);
    const { text, errors } = loggedSince(from);
    expect(errors.length).toBeGreaterThan(0);
    expectNoSecret(text, [fields.email!, '9811122233', fields.address!, TEST_PASSWORD]);
  });

  it('a value quoted in a PostgreSQL message (a cast that fails) is not logged', async () => {
    // The insert's values are cast by PostgreSQL: a text that is no integer names itself.
    await force(
      `CREATE FUNCTION forced_cast() RETURNS trigger AS $$
       BEGIN PERFORM NEW.email::integer; RETURN NEW; END $$ LANGUAGE plpgsql;
       CREATE TRIGGER forced_cast BEFORE INSERT ON users
         FOR EACH ROW EXECUTE FUNCTION forced_cast();`,
      `DROP TRIGGER forced_cast ON users; DROP FUNCTION forced_cast();`,
    );
    const from = capturedLines.length;
    const email = uniqueEmail('cast');
    const response = await call(t, authEndpoints.signUp, {
      body: { email, mobileNumber: '9876543210', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(500);
    const { text, errors } = loggedSince(from);
    expect(errors).toHaveLength(1);
    expectNoSecret(text, [email, email.split('@')[0]!]);
    expect(JSON.stringify(errors[0]!.err)).toContain('invalid input syntax for type integer');
  });

  // Last: the file's PGlite is closed under the app (on PostgreSQL the pool is the app's own).
  it.skipIf(testDatabaseUrl() !== undefined)(
    'a closed database: the request fails with a 500 and the log holds no secret',
    async () => {
      const customer = await newCustomer(t);
      const hash = (await rowOf('users', customer.email)).password!;
      const from = capturedLines.length;
      await (t.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
      const response = await call(t, authEndpoints.currentUser, { cookie: customer.cookie });
      expect(response.statusCode).toBe(500);
      const { text, errors } = loggedSince(from);
      expect(errors.length).toBeGreaterThan(0);
      expectNoSecret(text, [customer.email, hash, customer.cookie.split('=')[1]!]);
    },
  );
});
