// The agent's photo and details on /agent/profile (SPEC §2). A new photo goes through the
// server's image pipeline; the browser checks only what it can tell before sending (SPEC §5).
import { Camera } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { agentPhotoProblem } from '../../../domain/agent-photo';
import type { AgentProfile } from '../../../domain/agents';
import { buttonVariants } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { AgentAvatar } from './agent-avatar';
import { useUpdateAgentPhoto } from './api';
import { useAgentText } from './use-agent-text';

export function AgentPhotoCard({ agent }: { agent: AgentProfile }) {
  const { t } = useT();
  const { message, failure } = useAgentText();
  const upload = useUpdateAgentPhoto();
  const name = `${agent.firstName} ${agent.lastName}`;

  function failed(description: string) {
    toast({ variant: 'destructive', title: t('agents.photo.failedTitle'), description });
  }

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = agentPhotoProblem(file);
    if (problem) {
      failed(message(problem));
      return;
    }
    try {
      await upload.mutateAsync(file);
    } catch (error) {
      failed(failure(error, t('agents.photo.failed')));
      return;
    }
    toast({ title: t('agents.photo.updatedTitle'), description: t('agents.photo.updated') });
  }

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
          <div className="flex shrink-0 flex-col items-center gap-3 self-center sm:self-auto">
            <AgentAvatar agent={agent} className="size-24 text-3xl" />
            <label
              className={cn(
                buttonVariants({ variant: 'outline', size: 'sm' }),
                'cursor-pointer focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2',
                upload.isPending && 'pointer-events-none opacity-60',
              )}
            >
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                disabled={upload.isPending}
                onChange={(event) => void onPick(event)}
              />
              {upload.isPending ? (
                <Spinner label={t('agents.photo.uploading')} showLabel className="text-inherit" />
              ) : (
                <>
                  <Camera aria-hidden="true" />
                  {t('agents.photo.upload')}
                </>
              )}
            </label>
          </div>
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
                {t('agents.profile.memberSince', { date: formatDate(agent.createdAt) })}
              </p>
            </div>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              {details.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="mb-1.5 min-w-0 break-words sm:mb-0">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
