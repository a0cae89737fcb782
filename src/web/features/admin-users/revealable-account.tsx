// An account number as the Users tab shows it: masked (last 4) until an admin deliberately asks
// for the full number, which the server records in the audit log (DESIGN §3). The full number
// lives only in this component's state, never in the query cache, and goes away with 'Hide'.
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '@/web/components/ui/busy-button';
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/i18n/i18n';
import { useAdminFailureRedirect } from '@/web/console/use-admin-failure';
import { useRevealBankAccount } from './api';

interface RevealableAccountProps {
  userId: string;
  name: string;
  masked: string;
}

export function RevealableAccount({ userId, name, masked }: RevealableAccountProps) {
  const { t } = useT();
  const reveal = useRevealBankAccount();
  const onFailure = useAdminFailureRedirect();
  const [fullNumber, setFullNumber] = useState<string | null>(null);

  async function onReveal() {
    try {
      const { bankAccountNumber } = await reveal.mutateAsync(userId);
      setFullNumber(bankAccountNumber);
    } catch (error) {
      onFailure(error, { title: t('common.error'), description: t('adminUsers.revealFailed') });
    }
  }

  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-mono break-all" aria-live="polite">
          {fullNumber ?? masked}
        </span>
        {fullNumber ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            aria-label={t('adminUsers.hideLabel', { name })}
            onClick={() => setFullNumber(null)}
          >
            <EyeOff aria-hidden="true" />
            {t('adminUsers.hide')}
          </Button>
        ) : (
          <BusyButton
            type="button"
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            aria-label={t('adminUsers.revealLabel', { name })}
            icon={Eye}
            busy={reveal.isPending}
            label={t('adminUsers.reveal')}
            busyLabel={t('adminUsers.revealing')}
            onClick={() => void onReveal()}
          />
        )}
      </div>
      {fullNumber ? (
        <p className="text-xs text-muted-foreground">{t('adminUsers.recorded')}</p>
      ) : null}
    </div>
  );
}
