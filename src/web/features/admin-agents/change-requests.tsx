// On an agent's card in the console's Agents tab (issue 15): the agent's open requests to change
// locked bank details or Aadhaar images, with the reason and the day asked, and Approve Change /
// Decline, each behind a confirm step (the server audits the decision with the admin's id and
// tells the agent). An approved request stays listed until the agent has entered the details again.
import { Check, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { AgentChangeDecision } from '@/domain/agent-kinds';
import type { AdminAgent, AgentChange } from '@/domain/agents.schema';
import { ConfirmDialog } from '@/web/components/ui/action-dialog';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { useAdminFailureRedirect } from '@/web/console/use-admin-failure';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { useDecideAgentChange } from './api';

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
  const labelId = useId();
  const what = t(change.kind === 'bank' ? 'adminAgents.change.bank' : 'adminAgents.change.aadhar');

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
          {(['approve', 'decline'] as const).map((decision) => (
            <DecisionDialog
              key={decision}
              decision={decision}
              agentId={agentId}
              name={name}
              what={what}
              change={change}
              labelId={labelId}
            />
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * Approve Change or Decline behind the console's confirm step (decision 0028): either one is
 * final (the agent is told at once, and an approval unlocks the details), so one stray click must
 * not decide it.
 */
function DecisionDialog({
  decision,
  agentId,
  name,
  what,
  change,
  labelId,
}: {
  decision: AgentChangeDecision;
  agentId: number;
  name: string;
  what: string;
  change: AgentChange;
  labelId: string;
}) {
  const { t } = useT();
  const errorText = useErrorText();
  const onFailure = useAdminFailureRedirect();
  const decide = useDecideAgentChange();
  const [open, setOpen] = useState(false);
  const approving = decision === 'approve';
  const label = t(approving ? 'adminAgents.change.approve' : 'adminAgents.change.decline');

  // A double click lands twice before the disabled button re-renders: one decision only.
  const inFlight = useRef(false);

  async function onConfirm() {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await decide.mutateAsync({ agentId, requestId: change.id, decision });
    } catch (error) {
      setOpen(false);
      onFailure(error, {
        title: t('common.error'),
        description: errorText(error, t('adminAgents.change.failed')),
      });
      return;
    } finally {
      inFlight.current = false;
    }
    setOpen(false);
    toast(
      approving
        ? {
            title: t('adminAgents.change.approvedTitle'),
            description: t('adminAgents.change.approved', { name }),
          }
        : {
            title: t('adminAgents.change.declinedTitle'),
            description: t('adminAgents.change.declined', { name }),
          },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          type="button"
          size="sm"
          variant={approving ? 'default' : 'outline'}
          aria-describedby={labelId}
        >
          {approving ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
          {label}
        </Button>
      }
      title={t(
        approving
          ? 'adminAgents.change.approveConfirmTitle'
          : 'adminAgents.change.declineConfirmTitle',
        { what, name },
      )}
      description={t(
        approving ? 'adminAgents.change.approveConfirm' : 'adminAgents.change.declineConfirm',
        { name },
      )}
      confirmLabel={label}
      busyLabel={t('adminAgents.change.deciding')}
      busy={decide.isPending}
      onConfirm={() => void onConfirm()}
    />
  );
}
