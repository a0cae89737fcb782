// The physical limit for bench/api: a bare node:http server with the `pg` driver and hand-written
// SQL, no framework and no ORM, in its own process. It answers the two benchmarked endpoints
// with the same JSON as the app, running the same statements: the session joined with its user by
// the hashed cookie (as the app's customer guard does), then, for GET /api/clothing-items, the
// seller's items. Started by run.ts as a child: `tsx bench/api/bare-server.ts`, with
// DATABASE_URL and PORT in the environment; prints `listening <port>` when ready.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const CUSTOMER_SQL = `SELECT s.sess, u.id, u.email, u.first_name, u.last_name, u.mobile_number,
  u.profile_image_url, u.is_admin, u.is_verified, u.verified_at, u.is_bank_verified,
  u.bank_verification_status, u.bank_verified_at, u.created_at, u.updated_at,
  CASE WHEN u.aadhar_front_url IS NULL AND u.aadhar_back_url IS NULL
    THEN u.aadhar_deleted_at END AS aadhar_deleted_at
  FROM sessions s JOIN users u ON u.id = s.sess->>'subjectId'
  WHERE s.sid = $1 AND s.expire > now() AND s.sess->>'kind' = 'customer' LIMIT 1`;
const ITEMS_SQL = `SELECT id, user_id, brand, category, size, condition, description, photos,
  status, offer_amount, admin_notes, reviewed_by, reviewed_at, user_accepted_at, created_at,
  updated_at FROM clothing_items WHERE user_id = $1 ORDER BY created_at DESC, id DESC`;

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

function userJson(u: Row): string {
  return JSON.stringify({
    id: u.id,
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    mobileNumber: u.mobile_number,
    profileImageUrl: u.profile_image_url,
    isAdmin: u.is_admin,
    isVerified: u.is_verified,
    verifiedAt: iso(u.verified_at),
    aadharDeletedAt: iso(u.aadhar_deleted_at),
    isBankVerified: u.is_bank_verified,
    bankVerificationStatus: u.bank_verification_status,
    bankVerifiedAt: iso(u.bank_verified_at),
    createdAt: iso(u.created_at),
    updatedAt: iso(u.updated_at),
  });
}

function itemsJson(rows: Row[]): string {
  return JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      brand: r.brand,
      category: r.category,
      size: r.size,
      condition: r.condition,
      description: r.description,
      photos: r.photos,
      status: r.status,
      offerAmount: r.offer_amount,
      adminNotes: r.admin_notes,
      reviewedBy: r.reviewed_by,
      reviewedAt: iso(r.reviewed_at),
      userAcceptedAt: iso(r.user_accepted_at),
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    })),
  );
}

function sidOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === 'sid')
      return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return undefined;
}

async function customer(cookieHeader: string | undefined): Promise<Row | null> {
  const token = sidOf(cookieHeader);
  if (!token) return null;
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query<Row>(CUSTOMER_SQL, [hash]);
  return rows[0] ?? null;
}

async function answer(url: string | undefined, cookie: string | undefined): Promise<string | null> {
  const user = await customer(cookie);
  if (!user) return null;
  if (url === '/api/auth/user') return userJson(user);
  const { rows } = await pool.query<Row>(ITEMS_SQL, [user.id]);
  return itemsJson(rows);
}

function send(res: http.ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' || (req.url !== '/api/auth/user' && req.url !== '/api/clothing-items')) {
    send(res, 404, '{"code":"ROUTE_NOT_FOUND"}');
    return;
  }
  answer(req.url, req.headers.cookie).then(
    (body) => (body ? send(res, 200, body) : send(res, 401, '{"code":"UNAUTHENTICATED"}')),
    () => send(res, 500, '{"code":"INTERNAL_ERROR"}'),
  );
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => void pool.end().then(() => process.exit(0)));
  });
}
