// Under locked bank details or Aadhaar images (issue 15): "Request a change" opens a short form
// for the reason; once sent the card says "Change requested — waiting for staff" with the reason.
// A declined request says so, and the agent may ask again. (An approved one shows the form to
// enter the details again: the cards decide that.)
import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, MessageSquareWarning, PencilLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AgentChangeKind } from '@/domain/agent-kinds';
import { agentChangeRequestSchema, type AgentChange } from '@/domain/agents.schema';
import { Button } from '@/web/components/ui/button';
import { LabelledControl } from '@/web/components/ui/labelled-control';
import { StatusPanel } from '@/web/components/ui/status-panel';
import { BusyButton } from '@/web/components/ui/busy-button';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { useFocusOnChange } from '@/web/lib/use-focus-on-change';
import { useRequestAgentChange } from './api';

type ReasonValues = z.input<typeof agentChangeRequestSchema>;
type ReasonParsed = z.output<typeof agentChangeRequestSchema>;

interface ChangeRequestPanelProps {
  kind: AgentChangeKind;
  /** Where the latest request stands; null when there is none. */
  change: AgentChange | null;
}

export function ChangeRequestPanel({ kind, change }: ChangeRequestPanelProps) {
  const { t, format } = useT();
  const [asking, setAsking] = useState(false);
  const waiting = change?.status === 'open';
  const panelRef = useFocusOnChange<HTMLDivElement>(waiting);
  // Cancel puts focus back on the button that opened the form.
  const requestRef = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (!asking && cancelled.current) {
      cancelled.current = false;
      requestRef.current?.focus();
    }
  }, [asking]);

  if (waiting) {
    return (
      <div ref={panelRef} tabIndex={-1} className="outline-none">
        <StatusPanel tone="yellow" icon={Clock} title={t('agents.change.waitingTitle')}>
          {t('agents.change.waitingBody', { reason: change.reason })}
        </StatusPanel>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      {change?.status === 'declined' ? (
        <StatusPanel
          tone="red"
          icon={MessageSquareWarning}
          title={t('agents.change.declinedTitle')}
        >
          {change.decidedAt
            ? t('agents.change.declinedOn', { date: format.date(change.decidedAt) })
            : null}
        </StatusPanel>
      ) : null}
      {asking ? (
        <ReasonForm
          kind={kind}
          onCancel={() => {
            cancelled.current = true;
            setAsking(false);
          }}
        />
      ) : (
        <Button
          ref={requestRef}
          type="button"
          variant="outline"
          className="w-full sm:w-auto sm:justify-self-start"
          onClick={() => setAsking(true)}
        >
          <PencilLine aria-hidden="true" />
          {t('agents.change.request')}
        </Button>
      )}
    </div>
  );
}

function ReasonForm({ kind, onCancel }: { kind: AgentChangeKind; onCancel: () => void }) {
  const { t, rule } = useT();
  const errorText = useErrorText();
  const send = useRequestAgentChange();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReasonValues, unknown, ReasonParsed>({
    resolver: zodResolver(agentChangeRequestSchema),
    defaultValues: { kind, reason: '' },
  });

  // A double tap lands twice before the disabled button re-renders: one request only.
  const inFlight = useRef(false);

  async function onSubmit(values: ReasonParsed) {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send.mutateAsync(values);
    } catch (error) {
      inFlight.current = false;
      toast({
        variant: 'destructive',
        title: t('agents.change.failedTitle'),
        description: errorText(error, t('agents.change.failed')),
      });
      return;
    }
    toast({ title: t('agents.change.sentTitle'), description: t('agents.change.sent') });
  }

  const reasonError = errors.reason?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="grid gap-3"
    >
      <LabelledControl
        label={t(kind === 'bank' ? 'agents.change.reasonBank' : 'agents.change.reasonAadhar')}
        hint={t('agents.change.reasonHint')}
        error={reasonError ? rule(reasonError) : undefined}
      >
        {(control) => (
          <Textarea {...control} autoFocus maxLength={500} rows={3} {...register('reason')} />
        )}
      </LabelledControl>
      <div className="flex flex-col gap-2 sm:flex-row">
        <BusyButton busy={isSubmitting} texts="agents.change" />
        <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
