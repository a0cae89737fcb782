// Identity Verification (SPEC §2, §4, §5), on the customer's profile and on the agent's: both
// Aadhaar sides are picked (JPG or PNG, at most 5 MB each, checked before sending) and uploaded
// together with progress (slow phone networks, DESIGN §5). Once saved the card says so and lets
// the owner look at the two images, which are encrypted at rest and served only to the owner and
// admins (DESIGN §3).
// - customer: 'Identity Verified' with the date; the submit button appears once both are picked.
// For both, focus moves to the title when the form gives way to the status.
// - agent: 'Documents saved' (locked: they are saved once); the button is there, disabled until
//   both are picked, and leads to a confirmation step showing the two images that will be locked
//   (issue 15); under the saved status the agent can ask staff for a change (the `locked` slot).
import {
  BadgeCheck,
  FileCheck2,
  IdCard,
  Lock,
  Scale,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmStep } from '@/web/components/ui/confirm-step';
import { DOCUMENT_SIDES, type DocumentSide } from '@/domain/verification-inputs';
import { CardDescription } from '@/web/components/ui/card';
import { SectionCard } from '@/web/components/ui/section-card';
import { StatusPanel } from '@/web/components/ui/status-panel';
import { BusyButton } from '@/web/components/ui/busy-button';
import { UploadProgress } from '@/web/components/ui/upload-progress';
import { toast } from '@/web/components/ui/use-toast';
import { useT, type MessageKey } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { useFocusOnChange } from '@/web/lib/use-focus-on-change';
import { DocumentViews } from './document-views';
import { DocumentPicker, type PickedDocument } from './document-picker';
import { documentImageProblem } from './image-checks';
import type { IdentityDocuments } from './identity-documents';

interface OwnerLook {
  /** The catalogue prefix of the card's texts. */
  texts: 'identity' | 'documents.agent';
  savedIcon: LucideIcon;
  savedTitle: MessageKey;
  introTitle: MessageKey | null;
  intro: MessageKey;
  /** What the card's photos are used for, before they are picked (issue 23); null: nothing more. */
  consent: MessageKey | null;
  lastHint: MessageKey;
  /** The submit button appears once both sides are picked; otherwise it waits disabled. */
  submitOnceReady: boolean;
  /** Saving locks the images: show them for a confirmation first (issue 15). */
  confirmFirst: boolean;
}

const OWNERS: Record<'customer' | 'agent', OwnerLook> = {
  customer: {
    texts: 'identity',
    savedIcon: BadgeCheck,
    savedTitle: 'identity.verifiedTitle',
    introTitle: 'identity.requiredTitle',
    intro: 'identity.requiredBody',
    consent: 'identity.qrConsent',
    lastHint: 'identity.hintSecure',
    submitOnceReady: true,
    confirmFirst: false,
  },
  agent: {
    texts: 'documents.agent',
    savedIcon: ShieldCheck,
    savedTitle: 'documents.agent.savedTitle',
    introTitle: null,
    intro: 'documents.agent.body',
    consent: null,
    lastHint: 'documents.agent.hintOnce',
    submitOnceReady: false,
    confirmFirst: true,
  },
};

type Owner = keyof typeof OWNERS;

/** The upload call: the profile's or the agent's, each answering with the fresh owner. */
export interface IdentityUpload {
  mutate(
    documents: IdentityDocuments,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ): void;
  isPending: boolean;
}

interface IdentityCardProps {
  owner: Owner;
  saved: boolean;
  /** The line under the saved status ('Verified on 22 Nov 2025'), if any. */
  savedNote: string | null;
  documentUrl: (side: DocumentSide) => string;
  upload: IdentityUpload;
  /** When the images were deleted after verification (issue 15). */
  deletedAt?: string | null | undefined;
  /** The card's Secure QR proved it and no image was kept (issue 23). */
  provenByQr?: boolean;
  /** Under the saved status: what the owner can do about locked images (ask for a change). */
  locked?: ReactNode;
  /** Above the form: why it is open again (a change approved by staff). */
  formNote?: ReactNode;
}

export function IdentityDocumentsCard({
  owner,
  saved,
  savedNote,
  documentUrl,
  upload,
  deletedAt,
  provenByQr,
  locked,
  formNote,
}: IdentityCardProps) {
  const { t } = useT();
  const look = OWNERS[owner];
  const titleRef = useFocusOnChange<HTMLHeadingElement>(saved);
  return (
    <SectionCard titleRef={titleRef} icon={IdCard} title={t(`${look.texts}.title`)}>
      {saved ? (
        <div className="grid gap-4">
          <StatusPanel tone="green" icon={look.savedIcon} title={t(look.savedTitle)}>
            {savedNote}
          </StatusPanel>
          <DocumentViews
            texts={look.texts}
            sideTexts={look.texts}
            documentUrl={documentUrl}
            deletedAt={deletedAt}
            provenByQr={provenByQr}
          />
          {locked}
        </div>
      ) : (
        <div className="grid gap-4">
          {formNote}
          <IdentityForm owner={owner} upload={upload} />
        </div>
      )}
    </SectionCard>
  );
}

