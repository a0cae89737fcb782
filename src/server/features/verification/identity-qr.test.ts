// Identity proven by the card's Secure QR (issue 23), through the real app with a test signer as
// its trusted key (AADHAAR_QR_CERTS): a genuine code with the account's name proves it and no
// image is kept; a code under another name, one no trusted key signed, or no code at all leaves
// the SPEC's verified state on images kept for staff, with the reason.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import { privacyEndpoints } from '@/contract/privacy';
import { verificationEndpoints as api } from '@/contract/verification';
import type { PublicUser } from '@/domain/user.schema';
import { notifications } from '@/server/db/schema';
import {
  cardHolder,
  cardPhoto,
  newTestSigner,
  secureQrText,
  signedBytesOf,
  type TestSigner,
} from '@/server/test-support/aadhaar-qr';
import {
  adminLogin,
  listedUser,
  newCustomer,
  type Customer,
} from '@/server/test-support/factories';
import { aadhaarSides, call, callOk, errorBodyOf } from '@/server/test-support/http';
import { capturedLines } from '@/server/test-support/log-capture';
import { auditRows, storedFiles } from '@/server/test-support/rows';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';

// Every line the app logs, to show the card's data is not among them.
vi.mock('@/server/platform/logger', async (importOriginal) =>
  (await import('@/server/test-support/log-capture')).capturingLogger(await importOriginal()),
);

let t: TestApp;
let signer: TestSigner;
let admin: string;
let genuine: string;
let noCode: Buffer;

beforeAll(async () => {
  signer = newTestSigner();
  t = await createTestApp({ env: { AADHAAR_QR_CERTS: signer.folder, LOG_LEVEL: 'debug' } });
  admin = await adminLogin(t);
  genuine = secureQrText(signedBytesOf(cardHolder()), signer);
  noCode = await cardPhoto(null);
  return () => fs.rmSync(signer.folder, { recursive: true, force: true });
});

async function upload(who: Customer, front: Buffer, back: Buffer) {
  return call(t, api.submitIdentity, {
    cookie: who.cookie,
    form: { files: aadhaarSides(front, back) },
  });
}

const me = (who: Customer) =>
  callOk<PublicUser>(t, authEndpoints.currentUser, { cookie: who.cookie });
const ownDocument = (who: Customer) =>
  call(t, api.viewOwnDocument, { params: { side: 'back' }, cookie: who.cookie });
const told = (who: Customer) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.type, 'identity.verified')));

