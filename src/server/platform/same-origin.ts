// Sign-out by GET (SPEC: the Sign Out button is a navigation to /api/logout) must not run when
// another site triggers it with an image, a link or a redirect. A GET that
// ends a session acts only for a navigation from this site or one the person made themselves;
// otherwise the route answers a page asking to confirm, whose button is a same-origin link.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, noindexPage } from './html-page';

/**
 * Whether this GET comes from this site or from the person (address bar, bookmark):
 * Sec-Fetch-Site 'same-origin' or 'none'. Browsers that do not send it (Safari before 16.4,
 * Firefox before 90) are judged by Origin, else Referer (the app's Referrer-Policy is
 * same-origin, so its own pages send one): it must name this host. With no sign at all the
 * answer is no: another site may suppress Referer, so only the confirmation page is safe.
 */
export function isSameOriginNavigation(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const host = request.headers.host;
  if (!host) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return hostOf(origin) === host;
  const referer = request.headers.referer;
  if (referer !== undefined) return hostOf(referer) === host;
  return false;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export interface ConfirmSignOut {
  /** The sign-out route itself: following the link from this page is a same-origin navigation. */
  signOutPath: string;
  /** Where "Stay signed in" goes. */
  stayPath: string;
}

/**
 * Answers a GET sign-out that did not come from this site: a small page with no script (the CSP
 * allows none inline) asking to confirm. Never cached; the session is left alone.
 */
export async function sendSignOutConfirmation(
  reply: FastifyReply,
  { signOutPath, stayPath }: ConfirmSignOut,
): Promise<void> {
  await reply
    .status(200)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(confirmationPage(signOutPath, stayPath));
}

function confirmationPage(signOutPath: string, stayPath: string): string {
  return noindexPage({
    language: 'en',
    title: 'Sign out?',
    style: `body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:22rem;margin:1rem;padding:1.5rem;border:1px solid #e2e8f0;border-radius:.75rem;background:#fff;text-align:center}
h1{font-size:1.25rem;margin:0 0 .5rem}
p{margin:0 0 1.25rem;color:#475569}
a{display:inline-block;margin:.25rem;padding:.6rem 1.1rem;border-radius:.5rem;text-decoration:none;font-weight:600}
.primary{background:#0f172a;color:#fff}
.secondary{border:1px solid #cbd5e1;color:#0f172a}`,
    body: `<main>
<h1>Sign out?</h1>
<p>Do you want to sign out of this site?</p>
<a class="primary" href="${escapeHtml(signOutPath)}">Sign out</a>
<a class="secondary" href="${escapeHtml(stayPath)}">Stay signed in</a>
</main>`,
  });
}
