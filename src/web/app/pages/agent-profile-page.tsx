// The agent profile (SPEC §2) with the notification bell in its header and the agent's
// notification preferences (issue 13).
import AgentProfilePage from '@/web/features/agents/agent-profile-page';
import { NotificationBell } from '@/web/features/notifications/notification-bell';
import { NotificationPreferencesCard } from '@/web/features/notifications/notification-preferences-card';
import { YourDataCard } from '@/web/features/privacy/your-data-card';

export default function AgentProfile() {
  return (
    <AgentProfilePage
      headerActions={<NotificationBell audience="agent" />}
      preferences={
        <>
          <NotificationPreferencesCard audience="agent" />
          <YourDataCard audience="agent" />
        </>
      }
    />
  );
}
