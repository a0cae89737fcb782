// /agent/profile (SPEC §2): signed out, 'Access Denied' with a sign-in link. Signed in: photo and
// details, when and where earnings are paid, identity documents and bank details (both locked
// once saved), payslips, and a way back to the dashboard.
import { ArrowLeft, CalendarClock, ShieldX } from 'lucide-react';
import { Link } from 'wouter';
import type { AgentProfile } from '../../../domain/agents';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useT } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AgentBankCard } from './agent-bank-card';
import { AgentIdentityCard } from './agent-identity-card';
import { AgentPageFailed, AgentPageLoading } from './agent-page-states';
import { AgentPhotoCard } from './agent-photo-card';
import { AgentShell } from './agent-shell';
import { useAgentProfile } from './api';
import { PayslipsCard } from './payslips-card';

export default function AgentProfilePage() {
  const { t } = useT();
  const profile = useAgentProfile();
  useDocumentTitle(t('agents.profile.title'), t('brand.name'));

  if (profile.isPending) return <AgentPageLoading />;
  if (profile.isError) return <AgentPageFailed onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <AccessDenied />;
  return <Profile agent={profile.data} />;
}

function AccessDenied() {
  const { t } = useT();
  return (
    <AgentShell>
      <div className="mx-auto max-w-md px-4 py-16">
        <Card className="grid justify-items-center gap-4 p-6 text-center sm:p-8">
          <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <ShieldX aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{t('agents.denied.title')}</h1>
          <p className="text-muted-foreground">{t('agents.denied.body')}</p>
          <Button asChild>
            <Link href="/agent/signin">{t('agents.denied.signIn')}</Link>
          </Button>
        </Card>
      </div>
    </AgentShell>
  );
}

function Profile({ agent }: { agent: AgentProfile }) {
  const { t } = useT();
  return (
    <AgentShell agent={agent}>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-8">
        <div className="grid gap-3">
          <Link
            href="/agent/dashboard"
            className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('agents.profile.back')}
          </Link>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('agents.profile.title')}
          </h1>
        </div>
        <AgentPhotoCard agent={agent} />
        <aside
          aria-labelledby="payment-info-title"
          className="flex items-start gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-950"
        >
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
          <div className="grid gap-1">
            <h2 id="payment-info-title" className="font-semibold">
              {t('agents.paymentInfo.title')}
            </h2>
            <p className="text-sm">{t('agents.paymentInfo.body')}</p>
          </div>
        </aside>
        <AgentIdentityCard agent={agent} />
        <AgentBankCard agent={agent} />
        <PayslipsCard />
      </div>
    </AgentShell>
  );
}
