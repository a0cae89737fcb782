// Every page address of the web app, in one place: the router, the links, the server's
// redirects and the e2e tests all read them from here (SPEC §2 route table).

export const PATHS = {
  home: '/',
  signin: '/signin',
  signup: '/signup',
  /** Redirects to /signin (DESIGN §8). */
  auth: '/auth',
  submit: '/submit',
  profile: '/profile',
  demo: '/demo',
  help: '/help',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  adminLogin: '/superman',
  adminDashboard: '/superman/dashboard',
  agent: '/agent',
  agentDashboard: '/agent/dashboard',
  agentProfile: '/agent/profile',
  agentSignup: '/agent/signup',
  agentSignin: '/agent/signin',
  /** Browser navigations answered by the server (SPEC §7). */
  apiLogin: '/api/login',
  apiLogout: '/api/logout',
  apiAgentLogout: '/api/agent/logout',
} as const;

export type PagePath = (typeof PATHS)[keyof typeof PATHS];

/** The sections of /help the footer's quick links open (SPEC §2 footer), in their order. */
export const HELP_SECTIONS = ['how-it-works', 'pricing', 'faqs', 'contact'] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

/** A section of /help: '/help#faqs'. */
export function helpSectionPath(section: HelpSection): `${typeof PATHS.help}#${HelpSection}` {
  return `${PATHS.help}#${section}`;
}

/** The admin console's tabs (SPEC §2), in their order on screen. */
export const ADMIN_TABS = [
  'items',
  'shipments',
  'payments',
  'users',
  'agents',
  'analytics',
  'audit',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === 'string' && (ADMIN_TABS as readonly string[]).includes(value);
}

/**
 * The console's list state in the address: the page of each paged list, and which of the Items
 * tab's two lists is open ('pending' unless it says 'all').
 */
export const ADMIN_LIST_PARAMS = [
  'itemsList',
  'pendingPage',
  'allPage',
  'shipmentsPage',
  'paymentsPage',
  'usersPage',
  'agentsPage',
  'failedPage',
  'auditPage',
] as const;
export type AdminListParam = (typeof ADMIN_LIST_PARAMS)[number];

/**
 * A place in the admin console: the tab, and any of its list state, kept in the address so that a
 * reload or a shared link lands on the same view.
 */
export function adminDashboardPath(
  tab: AdminTab,
  state: Partial<Record<AdminListParam, string | number>> = {},
): string {
  const search = new URLSearchParams({
    tab,
    ...Object.fromEntries(Object.entries(state).map(([k, v]) => [k, String(v)])),
  });
  return `${PATHS.adminDashboard}?${search.toString()}`;
}
