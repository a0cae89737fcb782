// Every page is its own chunk (DESIGN §5), fetched the first time its route is visited.
import { lazy } from 'react';

export const LandingPage = lazy(() => import('../features/landing/landing-page'));
export const SignupPage = lazy(() => import('../features/auth/signup-page'));
export const SigninPage = lazy(() => import('../features/auth/signin-page'));
export const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
export const ProfilePage = lazy(() => import('../features/profile/profile-page'));
export const AdminLoginPage = lazy(() => import('../features/admin/admin-login-page'));
export const AdminDashboardPage = lazy(() => import('../features/admin/admin-dashboard-page'));
export const HelpPage = lazy(() => import('../features/info/help-page'));
export const PolicyPage = lazy(() => import('../features/info/policy-page'));
export const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));
/** The signed-in header, wallet and routes: signed-out visitors never download them. */
export const SignedInApp = lazy(() => import('./signed-in-app'));
export const SubmitPage = lazy(() => import('../features/submit/submit-page'));
export const DemoPage = lazy(() => import('../features/demo/demo-page'));
export const AgentSignupPage = lazy(() => import('../features/agents/agent-signup-page'));
export const AgentSigninPage = lazy(() => import('../features/agents/agent-signin-page'));
export const AgentDashboardPage = lazy(() => import('../features/agents/agent-dashboard-page'));
export const AgentProfilePage = lazy(() => import('../features/agents/agent-profile-page'));
