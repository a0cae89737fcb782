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
