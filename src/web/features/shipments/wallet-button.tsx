// Wallet button (SPEC §2): total earned in whole rupees, a badge of delivered shipments above 0,
// and the 'My Wallet' dialog.
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogTrigger } from '@/web/components/ui/dialog-frame';
import { useT } from '@/web/i18n/i18n';
import { useEarnings } from './api';
import { WalletDialogContent } from './wallet-dialog';

export function WalletButton() {
  const { t, format } = useT();
  const [open, setOpen] = useState(false);
  const earnings = useEarnings();
  const amount = earnings.data ? format.rupees(earnings.data.totalEarnings) : null;
  const delivered = earnings.data?.deliveredShipments ?? 0;
  const label = [
    t('wallet.buttonLabel', { amount: amount ?? '…' }),
    delivered > 0 ? t('wallet.deliveredBadge', { count: delivered }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="relative gap-1.5 px-2 sm:px-2.5"
          aria-label={label}
          aria-busy={earnings.isPending || undefined}
        >
          {/* On a phone the amount alone, with its ₹, makes room for the brand (issue 28). */}
          <Wallet aria-hidden="true" className={amount !== null ? 'max-sm:hidden' : undefined} />
          {amount !== null ? (
            <span className="tabular-nums">{amount}</span>
          ) : earnings.isPending ? (
            <span
              aria-hidden="true"
              className="inline-block h-4 w-8 rounded bg-muted motion-safe:animate-pulse"
            />
          ) : (
            <span>{t('wallet.button')}</span>
          )}
          {delivered > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -top-2 -right-2 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] leading-5 font-semibold text-primary-foreground"
            >
              {delivered}
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      {open ? <WalletDialogContent onClose={() => setOpen(false)} /> : null}
    </Dialog>
  );
}
