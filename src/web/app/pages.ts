// Every page is its own chunk (DESIGN §5), fetched the first time its route is visited, or before
// hydrating the prerendered HTML of its address (prerendered-pages.ts), together with the areas
// of English it draws beyond the shell's (`english`, fetched alongside: docs/decisions/0037). A
// page's areas cover its dialogs, forms and cards fetched later; src/web/i18n/english-areas.test.ts
// holds each list to the keys the modules the page reaches use.
import { lazy } from '@/web/lib/lazy';

export const LandingPage = lazy(
  () => import('@/web/features/landing/landing-page').then((module) => module.default),
  { english: ['demo'] },
);
export const SignupPage = lazy(
  () => import('@/web/features/auth/signup-page').then((module) => module.default),
  { english: ['agent-auth', 'privacy'] },
);
export const SigninPage = lazy(
  () => import('@/web/features/auth/signin-page').then((module) => module.default),
  { english: ['agent-auth'] },
);
export const DashboardPage = lazy(
  () => import('./pages/dashboard-page').then((module) => module.default),
  { english: ['seller-items', 'shipments'] },
);
export const ProfilePage = lazy(
  () => import('./pages/profile-page').then((module) => module.default),
  {
    english: [
      'components',
      'notifications',
      'privacy',
      'seller-items',
      'shipments',
      'verification',
    ],
  },
);
export const AdminLoginPage = lazy(
  () => import('@/web/features/admin-sign-in/admin-login-page').then((module) => module.default),
  { english: ['admin-staff'] },
);
export const AdminDashboardPage = lazy(
  () => import('./pages/admin-dashboard-page').then((module) => module.default),
  {
    english: [
      'admin-items',
      'admin-lists',
      'components',
      'privacy',
      'review-queue',
      'shipments',
      'verification',
    ],
  },
);
export const HelpPage = lazy(() =>
  import('@/web/features/info/help-page').then((module) => module.default),
);
export const PolicyPage = lazy(() =>
  import('@/web/features/info/policy-page').then((module) => module.default),
);
export const NotFoundPage = lazy(() =>
  import('@/web/features/not-found/not-found-page').then((module) => module.default),
);
export const SubmitPage = lazy(
  () => import('@/web/features/submit/submit-page').then((module) => module.default),
  { english: ['seller-items'] },
);
export const DemoPage = lazy(
  () => import('@/web/features/demo/demo-page').then((module) => module.default),
  { english: ['demo'] },
);
export const AgentSignupPage = lazy(
  () => import('@/web/features/agents/agent-signup-page').then((module) => module.default),
  { english: ['agent-auth', 'agents', 'components', 'privacy'] },
);
export const AgentSigninPage = lazy(
  () => import('@/web/features/agents/agent-signin-page').then((module) => module.default),
  { english: ['agent-auth', 'agents', 'components'] },
);
export const AgentDashboardPage = lazy(
  () => import('./pages/agent-dashboard-page').then((module) => module.default),
  { english: ['agents', 'components', 'notifications'] },
);
export const AgentProfilePage = lazy(
  () => import('./pages/agent-profile-page').then((module) => module.default),
  { english: ['agents', 'components', 'notifications', 'privacy', 'verification'] },
);
