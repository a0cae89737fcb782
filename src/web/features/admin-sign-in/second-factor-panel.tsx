// The signed-in named admin's two-step sign-in (issue 14, decision 0026): set up an authenticator
// app (QR code, or the key typed by hand), turn it on with a first code, keep the recovery codes
// (shown once: copy or download), or turn it off with a current code.
import { Copy, Download, KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { SecondFactorEnrolment } from '@/contract/admin-auth';
import { secondFactorCodeField } from '@/domain/staff.schema';
import { Button } from '@/web/components/ui/button';
import { SecondFactorCodeField } from './second-factor-code-field';
import { RetryAlert } from '@/web/components/ui/retry-alert';
import { BusyButton } from '@/web/components/ui/busy-button';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import {
  useConfirmSecondFactor,
  useDisableSecondFactor,
  useSecondFactorStatus,
  useStartSecondFactor,
} from './api';

/** The key in groups of four, as authenticator apps show and people copy it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function SecondFactorPanel({ onDone }: { onDone?: () => void }) {
  const { t } = useT();
  const status = useSecondFactorStatus();
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;
  }
  if (status.isError) {
    return (
      <RetryAlert compact message={t('adminStaff.failed')} onRetry={() => void status.refetch()} />
    );
  }
  const data = status.data;
  if (!data) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('adminStaff.loading')}
      </p>
    );
  }
  if (!data.canEnrol) return <p className="text-sm">{t('adminStaff.consoleOnly')}</p>;
  if (data.enabled) {
    return (
      <div className="grid gap-4">
        <p className="text-sm font-medium">
          {t('adminStaff.statusOn', { count: data.recoveryCodesLeft })}
        </p>
        <DisableForm />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {data.required ? (
        <p className="text-sm font-medium">{t('adminStaff.required')}</p>
      ) : (
        <p className="text-sm">{t('adminStaff.statusOff')}</p>
      )}
      {enrolment ? (
        <EnrolmentSteps enrolment={enrolment} onConfirmed={setRecoveryCodes} />
      ) : (
        <StartButton onStarted={setEnrolment} />
      )}
    </div>
  );
}

function StartButton({ onStarted }: { onStarted: (enrolment: SecondFactorEnrolment) => void }) {
  const { t } = useT();
  const errorText = useErrorText();
  const start = useStartSecondFactor();
  return (
    <BusyButton
      type="button"
      className="justify-self-start"
      icon={KeyRound}
      busy={start.isPending}
      label={t('adminStaff.start')}
      busyLabel={t('adminStaff.starting')}
      onClick={() =>
        start.mutate(undefined, {
          onSuccess: onStarted,
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: t('adminStaff.failed'),
              description: errorText(error, t('adminStaff.failed')),
            }),
        })
      }
    />
  );
}

/** One code field and its submit button, with the refusal read out under it. */
function CodeForm({
  submitLabel,
  busyLabel,
  busy,
  onCode,
}: {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onCode: (code: string) => Promise<string | null>;
}) {
  const { rule } = useT();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = secondFactorCodeField.safeParse(code);
    if (!parsed.success) {
      setProblem(rule(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    const refusal = await onCode(parsed.data);
    setProblem(refusal ?? undefined);
    if (refusal) setCode('');
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
      <SecondFactorCodeField
        value={code}
        error={problem}
        onChange={(event) => setCode(event.target.value)}
      />
      <BusyButton
        className="justify-self-start"
        busy={busy}
        label={submitLabel}
        busyLabel={busyLabel}
      />
    </form>
  );
}

function EnrolmentSteps({
  enrolment,
  onConfirmed,
}: {
  enrolment: SecondFactorEnrolment;
  onConfirmed: (codes: string[]) => void;
}) {
  const { t } = useT();
  const errorText = useErrorText();
  const confirm = useConfirmSecondFactor();
  const keyId = useId();
  return (
    <div className="grid gap-4">
      <p className="text-sm">{t('adminStaff.scan')}</p>
      <img
        src={enrolment.qrCode}
        alt={t('adminStaff.qrAlt')}
        width={192}
        height={192}
        className="size-48 justify-self-center rounded-md border border-border bg-white p-1"
      />
      <div className="grid gap-1">
        <span id={keyId} className="text-sm font-medium">
          {t('adminStaff.manualKey')}
        </span>
        <code
          aria-labelledby={keyId}
          data-testid="manual-key"
          className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all"
        >
          {grouped(enrolment.secret)}
        </code>
      </div>
      <CodeForm
        submitLabel={t('adminStaff.confirm')}
        busyLabel={t('adminStaff.confirming')}
        busy={confirm.isPending}
        onCode={async (code) => {
          try {
            const { recoveryCodes } = await confirm.mutateAsync(code);
            onConfirmed(recoveryCodes);
            return null;
          } catch (error) {
            return errorText(error, t('adminStaff.failed'));
          }
        }}
      />
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone?: (() => void) | undefined }) {
  const { t } = useT();
  const listId = useId();
  const text = `${codes.join('\n')}\n`;

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('adminStaff.copied') });
    } catch {
      // No clipboard (an insecure origin): the codes stay on screen to copy by hand.
    }
  }

  function onDownload() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm font-semibold">{t('adminStaff.onTitle')}</p>
      <p className="text-sm">{t('adminStaff.recoveryIntro')}</p>
      <h3 id={listId} className="text-sm font-medium">
        {t('adminStaff.recoveryLabel')}
      </h3>
      <ul
        aria-labelledby={listId}
        className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void onCopy()}>
          <Copy aria-hidden="true" />
          {t('adminStaff.copy')}
        </Button>
        <Button variant="outline" onClick={onDownload}>
          <Download aria-hidden="true" />
          {t('adminStaff.download')}
        </Button>
        {onDone ? <Button onClick={onDone}>{t('adminStaff.done')}</Button> : null}
      </div>
    </div>
  );
}

function DisableForm() {
  const { t } = useT();
  const errorText = useErrorText();
  const disable = useDisableSecondFactor();
  return (
    <div className="grid gap-3">
      <p className="text-sm">{t('adminStaff.disableIntro')}</p>
      <CodeForm
        submitLabel={t('adminStaff.disable')}
        busyLabel={t('adminStaff.disabling')}
        busy={disable.isPending}
        onCode={async (code) => {
          try {
            await disable.mutateAsync(code);
            toast({ title: t('adminStaff.offTitle') });
            return null;
          } catch (error) {
            return errorText(error, t('adminStaff.failed'));
          }
        }}
      />
    </div>
  );
}
