// Calls into the real app (app.inject) named by their contracts, so a test says which endpoint it
// calls, not a URL typed by hand. Bodies are deliberately untyped: tests send wrong ones too.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { EndpointSpec } from '@/contract/endpoint';
import { ERRORS, isErrorCode, type ErrorBody, type ErrorCode } from '@/contract/error-codes';
import { REQUEST_MESSAGES } from '@/domain/rule-messages';
import { urlOf, type EndpointAddress } from '@/test-support/endpoint-url';

export type InjectResponse = LightMyRequestResponse;

/** The app a call goes to: a Fastify instance or anything that has one (a TestApp). */
export type AppLike = FastifyInstance | { app: FastifyInstance };

export function fastifyOf(target: AppLike): FastifyInstance {
  return 'app' in target && 'database' in target ? target.app : (target as FastifyInstance);
}

export interface FilePart {
  /** Form field name. */
  field: string;
  name?: string;
  type?: string;
  bytes: Buffer;
}

export interface CallRequest extends EndpointAddress {
  /** A JSON body (anything, a wrong one included). */
  body?: unknown;
  /** A multipart body: text fields first, then the files, as a browser's FormData sends them. */
  form?: { fields?: Record<string, string>; files?: FilePart[] };
  /** Cookie header: one session ('sid=...') or several joined with '; '. */
  cookie?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/**
 * The files of an Aadhaar form, the customer's identity and the agent's documents alike: the front
 * and back images under their fields (a side left null is not sent).
 */
export function aadhaarSides(
  front: Buffer | null,
  back: Buffer | null,
  type = 'image/jpeg',
): FilePart[] {
  return [
    ...(front ? [{ field: 'aadharFront', name: 'front.jpg', type, bytes: front }] : []),
    ...(back ? [{ field: 'aadharBack', name: 'back.jpg', type, bytes: back }] : []),
  ];
}

/** A multipart/form-data body built by the platform's own FormData (the browser's encoding). */
export async function multipartBody(
  files: readonly FilePart[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((file, index) => {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? `photo-${index + 1}.jpg`,
    );
  });
  const request = new Request('http://x/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Calls an endpoint of the app as a browser would. */
export async function call(
  target: AppLike,
  endpoint: EndpointSpec,
  request: CallRequest = {},
): Promise<InjectResponse> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.cookie) headers.cookie = request.cookie;
  let payload: string | Buffer | object | undefined;
  if (request.form) {
    const body = await multipartBody(request.form.files ?? [], request.form.fields);
    Object.assign(headers, body.headers);
    payload = body.payload;
  } else if (request.body !== undefined) {
    payload = request.body as object;
  }
  return fastifyOf(target).inject({
    method: endpoint.method,
    url: urlOf(endpoint, request),
    headers,
    ...(payload !== undefined ? { payload } : {}),
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
  });
}

/** As call(), but the answer must be a success: returns its JSON (throws with the body otherwise). */
export async function callOk<T = unknown>(
  target: AppLike,
  endpoint: EndpointSpec,
  request: CallRequest = {},
): Promise<T> {
  const response = await call(target, endpoint, request);
  if (response.statusCode >= 300) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered ${response.statusCode}: ${response.body}`,
    );
  }
  return response.json<T>();
}

/** GET of a public file the app serves (a photo URL from an upload): the answer and its bytes. */
export async function served(
  target: AppLike,
  url: string,
): Promise<{ response: InjectResponse; bytes: Buffer }> {
  const response = await fastifyOf(target).inject({ method: 'GET', url });
  return { response, bytes: response.rawPayload };
}

/** Value of a Set-Cookie in the response, or undefined when the response did not set it. */
export function cookieOf(response: InjectResponse, name: string): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

/** The Set-Cookie attributes of one cookie (httpOnly, sameSite, secure, path, maxAge...). */
export function setCookieOf(response: InjectResponse, name: string) {
  return response.cookies.find((c) => c.name === name) as
    | {
        name: string;
        value: string;
        path?: string;
        maxAge?: number;
        expires?: Date;
        httpOnly?: boolean;
        secure?: boolean;
        sameSite?: string;
      }
    | undefined;
}

/**
 * Asserts the API's error shape: exactly { code, message, params } with a catalogue code and the
 * status the catalogue gives it (no stack, no SQL). Returns the body.
 */
export function errorBodyOf(response: InjectResponse): ErrorBody {
  const body = response.json<Record<string, unknown>>();
  const keys = Object.keys(body).sort();
  if (
    keys.join(',') !== 'code,message,params' ||
    !isErrorCode(body.code) ||
    typeof body.message !== 'string' ||
    typeof body.params !== 'object' ||
    body.params === null
  ) {
    throw new Error(`error body is not exactly { code, message, params }: ${response.body}`);
  }
  if (ERRORS[body.code].status !== response.statusCode) {
    throw new Error(
      `${body.code} answered ${response.statusCode}, the catalogue says ${ERRORS[body.code].status}`,
    );
  }
  return body as unknown as ErrorBody;
}

/** The message of an error answer (the shape checked as errorBodyOf does). */
export function errorMessageOf(response: InjectResponse): string {
  return errorBodyOf(response).message;
}

/** The code of an error answer (the shape checked as errorBodyOf does). */
export function errorCodeOf(response: InjectResponse): ErrorCode {
  return errorBodyOf(response).code;
}

/** Page queries every paged list refuses with 400 INVALID_INPUT, and the message each gets. */
export const REFUSED_PAGE_QUERIES: ReadonlyArray<
  readonly [Record<string, string | number>, string]
> = [
  [{ page: 0 }, REQUEST_MESSAGES.pageMin],
  [{ pageSize: 0 }, REQUEST_MESSAGES.pageSizeMin],
  [{ pageSize: 201 }, REQUEST_MESSAGES.pageSizeMax],
  // zod's own text: the screens never send a page that is not a number.
  [{ page: 'abc' }, 'Invalid input: expected number, received NaN'],
];
