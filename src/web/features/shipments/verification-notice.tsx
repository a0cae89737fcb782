// 'Verification Required' (SPEC §2 batch card, §6): what still blocks Accept All, from the shared
// pendingVerificationSteps() rule the server applies too, and the way to /profile to finish it.
import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { PATHS } from '@/domain/paths';
import { pendingVerificationSteps } from '@/domain/shipment-messages';
import { ButtonLink } from '@/web/components/ui/button-link';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { useShipmentText } from '@/web/components/shipments/use-shipment-text';

interface VerificationNoticeProps {
  user: { isVerified: boolean; isBankVerified: boolean };
  /** The id the disabled Accept All button points at with aria-describedby. */
  id?: string;
  /** Called before going to /profile, e.g. to close the wallet dialog. */
  onNavigate?: () => void;
  className?: string;
}

export function VerificationNotice({ user, id, onNavigate, className }: VerificationNoticeProps) {
  const { t } = useT();
  const text = useShipmentText();
  const titleId = useId();
  const pending = pendingVerificationSteps(user);
  if (pending.length === 0) return null;

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn(
        'grid gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-yellow-950',
        className,
      )}
    >
      <div className="flex items-start gap-2">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-yellow-700" />
        <div className="grid gap-1">
          <h3 id={titleId} className="font-semibold">
            {t('pickup.verificationTitle')}
          </h3>
          <p className="text-sm">{t('pickup.verificationBody')}</p>
        </div>
      </div>
      <ul className="grid list-disc gap-1 pl-12 text-sm">
        {pending.map((step) => (
          <li key={step}>{text.pendingStep(step)}</li>
        ))}
      </ul>
      <ButtonLink
        href={PATHS.profile}
        variant="outline"
        className="justify-self-start border-yellow-400 bg-white"
        onClick={onNavigate}
      >
        {t('pickup.completeVerification')}
      </ButtonLink>
    </section>
  );
}
