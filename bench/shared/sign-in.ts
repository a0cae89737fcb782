// Signing in through the real routes, the way a browser does; each returns a `name=value` cookie.
const JSON_HEADERS = { 'content-type': 'application/json' };

function cookiePair(response: Response, name: string): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie was set`);
  return cookie.split(';')[0] ?? cookie;
}

/** Signs up a fresh customer and signs in; returns the `sid=...` cookie. */
export async function signInNewCustomer(appUrl: string): Promise<string> {
  const email = `bench-${Date.now()}-${process.pid}@example.com`;
  const password = 'bench-password-123';
  const signup = await fetch(`${appUrl}/api/auth/signup`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ firstName: 'Bench', email, mobileNumber: '9876543210', password }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const signin = await fetch(`${appUrl}/api/auth/signin`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password }),
  });
  if (signin.status !== 200) throw new Error(`signin: ${signin.status} ${await signin.text()}`);
  return cookiePair(signin, 'sid');
}

/** The /superman console sign-in; returns the `admin_sid=...` cookie. */
export async function signInAdmin(appUrl: string, password: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/admin/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ password }),
  });
  if (response.status !== 200)
    throw new Error(`admin login: ${response.status} ${await response.text()}`);
  return cookiePair(response, 'admin_sid');
}
