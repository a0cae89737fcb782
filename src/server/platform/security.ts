// Security headers (CSP included) and the refusal of cross-origin state-changing requests.
//
// The headers are helmet's (its defaults with our CSP, the same values; security.test.ts holds
// them against @fastify/helmet), computed once at start-up: the plugin rebuilt its middleware
// from the options on every request, a large share of a small API call (bench/api). JSON answers
// of /api get a shorter set: only the headers that mean something on a body no one renders.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Directives = Record<string, string[] | null>;

/**
 * Origins a page may use beyond its own: a payment gateway's checkout (its script, and the frame
 * it opens) when one is configured (features/payments/checkout-sources.ts). Empty by default, and
 * then the headers are exactly helmet's with our CSP.
 */
export interface ThirdPartySources {
  script: string[];
  frame: string[];
}

const NO_THIRD_PARTIES: ThirdPartySources = { script: [], frame: [] };

function pageDirectives(isProduction: boolean, sources: ThirdPartySources): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...sources.script],
    // Radix positions popovers with inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    ...(sources.frame.length > 0 ? { 'frame-src': ["'self'", ...sources.frame] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': isProduction ? [] : null,
  };
}

/** helmet's serialisation: `name value value;name value`, directives set to null left out. */
export function cspOf(directives: Directives): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

const HSTS = 'max-age=31536000; includeSubDomains';

/** Every page, file and non-JSON answer: helmet 8's defaults with our CSP and Referrer-Policy. */
export function pageHeaders(
  isProduction: boolean,
  sources: ThirdPartySources = NO_THIRD_PARTIES,
): Record<string, string> {
  return {
    'content-security-policy': cspOf(pageDirectives(isProduction, sources)),
    // A checkout's frame opens windows of its own (a bank's page for netbanking, 3-D Secure) and
    // hears back from them: they must keep their opener.
    'cross-origin-opener-policy':
      sources.frame.length > 0 ? 'same-origin-allow-popups' : 'same-origin',
    // Images are served from our own origin; nothing is embedded cross-origin.
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'same-origin',
    ...(isProduction ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * JSON answers of /api. A JSON body is read by our own script, never rendered, so the headers
 * that steer a document (COOP, Origin-Agent-Cluster, Referrer-Policy, X-Frame-Options, the legacy
 * IE and Flash ones) do nothing here. What stays: nosniff (never taken for HTML or script), a CSP
 * that lets nothing run or frame the body should someone open it as a page, CORP (another site's
 * <script> or <img> cannot pull it into its process) and, in production, HSTS (a browser keeps
 * it from any answer of the host).
 */
export function apiJsonHeaders(isProduction: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    ...(isProduction ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
  };
}

/** A route bound from a contract that answers JSON, or an /api URL no route matched (a JSON 404). */
function answersApiJson(request: FastifyRequest): boolean {
  const url = request.url;
  if (!url.startsWith('/api/') && url !== '/api' && !url.startsWith('/api?')) return false;
  const { config } = request.routeOptions;
  return config.endpoint ? config.endpoint.reply.kind === 'json' : request.is404;
}

function setAll(reply: FastifyReply, headers: [string, string][]): void {
  for (const [name, value] of headers) reply.header(name, value);
}

export function registerSecurity(
  app: FastifyInstance,
  isProduction: boolean,
  sources: ThirdPartySources = NO_THIRD_PARTIES,
): void {
  const page = Object.entries(pageHeaders(isProduction, sources));
  const api = Object.entries(apiJsonHeaders(isProduction));

  // One hook, in callback style (no promise per request): the headers first, so that a refusal
  // carries them too, then the cross-origin check.
  app.addHook('onRequest', (request, reply, done) => {
    setAll(reply, answersApiJson(request) ? api : page);
    if (!SAFE_METHODS.has(request.method) && isCrossOrigin(request)) {
      done(appError('CROSS_ORIGIN_REFUSED'));
      return;
    }
    done();
  });
}

/**
 * A browser marks where a request came from: Sec-Fetch-Site, and Origin on every non-GET fetch.
 * Requests without either (curl, server-to-server, tests) carry no ambient cookies to abuse.
 */
export function isCrossOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
