// Every page is its own chunk (DESIGN §5), fetched the first time its route is visited, or before
// hydrating the prerendered HTML of its address (prerendered-pages.ts).
import { lazy } from '@/web/lib/lazy';

export const LandingPage = lazy(() =>
  import('@/web/features/landing/landing-page').then((module) => module.default),
);
export const SignupPage = lazy(() =>
  import('@/web/features/auth/signup-page').then((module) => module.default),
);
export const SigninPage = lazy(() =>
  import('@/web/features/auth/signin-page').then((module) => module.default),
);
export const DashboardPage = lazy(() =>
  import('./pages/dashboard-page').then((module) => module.default),
);
export const ProfilePage = lazy(() =>
  import('./pages/profile-page').then((module) => module.default),
);
export const AdminLoginPage = lazy(() =>
  import('@/web/features/admin-sign-in/admin-login-page').then((module) => module.default),
);
export const AdminDashboardPage = lazy(() =>
  import('@/web/app/pages/admin-dashboard-page').then((module) => module.default),
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
export const SubmitPage = lazy(() =>
  import('@/web/features/submit/submit-page').then((module) => module.default),
);
export const DemoPage = lazy(() =>
  import('@/web/features/demo/demo-page').then((module) => module.default),
);
export const AgentSignupPage = lazy(() =>
  import('@/web/features/agents/agent-signup-page').then((module) => module.default),
);
export const AgentSigninPage = lazy(() =>
  import('@/web/features/agents/agent-signin-page').then((module) => module.default),
);
export const AgentDashboardPage = lazy(() =>
  import('./pages/agent-dashboard-page').then((module) => module.default),
);
export const AgentProfilePage = lazy(() =>
  import('./pages/agent-profile-page').then((module) => module.default),
);
