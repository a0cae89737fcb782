// For tests that run the real server as a child process (main.test.ts, the kill -9 test): a
// customer signed up and signed in over HTTP, as a browser would, and a request held in flight.
import http from 'node:http';

export async function signUpCustomerOverHttp(
  baseUrl: string,
  email: string,
  password: string,
): Promise<string> {
  const json = { 'content-type': 'application/json' };
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, mobileNumber: '9876543210', password }),
  });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  const signin = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (signin.status !== 200) throw new Error(`signin answered ${signin.status}`);
  return cookiePairOf(signin);
}

/** The `name=value` pair of the first cookie a response sets. */
export function cookiePairOf(response: Response): string {
  const header = response.headers.get('set-cookie');
  if (!header) throw new Error(`no cookie set (status ${response.status})`);
  return header.split(';')[0]!;
}

export interface HeldRequest {
  /** Sends the rest of the body: the server can then answer. */
  finish(): void;
  /** The status and `Connection` header of the answer; rejects if the server cut the request. */
  response: Promise<{ status: number; connection: string | undefined }>;
}

/**
 * A JSON POST held in flight: its headers and the first half of its body go out at once, the
 * rest when `finish()` is called (a slow upload, as far as the server can tell).
 */
export async function holdRequest(
  baseUrl: string,
  path: string,
  body: unknown,
): Promise<HeldRequest> {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const request = http.request(`${baseUrl}${path}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
  });
  const response = new Promise<{ status: number; connection: string | undefined }>(
    (resolve, reject) => {
      request.on('response', (answer) => {
        answer.resume();
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, connection: answer.headers.connection }),
        );
      });
      request.on('error', reject);
    },
  );
  // Rejections are the caller's to read; none goes unhandled meanwhile.
  response.catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    request.once('error', reject);
    request.write(text.slice(0, half), () => resolve());
  });
  return { finish: () => request.end(text.slice(half)), response };
}
