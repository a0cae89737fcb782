// One agent in the admin Agents tab (SPEC §2): who they are, balance and verified signups, an
// Active/Inactive badge, the Aadhaar images when uploaded (every view is recorded by the server),
// the agent's open requests to change locked details (approve or decline, issue 15), and the
// actions: Change Password, Activate/Deactivate, Adjust Balance, Payslips, Erase account (on the
// agent's request, issue 15). An erased agent reads "Erased account" with the agent code, the
// date, and the money records that stay (balance, signups, payslips); nothing else can be done.
import { Power, PowerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminAgent } from '@/domain/agents.schema';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { DetailList } from '@/web/components/ui/detail-list';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { DocumentViews } from '@/web/components/documents/document-views';
import { useAdminFailureRedirect } from '@/web/console/use-admin-failure';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { adminAgentDocumentUrl, useChangeAgentPassword, useSetAgentStatus } from './api';
import { CardActions, FlagButton } from '@/web/console/card-actions';
import { ChangePasswordDialog, type PasswordTexts } from '@/web/console/change-password-dialog';
import { ChangeRequests } from './change-requests';
import { EraseAgentDialog } from './erase-agent-dialog';
import { PayslipsDialog } from './payslips-dialog';

const AGENT_PASSWORD_TEXTS: PasswordTexts = {
  button: 'adminAgents.password.button',
  description: 'adminAgents.password.description',
  field: 'adminAgents.password.newPassword',
  submit: 'adminAgents.password.submit',
  submitting: 'adminAgents.password.submitting',
  successTitle: 'adminAgents.password.successTitle',
  success: 'adminAgents.password.success',
  failed: 'adminAgents.password.failed',
  serverMessage: true,
};

export function AgentCard({ agent }: { agent: AdminAgent }) {
  return agent.erasedAt ? (
    <ErasedAgentCard agent={agent} erasedAt={agent.erasedAt} />
  ) : (
    <LiveAgentCard agent={agent} />
  );
}

/** An agent card's name with its badge, the line under them, and the figures: live or erased alike. */
function AgentCardHead({
  title,
  badge,
  details,
  children,
}: {
  title: ReactNode;
  badge: ReactNode;
  details: Array<[string, string | number]>;
  children: ReactNode;
}) {
  return (
    <>
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-base font-semibold wrap-anywhere">{title}</h3>
          {badge}
        </div>
        {children}
      </div>
      <DetailList rows={details} valueClassName="tabular-nums" />
    </>
  );
}

/** What stays of an erased agent: the pseudonym (agent code) and the money records. */
function ErasedAgentCard({ agent, erasedAt }: { agent: AdminAgent; erasedAt: string }) {
  const { t, format } = useT();
  const name = t('adminErase.card.name');
  const details: Array<[string, string | number]> = [
    [t('adminErase.card.erasedOn'), format.date(erasedAt)],
    [t('adminAgents.card.balance'), format.rupeesWithPaise(agent.currentBalance)],
    [t('adminAgents.card.signups'), agent.verifiedSignupsCount],
  ];
  return (
    <Card className="grid h-full gap-4 p-5">
      <AgentCardHead
        title={
          <>
            {name} <span className="font-mono">{agent.agentCode}</span>
          </>
        }
        badge={<Badge variant="grey">{t('adminErase.card.badge')}</Badge>}
        details={details}
      >
        <p className="text-sm text-muted-foreground">
          {t('adminErase.card.note', { code: agent.agentCode })}
        </p>
      </AgentCardHead>
      <CardActions label={t('adminAgents.card.actionsFor', { name: `${name} ${agent.agentCode}` })}>
        <PayslipsDialog agent={agent} name={`${name} ${agent.agentCode}`} />
      </CardActions>
    </Card>
  );
}

function LiveAgentCard({ agent }: { agent: AdminAgent }) {
  const { t, format } = useT();
  const errorText = useErrorText();
  const name = `${agent.firstName} ${agent.lastName}`;
  const setStatus = useSetAgentStatus();
  const changePassword = useChangeAgentPassword(agent.id);
  const onFailure = useAdminFailureRedirect();

  function toggleStatus() {
    const isActive = !agent.isActive;
    setStatus.mutate(
      { agentId: agent.id, isActive },
      {
        onSuccess: () =>
          toast({
            title: t(
              isActive
                ? 'adminAgents.status.activatedTitle'
                : 'adminAgents.status.deactivatedTitle',
            ),
            description: t(
              isActive ? 'adminAgents.status.activated' : 'adminAgents.status.deactivated',
              { name },
            ),
          }),
        onError: (error) =>
          onFailure(error, {
            title: t('common.error'),
            description: errorText(error, t('adminAgents.status.failed')),
          }),
      },
    );
  }

  const details: Array<[string, string | number]> = [
    [t('adminAgents.card.email'), agent.email],
    [t('adminAgents.card.mobile'), agent.mobileNumber],
    [t('adminAgents.card.city'), agent.city],
    [t('adminAgents.card.balance'), format.rupeesWithPaise(agent.currentBalance)],
    [t('adminAgents.card.signups'), agent.verifiedSignupsCount],
  ];

  return (
    <Card className="grid h-full gap-4 p-5">
      <AgentCardHead
        title={name}
        badge={
          <Badge variant={agent.isActive ? 'green' : 'red'}>
            {agent.isActive ? t('adminAgents.card.active') : t('adminAgents.card.inactive')}
          </Badge>
        }
        details={details}
      >
        <p className="font-mono text-sm text-muted-foreground">{agent.agentCode}</p>
      </AgentCardHead>
      <DocumentViews
        texts="documents.adminAgent"
        sideTexts="documents.agent"
        documentUrl={(side) => adminAgentDocumentUrl(agent.id, side)}
        holder={{ ...agent, name }}
      />
      <ChangeRequests agent={agent} name={name} />
      <CardActions label={t('adminAgents.card.actionsFor', { name })}>
        <ChangePasswordDialog texts={AGENT_PASSWORD_TEXTS} name={name} change={changePassword} />
        <FlagButton
          on={agent.isActive}
          whenOn={{ icon: PowerOff, label: t('adminAgents.status.deactivate') }}
          whenOff={{ icon: Power, label: t('adminAgents.status.activate') }}
          busy={setStatus.isPending}
          onClick={toggleStatus}
        />
        <AdjustBalanceDialog agent={agent} name={name} />
        <PayslipsDialog agent={agent} name={name} />
        <EraseAgentDialog agent={agent} name={name} />
      </CardActions>
    </Card>
  );
}
