// The console's "Two-step sign-in" button and dialog for a signed-in named admin (issue 14), and
// the page an admin sees instead of the console while the server requires them to set it up.
import { KeyRound, LogOut, ShieldAlert } from 'lucide-react';
import { ActionDialog } from '@/web/components/ui/action-dialog';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { IconBadge } from '@/web/components/ui/icon-badge';
import { MAIN_ID } from '@/web/components/ui/skip-link';
import { useT } from '@/web/i18n/i18n';
import { SecondFactorPanel } from './second-factor-panel';

export function SecondFactorDialog() {
  const { t } = useT();
  return (
    <ActionDialog
      trigger={{ icon: KeyRound, label: t('adminStaff.open') }}
      title={t('adminStaff.dialogTitle')}
      description={t('adminStaff.dialogDescription')}
    >
      {(close) => <SecondFactorPanel onDone={close} />}
    </ActionDialog>
  );
}

/** Instead of the console: set up two-step sign-in first (ADMIN_MFA=required). */
export function SecondFactorRequired({
  onDone,
  onLogout,
}: {
  onDone: () => void;
  onLogout: () => void;
}) {
  const { t } = useT();
  return (
    <main
      id={MAIN_ID}
      className="flex min-h-dvh items-center justify-center bg-muted/50 px-4 py-10"
    >
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <IconBadge icon={ShieldAlert} size="lg" tone="soft" round className="mb-2" />
          <h1 className="text-2xl font-bold tracking-tight">{t('adminStaff.requiredTitle')}</h1>
          <CardDescription>{t('adminStaff.dialogDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <SecondFactorPanel onDone={onDone} />
          <Button variant="ghost" className="justify-self-center" onClick={onLogout}>
            <LogOut aria-hidden="true" />
            {t('admin.logout')}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
