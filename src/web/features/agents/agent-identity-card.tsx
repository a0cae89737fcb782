// Identity verification for agents (SPEC §2, §4): both Aadhaar sides are uploaded once (JPG or
// PNG, at most 5 MB each) and then locked; afterwards the card reads 'Documents saved' and lets
// the agent look at them. The images are encrypted at rest and served only to the owner and
// admins (DESIGN §3).
import { FileCheck2, IdCard, Lock, Scale, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AgentProfile } from '../../../domain/agents';
import { DOCUMENT_SIDES, type DocumentSide } from '../../../domain/verification';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { toast } from '../../components/ui/use-toast';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n';
import { SubmitButton } from '../auth/submit-button';
import { DocumentDialog } from '../verification/document-dialog';
import { DocumentPicker, type PickedDocument } from '../verification/document-picker';
import { documentImageProblem } from '../verification/image-checks';
import { ownAgentDocumentUrl, useUpdateAgentAadhar } from './api';
import { useAgentText } from './use-agent-text';

const SIDE_LABEL: Record<DocumentSide, MessageKey> = {
  front: 'agents.identity.front',
  back: 'agents.identity.back',
};

const VIEW_LABEL: Record<DocumentSide, MessageKey> = {
  front: 'agents.identity.viewFront',
  back: 'agents.identity.viewBack',
};

export function AgentIdentityCard({ agent }: { agent: AgentProfile }) {
  const { t } = useT();
  const saved = agent.hasAadharFront && agent.hasAadharBack;
  return (
    <section aria-labelledby="agent-identity-title">
      <Card>
        <CardHeader>
          <CardTitle id="agent-identity-title" className="flex items-center gap-2">
            <IdCard aria-hidden="true" className="size-5 text-primary" />
            {t('agents.identity.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>{saved ? <DocumentsSaved /> : <DocumentsForm />}</CardContent>
      </Card>
    </section>
  );
}

function DocumentsSaved() {
  const { t } = useT();
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          <h3 className="font-semibold">{t('agents.identity.savedTitle')}</h3>
          <p className="text-sm">{t('agents.identity.savedBody')}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {DOCUMENT_SIDES.map((side) => (
          <DocumentDialog
            key={side}
            triggerLabel={t(VIEW_LABEL[side])}
            title={t(SIDE_LABEL[side])}
            description={t('agents.identity.documentDescription')}
            src={ownAgentDocumentUrl(side)}
            alt={t(SIDE_LABEL[side])}
          />
        ))}
      </div>
    </div>
  );
}

type Picks = Record<DocumentSide, PickedDocument | null>;
type Problems = Record<DocumentSide, string | null>;

function DocumentsForm() {
  const { t } = useT();
  const { failure } = useAgentText();
  const submit = useUpdateAgentAadhar();
  const [picks, setPicks] = useState<Picks>({ front: null, back: null });
  const [problems, setProblems] = useState<Problems>({ front: null, back: null });
  const [progress, setProgress] = useState(0);

  // Previews are object URLs: free the ones still held when the form goes away.
  const heldUrls = useRef(new Set<string>());
  useEffect(() => {
    const urls = heldUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  function pick(side: DocumentSide, file: File) {
    const problem = documentImageProblem(file);
    const old = picks[side];
    if (old) {
      URL.revokeObjectURL(old.previewUrl);
      heldUrls.current.delete(old.previewUrl);
    }
    setProblems((current) => ({ ...current, [side]: problem }));
    if (problem) {
      setPicks((current) => ({ ...current, [side]: null }));
      return;
    }
    const previewUrl = URL.createObjectURL(file);
    heldUrls.current.add(previewUrl);
    setPicks((current) => ({ ...current, [side]: { file, previewUrl } }));
  }

  function onSubmit() {
    const { front, back } = picks;
    if (!front || !back) return;
    setProgress(0);
    submit.mutate(
      { front: front.file, back: back.file, onProgress: setProgress },
      {
        onSuccess: () =>
          toast({
            title: t('agents.identity.successTitle'),
            description: t('agents.identity.success'),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('agents.identity.failedTitle'),
            description: failure(error, t('agents.identity.failed')),
          }),
      },
    );
  }

  const busy = submit.isPending;
  const percent = Math.round(progress * 100);

  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <CardDescription>{t('agents.identity.body')}</CardDescription>
      <div className="grid gap-4 sm:grid-cols-2">
        {DOCUMENT_SIDES.map((side) => (
          <DocumentPicker
            key={side}
            label={t(SIDE_LABEL[side])}
            picked={picks[side]}
            error={problems[side]}
            disabled={busy}
            onPick={(file) => pick(side, file)}
          />
        ))}
      </div>
      <ul className="grid gap-1.5 text-xs text-muted-foreground">
        <Hint icon={FileCheck2} text={t('agents.identity.hintTypes')} />
        <Hint icon={Scale} text={t('agents.identity.hintSize')} />
        <Hint icon={Lock} text={t('agents.identity.hintOnce')} />
      </ul>
      {busy ? (
        <div className="grid gap-1.5">
          <Progress value={percent} aria-label={t('agents.identity.progress')} />
          <p className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
            {percent}%
          </p>
        </div>
      ) : null}
      <SubmitButton
        busy={busy}
        disabled={!picks.front || !picks.back}
        label={t('agents.identity.submit')}
        busyLabel={t('agents.identity.submitting')}
        className="w-full sm:w-auto sm:justify-self-start"
      />
    </form>
  );
}

function Hint({ icon: Icon, text }: { icon: typeof Lock; text: string }) {
  return (
    <li className="flex items-center gap-2">
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {text}
    </li>
  );
}
