// Where a person was when the app sent them to sign in (issue 15): a session that ended on
// /profile or mid-submit should not cost them the way back. Kept in sessionStorage (this tab only,
// gone when it closes) across the full navigation through /api/login, and taken once.

const KEY = 'return-to';
/** Sign-in pages and the API: going back there after signing in makes no sense. */
const NOT_BACK_TO = /^\/(signin|signup|auth)(?=$|[/?#])|^\/api\//;

/** Only a path of this site, and not a sign-in page: never an open redirect. */
function isReturnable(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  return !NOT_BACK_TO.test(path);
}

/** Call just before leaving for the sign-in page. */
export function rememberReturnTo(path = window.location.pathname + window.location.search): void {
  if (!isReturnable(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode, full): the person lands on / as before.
  }
}

/** The remembered path, once; null when there is none. */
export function takeReturnTo(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path !== null && isReturnable(path) ? path : null;
  } catch {
    return null;
  }
}
