// One agent in the admin Agents tab (SPEC §2): who they are, balance and verified signups, an
// Active/Inactive badge, the Aadhaar images when uploaded (every view is recorded by the server),
// and the actions: Change Password, Activate/Deactivate, Adjust Balance, Payslips.
import { Power, PowerOff } from 'lucide-react';
import type { AdminAgent } from '../../../../domain/agents';
import { formatRupeesWithPaise } from '../../../../domain/money';
import { DOCUMENT_SIDES } from '../../../../domain/verification';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/i18n';
import { useAgentText } from '../../agents/use-agent-text';
import { DocumentDialog } from '../../verification/document-dialog';
import { useAdminFailureRedirect } from '../use-admin-failure';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { adminAgentDocumentUrl, useSetAgentStatus } from './api';
import { ChangeAgentPasswordDialog } from './change-agent-password-dialog';
import { PayslipsDialog } from './payslips-dialog';

export function AgentCard({ agent }: { agent: AdminAgent }) {
  const { t } = useT();
  const { failure } = useAgentText();
  const name = `${agent.firstName} ${agent.lastName}`;
  const setStatus = useSetAgentStatus();
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
            description: failure(error, t('adminAgents.status.failed')),
          }),
      },
    );
  }

  const details: Array<[string, string | number]> = [
    [t('adminAgents.card.email'), agent.email],
    [t('adminAgents.card.mobile'), agent.mobileNumber],
    [t('adminAgents.card.city'), agent.city],
    [t('adminAgents.card.balance'), formatRupeesWithPaise(agent.currentBalance)],
    [t('adminAgents.card.signups'), agent.verifiedSignupsCount],
  ];
  const documents = DOCUMENT_SIDES.filter((side) =>
    side === 'front' ? agent.hasAadharFront : agent.hasAadharBack,
  );

  return (
    <Card className="grid h-full gap-4 p-5">
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-base font-semibold wrap-anywhere">{name}</h3>
          <Badge variant={agent.isActive ? 'green' : 'red'}>
            {agent.isActive ? t('adminAgents.card.active') : t('adminAgents.card.inactive')}
          </Badge>
        </div>
        <p className="font-mono text-sm text-muted-foreground">{agent.agentCode}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-all tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {documents.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-medium">{t('adminAgents.card.documents')}</h4>
          <div className="flex flex-wrap gap-2">
            {documents.map((side) => (
              <DocumentDialog
                key={side}
                triggerLabel={t(
                  side === 'front' ? 'adminAgents.card.viewFront' : 'adminAgents.card.viewBack',
                )}
                triggerAriaLabel={t(
                  side === 'front' ? 'adminAgents.card.viewFrontOf' : 'adminAgents.card.viewBackOf',
                  { name },
                )}
                title={t(side === 'front' ? 'agents.identity.front' : 'agents.identity.back')}
                description={t('adminAgents.card.documentDescription', { name })}
                src={adminAgentDocumentUrl(agent.id, side)}
                alt={t(side === 'front' ? 'agents.identity.front' : 'agents.identity.back')}
              />
            ))}
          </div>
        </div>
      ) : null}
      <div
        role="group"
        aria-label={t('adminAgents.card.actionsFor', { name })}
        className="mt-auto flex flex-wrap gap-2"
      >
        <ChangeAgentPasswordDialog agent={agent} name={name} />
        <Button
          variant={agent.isActive ? 'outline' : 'secondary'}
          size="sm"
          disabled={setStatus.isPending}
          onClick={toggleStatus}
        >
          {agent.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
          {agent.isActive ? t('adminAgents.status.deactivate') : t('adminAgents.status.activate')}
        </Button>
        <AdjustBalanceDialog agent={agent} name={name} />
        <PayslipsDialog agent={agent} name={name} />
      </div>
    </Card>
  );
}