describe('a genuine Secure QR with the account’s name', () => {
  it('on the back of a card: proven, the last 4 digits kept, no image kept at all', async () => {
    const who = await newCustomer(t);
    const filesBefore = storedFiles(t, 'documents').length;
    const response = await upload(who, noCode, await cardPhoto(genuine, { degrees: 5 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await me(who)).toMatchObject({
      isVerified: true,
      identityCheck: 'aadhaar_qr',
      aadhaarLast4: '4821',
      aadharDeletedAt: expect.any(String),
    });
    expect(storedFiles(t, 'documents')).toHaveLength(filesBefore);
    expect(errorBodyOf(await ownDocument(who))).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    expect(await told(who)).toHaveLength(1);
    expect(
      await auditRows(t, { targetType: 'user', targetId: who.id, action: 'identity.submitted' }),
    ).toMatchObject([{ details: { check: 'aadhaar_qr' } }]);
    const { user } = await listedUser(t, admin, who.id);
    expect(user).toMatchObject({
      identityCheck: 'aadhaar_qr',
      identityCheckReason: null,
      aadhaarLast4: '4821',
      hasAadharFront: false,
    });
  });

  it('on the front (an e-Aadhaar printout): proven the same', async () => {
    const who = await newCustomer(t);
    expect((await upload(who, await cardPhoto(genuine), noCode)).statusCode).toBe(200);
    expect(await me(who)).toMatchObject({ identityCheck: 'aadhaar_qr', aadhaarLast4: '4821' });
  });
});

describe('not proven: verified on the images, kept for staff with the reason', () => {
  it.each([
    [
      'a genuine code under another name',
      { firstName: 'Ravi', lastName: 'Kumar' },
      'genuine',
      'name_differs',
      '4821',
    ],
    ['a code no trusted key signed', {}, 'untrusted', 'signature_invalid', null],
    // Someone else's genuine code with this account's name written in, the signature kept.
    ['a code edited after signing', {}, 'edited', 'signature_invalid', null],
    ['no code at all', {}, 'none', 'no_qr', null],
  ] as const)('%s', async (_name, fields, code, reason, last4) => {
    const who = await newCustomer(t, fields);
    let back = noCode;
    if (code === 'genuine') back = await cardPhoto(genuine);
    if (code === 'edited') {
      const signed = signedBytesOf(cardHolder({ name: 'Usha Verma' }));
      const signature = crypto.sign('sha256', signed, signer.privateKey);
      const edited = Buffer.from(
        signed.toString('latin1').replace('Usha Verma', 'Asha Verma'),
        'latin1',
      );
      back = await cardPhoto(secureQrText(edited, { signature }));
    }
    if (code === 'untrusted') {
      const stranger = newTestSigner();
      back = await cardPhoto(secureQrText(signedBytesOf(cardHolder()), stranger));
      fs.rmSync(stranger.folder, { recursive: true, force: true });
    }
    const response = await upload(who, noCode, back);
    expect(response.statusCode, response.body).toBe(200);
    expect(await me(who)).toMatchObject({
      isVerified: true,
      identityCheck: 'documents',
      aadhaarLast4: last4,
      aadharDeletedAt: null,
    });
    expect((await ownDocument(who)).statusCode).toBe(200);
    const { user } = await listedUser(t, admin, who.id);
    expect(user).toMatchObject({ identityCheck: 'documents', identityCheckReason: reason });
  });
});

describe('staff revoke a proven identity', () => {
  it('the check and the last 4 digits go with the verified flag', async () => {
    const who = await newCustomer(t);
    await upload(who, noCode, await cardPhoto(genuine));
    const response = await call(t, api.revokeIdentity, { params: { id: who.id }, cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(await me(who)).toMatchObject({
      isVerified: false,
      identityCheck: null,
      aadhaarLast4: null,
    });
  });
});

describe('nothing of the card is kept but the check and the last 4 digits', () => {
  /** Every row of every table of the app's database, as JSON text. */
  async function databaseDump(): Promise<string> {
    const tables = await t.db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const names = (tables as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(names).toContain('users');
    const dumps: string[] = [];
    for (const name of names) {
      const result = await t.db.execute(
        sql.raw(`select coalesce(json_agg(t)::text, '') as dump from "${name}" t`),
      );
      dumps.push((result as unknown as { rows: { dump: string }[] }).rows[0]!.dump);
    }
    return dumps.join('\n');
  }

  it('the database, the logs and the exports hold no Aadhaar number, nor the date of birth, address or reference of the code', async () => {
    // A holder whose every field is distinctive enough to find wherever it went.
    const holder = cardHolder({
      name: 'Tara Joshi',
      aadhaarLast4: '7392',
      dateOfBirth: '03-11-1987',
      careOf: 'D/O: Keshav Joshi',
      house: 'Flat 9B Gulmohar',
      street: 'Ketkiwadi Marg',
      landmark: 'Opposite Shanti Vatika',
      pincode: '431005',
      madeAt: '20250919081522987',
    });
    const who = await newCustomer(t, { firstName: 'Tara', lastName: 'Joshi' });
    const code = secureQrText(signedBytesOf(holder), signer);
    expect((await upload(who, noCode, await cardPhoto(code))).statusCode).toBe(200);
    expect(await me(who)).toMatchObject({ identityCheck: 'aadhaar_qr', aadhaarLast4: '7392' });

    const exported = await call(t, privacyEndpoints.sellerExport, { cookie: who.cookie });
    expect(exported.statusCode).toBe(200);
    const listed = JSON.stringify(await listedUser(t, admin, who.id));
    const places = {
      database: await databaseDump(),
      logs: capturedLines.join(''),
      'data export': exported.body,
      'admin list': listed,
    };
    // The last 4 digits are kept, and shown, on purpose.
    expect(places.database).toContain('7392');
    expect(places['data export']).toContain('7392');
    for (const [place, text] of Object.entries(places)) {
      // A full Aadhaar number ending in the last 4, run together or in the printed groups.
      expect(text, place).not.toMatch(/\d{8}7392|\d{4}[ -]\d{4}[ -]7392/);
      for (const field of [
        holder.dateOfBirth,
        holder.careOf,
        holder.house,
        holder.street,
        holder.landmark,
        holder.pincode,
        `${holder.aadhaarLast4}${holder.madeAt}`,
        code.slice(0, 40),
      ]) {
        expect(text.includes(field), `${place} holds ${field}`).toBe(false);
      }
    }
  });
});
