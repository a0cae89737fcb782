// Every page is its own chunk (DESIGN §5), fetched the first time its route is visited, or before
// hydrating the prerendered HTML of its address (prerendered-pages.ts).
import { lazyPage } from './lazy-page';

export const LandingPage = lazyPage(() => import('@/web/features/landing/landing-page'));
export const SignupPage = lazyPage(() => import('@/web/features/auth/signup-page'));
export const SigninPage = lazyPage(() => import('@/web/features/auth/signin-page'));
export const DashboardPage = lazyPage(() => import('./pages/dashboard-page'));
export const ProfilePage = lazyPage(() => import('./pages/profile-page'));
export const AdminLoginPage = lazyPage(() => import('@/web/features/admin/admin-login-page'));
export const AdminDashboardPage = lazyPage(
  () => import('@/web/features/admin/admin-dashboard-page'),
);
export const HelpPage = lazyPage(() => import('@/web/features/info/help-page'));
export const PolicyPage = lazyPage(() => import('@/web/features/info/policy-page'));
export const NotFoundPage = lazyPage(() => import('@/web/features/not-found/not-found-page'));
export const SubmitPage = lazyPage(() => import('@/web/features/submit/submit-page'));
export const DemoPage = lazyPage(() => import('@/web/features/demo/demo-page'));
export const AgentSignupPage = lazyPage(() => import('@/web/features/agents/agent-signup-page'));
export const AgentSigninPage = lazyPage(() => import('@/web/features/agents/agent-signin-page'));
export const AgentDashboardPage = lazyPage(() => import('./pages/agent-dashboard-page'));
export const AgentProfilePage = lazyPage(() => import('./pages/agent-profile-page'));
