// Identity Verification (SPEC §2, §4, §5): verified sellers see 'Identity Verified' with the date
// and can look at their own two images; everyone else picks the front and back of their Aadhar
// card and submits both at once, with upload progress (slow phone networks, DESIGN §5).
import { BadgeCheck, FileCheck2, IdCard, Lock, Scale } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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
import { errorText } from '../../lib/error-text';
import { formatDate } from '../../lib/format';
import { SubmitButton } from '../auth/submit-button';
import { useSignedInUser } from '../auth/api';
import { ownDocumentUrl, useSubmitIdentity } from './api';
import { DocumentDialog } from './document-dialog';
import { DocumentPicker, type PickedDocument } from './document-picker';
import { documentImageProblem } from './image-checks';
import { useFocusOnChange } from './use-focus-on-change';

const SIDE_LABEL: Record<DocumentSide, MessageKey> = {
  front: 'identity.front',
  back: 'identity.back',
};

const VIEW_LABEL: Record<DocumentSide, MessageKey> = {
  front: 'identity.viewFront',
  back: 'identity.viewBack',
};

export function IdentityCard() {
  const { t } = useT();
  const user = useSignedInUser();
  const titleRef = useFocusOnChange<HTMLHeadingElement>(user.isVerified);
  return (
    <section aria-labelledby="identity-title">
      <Card>
        <CardHeader>
          <CardTitle
            ref={titleRef}
            id="identity-title"
            tabIndex={-1}
            className="flex items-center gap-2 outline-none"
          >
            <IdCard aria-hidden="true" className="size-5 text-primary" />
            {t('identity.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {user.isVerified ? <IdentityVerified verifiedAt={user.verifiedAt} /> : <IdentityForm />}
        </CardContent>
      </Card>
    </section>
  );
}

function IdentityVerified({ verifiedAt }: { verifiedAt: string | null }) {
  const { t } = useT();
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          <h3 className="font-semibold">{t('identity.verifiedTitle')}</h3>
          {verifiedAt ? (
            <p className="text-sm">{t('identity.verifiedOn', { date: formatDate(verifiedAt) })}</p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {DOCUMENT_SIDES.map((side) => (
          <DocumentDialog
            key={side}
            triggerLabel={t(VIEW_LABEL[side])}
            title={t(SIDE_LABEL[side])}
            description={t('identity.documentDescription')}
            src={ownDocumentUrl(side)}
            alt={t(SIDE_LABEL[side])}
          />
        ))}
      </div>
    </div>
  );
}

type Picks = Record<DocumentSide, PickedDocument | null>;
type Problems = Record<DocumentSide, string | null>;

function IdentityForm() {
  const { t, tx } = useT();
  const submit = useSubmitIdentity();
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
          toast({ title: t('identity.successTitle'), description: t('identity.success') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('identity.failedTitle'),
            description: tx(errorText(error, t('identity.failed'))),
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
      <div className="grid gap-1">
        <h3 className="font-semibold text-yellow-900">{t('identity.requiredTitle')}</h3>
        <CardDescription>{t('identity.requiredBody')}</CardDescription>
      </div>
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
        <Hint icon={FileCheck2} text={t('identity.hintTypes')} />
        <Hint icon={Scale} text={t('identity.hintSize')} />
        <Hint icon={Lock} text={t('identity.hintSecure')} />
      </ul>
      {busy ? (
        <div className="grid gap-1.5">
          <Progress value={percent} aria-label={t('identity.progress')} />
          <p className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
            {percent}%
          </p>
        </div>
      ) : null}
      {picks.front && picks.back ? (
        <SubmitButton
          busy={busy}
          label={t('identity.submit')}
          busyLabel={t('identity.submitting')}
          className="w-full sm:w-auto sm:justify-self-start"
        />
      ) : null}
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
