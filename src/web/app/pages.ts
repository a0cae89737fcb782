// Every page is its own chunk (DESIGN §5), fetched the first time its route is visited.
import { lazy } from 'react';

export const LandingPage = lazy(() => import('@/web/features/landing/landing-page'));
export const SignupPage = lazy(() => import('@/web/features/auth/signup-page'));
export const SigninPage = lazy(() => import('@/web/features/auth/signin-page'));
export const DashboardPage = lazy(() => import('./pages/dashboard-page'));
export const ProfilePage = lazy(() => import('./pages/profile-page'));
export const AdminLoginPage = lazy(() => import('@/web/features/admin/admin-login-page'));
export const AdminDashboardPage = lazy(() => import('@/web/features/admin/admin-dashboard-page'));
export const HelpPage = lazy(() => import('@/web/features/info/help-page'));
export const PolicyPage = lazy(() => import('@/web/features/info/policy-page'));
export const NotFoundPage = lazy(() => import('@/web/features/not-found/not-found-page'));
/** The signed-in header, wallet and routes: signed-out visitors never download them. */
export const SignedInApp = lazy(() => import('./signed-in-app'));
export const SubmitPage = lazy(() => import('@/web/features/submit/submit-page'));
export const DemoPage = lazy(() => import('@/web/features/demo/demo-page'));
export const AgentSignupPage = lazy(() => import('@/web/features/agents/agent-signup-page'));
export const AgentSigninPage = lazy(() => import('@/web/features/agents/agent-signin-page'));
export const AgentDashboardPage = lazy(() => import('./pages/agent-dashboard-page'));
export const AgentProfilePage = lazy(() => import('./pages/agent-profile-page'));
