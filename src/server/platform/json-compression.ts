// Compression of /api JSON where it pays (issue 10): a seller's item list is about 9 KB for 20
// items and about a sixth of that compressed, a second or more saved on a weak mobile link. Small
// answers (most of the API) are left alone: under COMPRESS_FROM_BYTES one TCP segment carries the
// body anyway and the CPU would be spent for nothing.
//
// BREACH (guessing a secret from the compressed size of answers that also echo attacker text) is
// kept out by what is compressed: session tokens travel in cookies (headers are never compressed),
// the cookies are SameSite=Lax (another site's requests carry none), no body holds a CSRF token,
// and an answer that sets a cookie or is marked no-store is
// never compressed (decrypted documents are no-store), so a future secret in such a body stays safe. docs/decisions/0020.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Quality 4: brotli's fast levels beat gzip's default ratio at gzip's speed; 11 (the default,
// right for assets compressed once at build time) would cost tens of milliseconds per answer.
const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

type Encoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header: br, else gzip, each unless refused (q=0). */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function worthCompressing(request: FastifyRequest, reply: FastifyReply, size: number): boolean {
  if (size < COMPRESS_FROM_BYTES || request.method === 'HEAD') return false;
  if (!request.url.startsWith('/api/')) return false;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return false;
  if (reply.hasHeader('content-encoding') || reply.hasHeader('set-cookie')) return false;
  return !String(reply.getHeader('cache-control') ?? '').includes('no-store');
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

/** Registered after every onSend hook that sets headers (ETag, Cache-Control) so it sees them. */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
      done(null, payload);
      return;
    }
    if (!worthCompressing(request, reply, Buffer.byteLength(payload))) {
      done(null, payload);
      return;
    }
    // The answer varies with the header from this size on, whether this client asked or not.
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      done(null, payload);
      return;
    }
    const compressed = encoding === 'br' ? brotli(payload, BROTLI_OPTIONS) : gzip(payload);
    compressed.then(
      (body) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      },
      // Compression is an optimisation: on a failure the plain body still goes out.
      () => done(null, payload),
    );
  });
}
