// The one API client (SPEC §7), typed by the endpoint contracts (src/contract): cookies always,
// JSON bodies with a JSON content type, FormData untouched (the browser sets the multipart
// boundary). Every non-success answer becomes an ApiError whose message is
// '{status}: {body text or status text}' (SPEC §7) and which carries the body's code and params,
// the only things the screens decide on.
import type { ErrorParams } from '@/contract/define-error';
import { pathOf, type EndpointSpec, type ReplyOf, type RequestOf } from '@/contract/endpoint';
import type { ErrorCode } from '@/contract/error-codes';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The catalogue code, or null when the answer did not come from our API (a proxy page). */
    readonly code: ErrorCode | null,
    readonly params: ErrorParams,
    /** The body's `message`: the SPEC text, in English. */
    readonly serverMessage: string,
    bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

/** No answer arrived at all. The word 'Network' selects the SPEC §8 message. */
export class NetworkError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(`Network error: ${reason}`, options);
    this.name = 'NetworkError';
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Told of every 401 an endpoint answers, whoever made the call (a query, a mutation, an upload):
 * the signed-in shells ask whether their session has ended (lib/use-session-watch.ts).
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function noteStatus(status: number): void {
  if (status !== 401) return;
  for (const listener of unauthorizedListeners) listener();
}

export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

type RequestArgs<E extends EndpointSpec> =
  object extends RequestOf<E> ? [request?: RequestOf<E>] : [request: RequestOf<E>];

/** The URL of an endpoint: path parameters filled in, query appended. */
export function urlOf<E extends EndpointSpec>(endpoint: E, request?: RequestOf<E>): string {
  const { params, query } = (request ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  const path = pathOf(endpoint.path, params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export async function callEndpoint<E extends EndpointSpec>(
  endpoint: E,
  ...[request]: RequestArgs<E>
): Promise<ReplyOf<E>> {
  const response = await send(endpoint, request);
  await throwIfNotOk(response);
  return readBody(response) as Promise<ReplyOf<E>>;
}

/**
 * As callEndpoint, but a 401 answers null: "nobody is signed in" is a state, not an error
 * (SPEC §4 authentication; the agent session likewise).
 */
export async function callEndpointIfSignedIn<E extends EndpointSpec>(
  endpoint: E,
  ...[request]: RequestArgs<E>
): Promise<ReplyOf<E> | null> {
  const response = await send(endpoint, request);
  if (response.status === 401) {
    noteStatus(401);
    return null;
  }
  await throwIfNotOk(response);
  return readBody(response) as Promise<ReplyOf<E>>;
}

async function send<E extends EndpointSpec>(
  endpoint: E,
  request: RequestOf<E> | undefined,
): Promise<Response> {
  const init: RequestInit = { method: endpoint.method, credentials: 'include' };
  const body = (request as { body?: unknown } | undefined)?.body;
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  try {
    return await fetch(urlOf(endpoint, request), init);
  } catch (error) {
    // fetch rejects only when no answer arrived.
    throw new NetworkError(error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  noteStatus(response.status);
  const text = await response.text().catch(() => '');
  throw errorOf(response.status, response.statusText, text);
}

function errorOf(status: number, statusText: string, bodyText: string): ApiError {
  let code: ErrorCode | null = null;
  let params: ErrorParams = {};
  let serverMessage = '';
  try {
    const body = JSON.parse(bodyText) as { code?: unknown; message?: unknown; params?: unknown };
    // A code of our catalogue: screens compare it with the codes they handle. (Checking it against
    // the catalogue here would put every English error text on the first page.)
    if (typeof body.code === 'string' && body.code) code = body.code as ErrorCode;
    if (typeof body.message === 'string') serverMessage = body.message;
    if (body.params && typeof body.params === 'object') params = body.params as ErrorParams;
  } catch {
    // Not our JSON (a proxy's error page): no code, the status decides.
  }
  return new ApiError(status, code, params, serverMessage, bodyText, statusText);
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('image/')) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

export interface UploadOptions {
  /** Called with the share of the request body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting rejects with an AbortError and stops sending. */
  signal?: AbortSignal;
}

/**
 * Sends a multipart endpoint's FormData and reports upload progress. fetch cannot report how much
 * of a request body has been sent, XMLHttpRequest can; cookies and errors are as callEndpoint's.
 */
export function uploadToEndpoint<E extends EndpointSpec>(
  endpoint: E,
  request: RequestOf<E>,
  { onProgress, signal }: UploadOptions = {},
): Promise<ReplyOf<E>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open(endpoint.method, urlOf(endpoint, request));
    xhr.withCredentials = true;
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        const text = xhr.responseText;
        const type = xhr.getResponseHeader('content-type') ?? '';
        try {
          resolve(
            (text && type.includes('json') ? JSON.parse(text) : text || undefined) as ReplyOf<E>,
          );
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      noteStatus(xhr.status);
      reject(errorOf(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => {
      settle();
      reject(new NetworkError('the upload did not reach the server'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send((request as { body?: FormData }).body ?? null);
  });
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}