type Picks = Record<DocumentSide, PickedDocument | null>;
type Problems = Record<DocumentSide, string | null>;

function IdentityForm({ owner, upload }: { owner: Owner; upload: IdentityUpload }) {
  const { t } = useT();
  const errorText = useErrorText();
  const look = OWNERS[owner];
  const [picks, setPicks] = useState<Picks>({ front: null, back: null });
  const [problems, setProblems] = useState<Problems>({ front: null, back: null });
  const [progress, setProgress] = useState(0);
  // The picked images shown for confirmation before they are saved and locked.
  const [confirming, setConfirming] = useState(false);
  const inFlight = useRef(false);

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
    if (look.confirmFirst && !confirming) {
      setConfirming(true);
      return;
    }
    // A double tap lands twice before the disabled button re-renders: one upload only.
    if (inFlight.current) return;
    inFlight.current = true;
    setProgress(0);
    upload.mutate(
      { front: front.file, back: back.file, onProgress: setProgress },
      {
        onSuccess: () => {
          inFlight.current = false;
          toast({
            title: t(`${look.texts}.successTitle`),
            description: t(`${look.texts}.success`),
          });
        },
        onError: (error) => {
          inFlight.current = false;
          setConfirming(false);
          toast({
            variant: 'destructive',
            title: t(`${look.texts}.failedTitle`),
            description: errorText(error, t(`${look.texts}.failed`)),
          });
        },
      },
    );
  }

  const busy = upload.isPending;
  const ready = picks.front !== null && picks.back !== null;

  if (confirming && picks.front && picks.back) {
    return (
      <DocumentsConfirmation
        picks={{ front: picks.front, back: picks.back }}
        busy={busy}
        progress={progress}
        onConfirm={onSubmit}
        onBack={() => setConfirming(false)}
      />
    );
  }

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
      {look.introTitle ? (
        <div className="grid gap-1">
          <h3 className="font-semibold text-yellow-900">{t(look.introTitle)}</h3>
          <CardDescription>{t(look.intro)}</CardDescription>
        </div>
      ) : (
        <CardDescription>{t(look.intro)}</CardDescription>
      )}
      {look.consent ? <p className="text-sm">{t(look.consent)}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {DOCUMENT_SIDES.map((side) => (
          <DocumentPicker
            key={side}
            label={t(`${look.texts}.${side}`)}
            picked={picks[side]}
            error={problems[side]}
            disabled={busy}
            onPick={(file) => pick(side, file)}
          />
        ))}
      </div>
      <ul className="grid gap-1.5 text-xs text-muted-foreground">
        <Hint icon={FileCheck2} text={t(`${look.texts}.hintTypes`)} />
        <Hint icon={Scale} text={t(`${look.texts}.hintSize`)} />
        <Hint icon={Lock} text={t(look.lastHint)} />
      </ul>
      {busy ? <UploadProgress fraction={progress} label={t(`${look.texts}.progress`)} /> : null}
      {ready || !look.submitOnceReady ? (
        <BusyButton
          busy={busy}
          disabled={!ready}
          texts={look.texts}
          className="w-full sm:w-auto sm:justify-self-start"
        />
      ) : null}
    </form>
  );
}

/** The two images about to be saved and locked (agents, issue 15). */
function DocumentsConfirmation({
  picks,
  busy,
  progress,
  onConfirm,
  onBack,
}: {
  picks: Record<DocumentSide, PickedDocument>;
  busy: boolean;
  progress: number;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useT();
  return (
    <ConfirmStep
      title={t('documents.agent.confirmTitle')}
      description={t('documents.agent.confirmBody')}
      busy={busy}
      confirmLabel={t('documents.agent.confirm')}
      busyLabel={t('documents.agent.submitting')}
      backLabel={t('documents.agent.chooseAgain')}
      onConfirm={onConfirm}
      onBack={onBack}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {DOCUMENT_SIDES.map((side) => (
          <figure key={side} className="grid gap-1.5">
            <img
              src={picks[side].previewUrl}
              alt={t('identity.previewAlt', { side: t(`documents.agent.${side}`) })}
              className="aspect-[3/2] w-full rounded-lg border bg-muted object-contain"
            />
            <figcaption className="text-sm font-medium">{t(`documents.agent.${side}`)}</figcaption>
          </figure>
        ))}
      </div>
      {busy ? <UploadProgress fraction={progress} label={t('documents.agent.progress')} /> : null}
    </ConfirmStep>
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
