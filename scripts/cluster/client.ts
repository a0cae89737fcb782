// Calls an endpoint of a running server over real HTTP, named by its contract (the API tests'
// `call` goes through app.inject instead). Bodies are JSON or a multipart form as a browser sends.
import type { EndpointSpec } from '@/contract/endpoint';
import { multipartBody, type CallRequest } from '@/server/test-support/http';
import { urlOf } from '@/test-support/endpoint-url';

export interface HttpReply {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text(): string;
  json<T = unknown>(): T;
  /** `name=value` of a cookie the answer set, ready for a Cookie header. */
  cookie(name: string): string | undefined;
}

export async function send(
  baseUrl: string,
  endpoint: EndpointSpec,
  request: Omit<CallRequest, 'remoteAddress'> = {},
): Promise<HttpReply> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.cookie) headers.cookie = request.cookie;
  let body: Buffer | string | undefined;
  if (request.form) {
    const form = await multipartBody(request.form.files ?? [], request.form.fields);
    Object.assign(headers, form.headers);
    body = form.payload;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  return get(`${baseUrl}${urlOf(endpoint, request)}`, { method: endpoint.method, headers, body });
}

/** Any request by URL (a photo URL an upload answered with, /readyz). */
export async function get(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<HttpReply> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body === undefined ? undefined : new Uint8Array(Buffer.from(init.body)),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    text: () => bytes.toString('utf8'),
    json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
    cookie: (name) =>
      response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1),
  };
}

/** As send(), but the answer must be a success: throws with the status and body otherwise. */
export async function sendOk(
  baseUrl: string,
  endpoint: EndpointSpec,
  request: Omit<CallRequest, 'remoteAddress'> = {},
): Promise<HttpReply> {
  const reply = await send(baseUrl, endpoint, request);
  if (reply.status >= 300) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered ${reply.status}: ${reply.text().slice(0, 300)}`,
    );
  }
  return reply;
}
