// The agent's photo and details on /agent/profile (SPEC §2): the photo with its upload button,
// name, agent code, Active or Inactive, member since, email, mobile number and address.
import type { AgentProfile } from '@/domain/agents.schema';
import { ProfilePhotoUpload } from '@/web/components/profile-photo/profile-photo-upload';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent } from '@/web/components/ui/card';
import { DetailList } from '@/web/components/ui/detail-list';
import { useT } from '@/web/i18n/i18n';
import { useUpdateAgentPhoto } from './api';

export function AgentPhotoCard({ agent }: { agent: AgentProfile }) {
  const { t, format } = useT();
  const upload = useUpdateAgentPhoto();
  const name = `${agent.firstName} ${agent.lastName}`;

  const details: Array<[string, string]> = [
    [t('agents.profile.email'), agent.email],
    [t('agents.profile.mobile'), agent.mobileNumber],
    [
      t('agents.profile.address'),
      `${agent.address}, ${agent.city}, ${agent.state} ${agent.pincode}`,
    ],
  ];

  return (
    <section aria-labelledby="agent-account-title">
      <Card>
        <CardContent className="flex flex-col gap-5 pt-5 sm:flex-row sm:items-start sm:pt-6">
          <ProfilePhotoUpload owner="agent" account={agent} name={name} upload={upload} />
          <div className="grid min-w-0 gap-3">
            <div className="grid gap-1.5 text-center sm:text-left">
              <h2 id="agent-account-title" className="text-xl font-semibold wrap-anywhere">
                {name}
              </h2>
              <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
                <Badge variant="outline" className="font-mono">
                  {t('agents.header.code', { code: agent.agentCode })}
                </Badge>
                <Badge variant={agent.isActive ? 'green' : 'red'}>
                  {agent.isActive ? t('agents.profile.active') : t('agents.profile.inactive')}
                </Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {t('agents.profile.memberSince', { date: format.date(agent.createdAt) })}
              </p>
            </div>
            <DetailList rows={details} stacked valueClassName="break-words max-sm:mb-1.5" />
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
