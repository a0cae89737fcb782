// The agent dashboard (SPEC §2) with the notification bell in its header (issue 13).
import AgentDashboardPage from '@/web/features/agents/agent-dashboard-page';
import { NotificationBell } from '@/web/features/notifications/notification-bell';

export default function AgentDashboard() {
  return <AgentDashboardPage headerActions={<NotificationBell audience="agent" />} />;
}
