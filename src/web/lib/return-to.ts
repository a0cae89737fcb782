// Where a person was when the app sent them to sign in (issue 15): a session that ended on
// /profile or mid-submit should not cost them the way back; nor a signed-out visit of a signed-in
// page, which offers Sign In (issue 28). Kept in sessionStorage (this tab only, gone when it
// closes) across the full navigation through /api/login, and taken once, by the sign-in page of
// the side the path belongs to: a seller's page after the seller's sign-in, an agent's after the
// agent's.

const KEY = 'return-to';
/** Sign-in pages and the API: going back there after signing in makes no sense. */
const NOT_BACK_TO = /^\/(signin|signup|auth|agent\/signin|agent\/signup)(?=$|[/?#])|^\/api\//;
/** The agent pages; the console (/superman) has its own sign-in and is nobody's way back. */
const AGENT_PAGES = /^\/agent(?=$|[/?#])/;
const CONSOLE_PAGES = /^\/superman(?=$|[/?#])/;

export type ReturnSide = 'customer' | 'agent';

/** Only a path of this site, and not a sign-in page: never an open redirect. */
function isReturnable(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  return !NOT_BACK_TO.test(path) && !CONSOLE_PAGES.test(path);
}

function sideOf(path: string): ReturnSide {
  return AGENT_PAGES.test(path) ? 'agent' : 'customer';
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

/** The remembered path of this side, once; null when there is none. */
export function takeReturnTo(side: ReturnSide = 'customer'): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path !== null && isReturnable(path) && sideOf(path) === side ? path : null;
  } catch {
    return null;
  }
}
