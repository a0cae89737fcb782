// One log line per request, written when it completes (method, route pattern, status, time,
// request id, who called), and the request id that ties a request's lines together from the
// proxy to the app's errors. Fastify's own two lines (incoming, completed) are off: the first
// says nothing the second would not, and the second lacked the method and URL.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { TrustProxy } from './client-address';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The field that carries the request id on every line a request logs. */
export const REQUEST_ID_LOG_LABEL = 'requestId';
/** What a proxy's id may look like: a UUID, a trace id, host:counter... never free text. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** The route label of a request no route matched (404s, the SPA fallback). */
export const UNMATCHED_ROUTE = 'unmatched';
/** Polled by balancers and scrapers every few seconds: at info they would drown the log. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/** proxy-addr's range names (TRUST_PROXY accepts them, platform/client-address.ts). */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether the peer of the socket is a proxy TRUST_PROXY trusts: with a hop count, the socket is
 * hop 0 (trusted from 1 hop on); with addresses, the peer must be one of them. The same answer
 * Fastify's proxy-addr gives for hop 0 (IPv4-mapped IPv6 peers included).
 */
export function trustedPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (address) => trust >= 1 && address !== undefined;
  const proxies = new net.BlockList();
  for (const entry of trust.flatMap((item) => NAMED_RANGES[item] ?? [item])) {
    const [address = '', prefix] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const version = address ? net.isIP(address) : 0;
    return version !== 0 && proxies.check(address!, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's genReqId: the X-Request-Id of a trusted proxy when it looks like an id (so the
 * balancer's log and ours name the same request), else a fresh UUID. A client's own header is
 * never taken: it could make many requests share one id or write anything into the log.
 */
export function requestIdGenerator(trust: TrustProxy): (req: IncomingMessage) => string {
  const isTrusted = trustedPeer(trust);
  return (req) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    if (
      typeof incoming === 'string' &&
      SANE_REQUEST_ID.test(incoming) &&
      isTrusted(req.socket.remoteAddress)
    ) {
      return incoming;
    }
    return randomUUID();
  };
}

/** Every answer says its request id, errors included, so a user's report can be found. */
export function registerRequestIds(app: FastifyInstance): void {
  // The first onRequest hook: set before a guard or a limit can refuse the request. Callback
  // style: a promise per request for one header is a cost bench/api sees.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/** Who called, as the guards established it (platform/guards.ts); never who exactly. */
export type PrincipalKind = 'admin' | 'agent' | 'customer' | 'visitor';

export function principalKindOf(request: FastifyRequest): PrincipalKind {
  if (request.adminId) return 'admin';
  if (request.agentId !== null && request.agentId !== undefined) return 'agent';
  if (request.customer) return 'customer';
  return 'visitor';
}

/** The route pattern (`/api/admin/users/:id/revoke-identity`), never the URL: ids and queries stay out. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

export interface RequestSummary {
  method: string;
  route: string;
  status: number;
  ms: number;
  principal: PrincipalKind;
}

export function requestSummary(request: FastifyRequest, reply: FastifyReply): RequestSummary {
  return {
    method: request.method,
    route: routeOf(request),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    principal: principalKindOf(request),
  };
}

type Level = 'debug' | 'info' | 'error';

/**
 * Probes and scrapes at debug; 5xx at error; other refusals (4xx) at info; the web app's files
 * (non-/api GETs answered 2xx or 304) at debug, since one page load fetches dozens.
 */
export function levelOf(summary: RequestSummary, url: string): Level {
  if (QUIET_ROUTES.has(summary.route)) return 'debug';
  if (summary.status >= 500) return 'error';
  if (summary.status >= 400) return 'info';
  const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  const isRead = summary.method === 'GET' || summary.method === 'HEAD';
  const served = (summary.status >= 200 && summary.status < 300) || summary.status === 304;
  return !isApi && isRead && served ? 'debug' : 'info';
}

/**
 * Fastify's log controller with its own request lines off (`disableRequestLogging`) and ours
 * written at completion. The request id is bound to every line of the request as `requestId`.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: true, requestIdLogLabel: REQUEST_ID_LOG_LABEL });
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const summary = requestSummary(request, reply);
    // An error here is the response stream's (the client went away mid-answer).
    const level = error ? 'error' : levelOf(summary, request.url);
    reply.log[level]({ ...summary, ...(error ? { err: error } : {}) }, 'request completed');
  }
}
