// On an agent's card in the console's Agents tab (issue 15): the agent's open requests to change
// locked bank details or Aadhaar images, with the reason and the day asked, and Approve Change /
// Decline (the server audits the decision with the admin's id and tells the agent). An approved
// request stays listed until the agent has entered the details again.
import { Check, X } from 'lucide-react';
import { useId, useRef } from 'react';
import type { AgentChangeDecision } from '@/domain/agent';
import type { AdminAgent, AgentChange } from '@/domain/agents';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { useAdminFailureRedirect } from '@/web/features/admin/use-admin-failure';
import { addEnglish, useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { useDecideAgentChange } from './api';
import agentsEnglish from '@/web/i18n/locales/en/agents';

addEnglish(agentsEnglish);

export function ChangeRequests({ agent, name }: { agent: AdminAgent; name: string }) {
  const { t } = useT();
  const titleId = useId();
  const waiting = [agent.bankChange, agent.aadharChange].filter(
    (change): change is AgentChange =>
      change !== null && (change.status === 'open' || change.status === 'approved'),
  );
  if (waiting.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-2 rounded-lg border border-yellow-200 bg-yellow-50 p-3 text-yellow-950"
    >
      <h4 id={titleId} className="text-sm font-semibold">
        {t('adminAgents.change.title')}
      </h4>
      <ul className="grid gap-3">
        {waiting.map((change) => (
          <ChangeRequestItem key={change.id} agentId={agent.id} name={name} change={change} />
        ))}
      </ul>
    </section>
  );
}

function ChangeRequestItem({
  agentId,
  name,
  change,
}: {
  agentId: number;
  name: string;
  change: AgentChange;
}) {
  const { t, format } = useT();
  const errorText = useErrorText();
  const onFailure = useAdminFailureRedirect();
  const decide = useDecideAgentChange();
  const labelId = useId();
  const what = t(change.kind === 'bank' ? 'adminAgents.change.bank' : 'adminAgents.change.aadhar');

  // A double click lands twice before the disabled buttons re-render: one decision only.
  const inFlight = useRef(false);

  function send(decision: AgentChangeDecision) {
    if (inFlight.current) return;
    inFlight.current = true;
    decide.mutate(
      { agentId, requestId: change.id, decision },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: () =>
          toast(
            decision === 'approve'
              ? {
                  title: t('adminAgents.change.approvedTitle'),
                  description: t('adminAgents.change.approved', { name }),
                }
              : {
                  title: t('adminAgents.change.declinedTitle'),
                  description: t('adminAgents.change.declined', { name }),
                },
          ),
        onError: (error) =>
          onFailure(error, {
            title: t('common.error'),
            description: errorText(error, t('adminAgents.change.failed')),
          }),
      },
    );
  }

  return (
    <li className="grid gap-1.5 text-sm">
      <p id={labelId} className="font-medium">
        {what}
        <span className="sr-only"> · {name}</span>
      </p>
      <p className="wrap-anywhere">“{change.reason}”</p>
      <p className="text-xs text-yellow-900">
        {t('adminAgents.change.askedOn', { date: format.date(change.createdAt) })}
      </p>
      {change.status === 'approved' ? (
        <p className="text-xs font-medium">{t('adminAgents.change.unlocked')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            aria-describedby={labelId}
            disabled={decide.isPending}
            onClick={() => send('approve')}
          >
            <Check aria-hidden="true" />
            {t('adminAgents.change.approve')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-describedby={labelId}
            disabled={decide.isPending}
            onClick={() => send('decline')}
          >
            <X aria-hidden="true" />
            {t('adminAgents.change.decline')}
          </Button>
        </div>
      )}
    </li>
  );
}
