// The public pages whose HTML the build writes (scripts/prerender.ts) and the server sends to a
// visitor without a session (src/server/platform/web-app.ts), as a signed-out visitor sees them
// in English; the app hydrates them (docs/decisions/0019). Any address the app does not know gets
// the 404 page's HTML.
import { PATHS } from '@/domain/paths';
import type { ComponentType } from 'react';
import type { Lazy } from '@/web/lib/lazy';
import {
  AdminLoginPage,
  AgentSigninPage,
  AgentSignupPage,
  DemoPage,
  LandingPage,
  NotFoundPage,
  SigninPage,
  SignupPage,
} from './pages';

export interface PrerenderedPage {
  /** The address, or null for the 404 page (any address the app does not route). */
  path: string | null;
  /** Its file in dist/web/prerendered/, without .html. */
  file: string;
  /** The page's module, whose chunk the HTML preloads (the build manifest's key). */
  module: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take their route's props
  page: Lazy<ComponentType<any>>;
}

export const NOT_FOUND_PAGE: PrerenderedPage = {
  path: null,
  file: 'not-found',
  module: 'src/web/features/not-found/not-found-page.tsx',
  page: NotFoundPage,
};

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    path: PATHS.home,
    file: 'landing',
    module: 'src/web/features/landing/landing-page.tsx',
    page: LandingPage,
  },
  {
    path: PATHS.signin,
    file: 'signin',
    module: 'src/web/features/auth/signin-page.tsx',
    page: SigninPage,
  },
  {
    path: PATHS.signup,
    file: 'signup',
    module: 'src/web/features/auth/signup-page.tsx',
    page: SignupPage,
  },
  {
    path: PATHS.demo,
    file: 'demo',
    module: 'src/web/features/demo/demo-page.tsx',
    page: DemoPage,
  },
  {
    path: PATHS.adminLogin,
    file: 'superman',
    module: 'src/web/features/admin-sign-in/admin-login-page.tsx',
    page: AdminLoginPage,
  },
  {
    path: PATHS.agentSignin,
    file: 'agent-signin',
    module: 'src/web/features/agents/agent-signin-page.tsx',
    page: AgentSigninPage,
  },
  {
    path: PATHS.agentSignup,
    file: 'agent-signup',
    module: 'src/web/features/agents/agent-signup-page.tsx',
    page: AgentSignupPage,
  },
  NOT_FOUND_PAGE,
];

/**
 * The prerendered page the server sent for this address (the 404 page for unknown ones), matched
 * as the router matches it: any case, one optional trailing slash (src/server/platform/web-app.ts).
 */
export function prerenderedPageAt(pathname: string): PrerenderedPage {
  const lower = pathname.toLowerCase();
  const route = lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
  return PRERENDERED_PAGES.find((entry) => entry.path === route) ?? NOT_FOUND_PAGE;
}
