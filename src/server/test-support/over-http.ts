// For tests that run the real server as a child process (main.test.ts, the kill -9 test): a
// customer signed up and signed in over HTTP, as a browser would.
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
