// The agent profile (SPEC §2) with the notification bell in its header, the agent's
// notification preferences (issue 13) and "Your data" (issue 15), which asks the agent pages' own
// session read before a download.
import { agentEndpoints } from '@/contract/agents';
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
          <YourDataCard audience="agent" sessionRead={agentEndpoints.profile} />
        </>
      }
    />
  );
}
