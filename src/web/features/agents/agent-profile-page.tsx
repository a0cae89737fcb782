// /agent/profile (SPEC §2): signed out, 'Access Denied' with a sign-in link. Signed in: photo and
// details, when and where earnings are paid, identity documents and bank details (both locked
// once saved; a change asked of staff, issue 15), payslips, the notification preferences the app passes in, and a way back to the
// dashboard.
import { ArrowLeft, CalendarClock, ShieldX, Unlock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AgentProfile } from '@/domain/agents.schema';
import { PATHS } from '@/domain/paths';
import { Banner } from '@/web/components/ui/banner';
import { ButtonLink } from '@/web/components/ui/button-link';
import { IdentityDocumentsCard } from '@/web/components/documents/identity-documents-card';
import { Card } from '@/web/components/ui/card';
import { IconBadge } from '@/web/components/ui/icon-badge';
import { StatusPanel } from '@/web/components/ui/status-panel';
import { TextLink } from '@/web/components/ui/text-link';
import { useT } from '@/web/i18n/i18n';
import { rememberReturnTo } from '@/web/lib/return-to';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AgentBankCard } from './agent-bank-card';
import { ChangeRequestPanel } from './change-request-panel';
import { AgentPageFailed, AgentPageLoading, useAgentSessionWatch } from './agent-page-states';
import { AgentPhotoCard } from './agent-photo-card';
import { AgentShell, type AgentPageSlots } from './agent-shell';
import { ownAgentDocumentUrl, useAgentProfile, useUpdateAgentAadhar } from './api';
import { PayslipsCard } from './payslips-card';

interface AgentProfileSlots extends AgentPageSlots {
  /** Notification preferences (issue 13), after the payslips. */
  preferences?: ReactNode;
}

export default function AgentProfilePage({ headerActions, preferences }: AgentProfileSlots) {
  const { t } = useT();
  const profile = useAgentProfile();
  useAgentSessionWatch();
  useDocumentTitle(t('agents.profile.title'), t('brand.name'));

  if (profile.isPending) return <AgentPageLoading />;
  if (profile.isError) return <AgentPageFailed onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <AccessDenied />;
  return <Profile agent={profile.data} headerActions={headerActions} preferences={preferences} />;
}

function AccessDenied() {
  const { t } = useT();
  return (
    <AgentShell>
      <div className="mx-auto max-w-md px-4 py-16">
        <Card className="grid justify-items-center gap-4 p-6 text-center sm:p-8">
          <IconBadge icon={ShieldX} size="lg" tone="danger" round />
          <h1 className="text-2xl font-bold tracking-tight">{t('agents.denied.title')}</h1>
          <p className="text-muted-foreground">{t('agents.denied.body')}</p>
          {/* Signing in comes back to the profile (issue 28). */}
          <ButtonLink href={PATHS.agentSignin} onClick={() => rememberReturnTo()}>
            {t('agents.denied.signIn')}
          </ButtonLink>
        </Card>
      </div>
    </AgentShell>
  );
}

function Profile({
  agent,
  headerActions,
  preferences,
}: { agent: AgentProfile } & AgentProfileSlots) {
  const { t } = useT();
  const aadharUpload = useUpdateAgentAadhar();
  // Staff approved a change: the images can be uploaded once more (issue 15).
  const aadharUnlocked = agent.aadharChange?.status === 'approved';
  return (
    <AgentShell agent={agent} headerActions={headerActions}>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-8">
        <div className="grid gap-3">
          <TextLink href={PATHS.agentDashboard} icon={ArrowLeft} className="font-medium">
            {t('agents.profile.back')}
          </TextLink>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('agents.profile.title')}
          </h1>
        </div>
        <AgentPhotoCard agent={agent} />
        <Banner
          as="aside"
          titleId="payment-info-title"
          title={t('agents.paymentInfo.title')}
          icon={CalendarClock}
          tone="blue"
        >
          <p className="text-sm">{t('agents.paymentInfo.body')}</p>
        </Banner>
        <IdentityDocumentsCard
          owner="agent"
          saved={agent.hasAadharFront && agent.hasAadharBack && !aadharUnlocked}
          savedNote={t('documents.agent.savedBody')}
          documentUrl={ownAgentDocumentUrl}
          upload={aadharUpload}
          deletedAt={agent.aadharDeletedAt}
          locked={<ChangeRequestPanel kind="aadhar" change={agent.aadharChange} />}
          formNote={
            aadharUnlocked ? (
              <StatusPanel tone="green" icon={Unlock} title={t('documents.agent.unlockedTitle')}>
                {t('documents.agent.unlocked')}
              </StatusPanel>
            ) : null
          }
        />
        <AgentBankCard agent={agent} />
        <PayslipsCard />
        {preferences}
      </div>
    </AgentShell>
  );
}
