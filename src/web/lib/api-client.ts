// The one API client (SPEC §7): cookies always, JSON bodies with a JSON content type (FormData is
// passed untouched so the browser sets the multipart boundary), and every non-success answer
// becomes Error('{status}: {body text or status text}'), the shape friendlyErrorMessage reads.

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const response = await send(url, init);
  await throwIfNotOk(response);
  return readBody<T>(response);
}

export interface GetOptions {
  /** 'returnNull': a 401 means "nobody signed in", not an error (SPEC §4 authentication). */
  on401?: 'throw' | 'returnNull';
}

export async function apiGet<T>(url: string, options: { on401: 'returnNull' }): Promise<T | null>;
export async function apiGet<T>(url: string, options?: GetOptions): Promise<T>;
export async function apiGet<T>(url: string, options: GetOptions = {}): Promise<T | null> {
  const response = await send(url, { method: 'GET', credentials: 'include' });
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return readBody<T>(response);
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    // fetch rejects only when no answer arrived; the word 'Network' selects the SPEC §8 message.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Network error: ${reason}`, { cause: error });
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new Error(`${response.status}: ${text || response.statusText}`);
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

export interface UploadOptions {
  /** Called with the share of the request body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting rejects with an AbortError and stops sending. */
  signal?: AbortSignal;
}

/**
 * POSTs multipart form data and reports upload progress. fetch cannot report how much of a
 * request body has been sent, XMLHttpRequest can; cookies and the '{status}: {body}' error rule
 * are the same as apiRequest's.
 */
export function apiUpload<T>(url: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', url);
    xhr.withCredentials = true;
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parseXhrBody<T>(xhr));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
    };
    // As with fetch: no answer at all. The word 'Network' selects the SPEC §8 message.
    xhr.onerror = () => {
      settle();
      reject(new Error('Network error: the upload did not reach the server'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send(body);
  });
}

function parseXhrBody<T>(xhr: XMLHttpRequest): T {
  const text = xhr.responseText;
  if (!text) return undefined as T;
  const type = xhr.getResponseHeader('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}
