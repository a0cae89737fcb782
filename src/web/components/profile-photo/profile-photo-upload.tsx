// The large avatar with its 'Upload Photo' button, on the customer's profile (SPEC §2 Account
// Information) and the agent's. A new photo goes through the server's image pipeline (checked by
// content, metadata stripped, re-encoded); the browser checks only what it can tell before sending
// (SPEC §5), and says how it went in a toast.
import { Camera } from 'lucide-react';
import { agentPhotoProblem } from '@/domain/agent-photo';
import { FileButton } from '@/web/components/ui/file-button';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { useT, type MessageKey } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { profilePhotoProblem } from '@/web/components/documents/image-checks';
import { Avatar } from './avatar';

interface Owner {
  texts: Record<
    'alt' | 'upload' | 'uploading' | 'failedTitle' | 'failed' | 'updatedTitle' | 'updated',
    MessageKey
  >;
  /** The rule message for a file that must not be sent, or null. */
  problemOf: (file: File) => string | null;
}

const OWNERS: Record<'customer' | 'agent', Owner> = {
  customer: {
    problemOf: profilePhotoProblem,
    texts: {
      alt: 'profile.photoAlt',
      upload: 'profile.uploadPhoto',
      uploading: 'profile.uploadingPhoto',
      failedTitle: 'profile.photoFailedTitle',
      failed: 'profile.photoFailed',
      updatedTitle: 'profile.photoUpdatedTitle',
      updated: 'profile.photoUpdated',
    },
  },
  agent: {
    problemOf: agentPhotoProblem,
    texts: {
      alt: 'profilePhoto.alt',
      upload: 'profilePhoto.upload',
      uploading: 'profilePhoto.uploading',
      failedTitle: 'profilePhoto.failedTitle',
      failed: 'profilePhoto.failed',
      updatedTitle: 'profilePhoto.updatedTitle',
      updated: 'profilePhoto.updated',
    },
  },
};

interface ProfilePhotoUploadProps {
  owner: keyof typeof OWNERS;
  /** Whose photo: the signed-in customer or agent. */
  account: { profileImageUrl: string | null };
  name: string;
  /** The owner's photo call, which answers with the fresh account. */
  upload: { mutateAsync: (photo: File) => Promise<unknown>; isPending: boolean };
}

export function ProfilePhotoUpload({ owner, account, name, upload }: ProfilePhotoUploadProps) {
  const { t, rule } = useT();
  const errorText = useErrorText();
  const { texts, problemOf } = OWNERS[owner];
  const busy = upload.isPending;

  function failed(description: string) {
    toast({ variant: 'destructive', title: t(texts.failedTitle), description });
  }

  async function onPick(file: File) {
    const problem = problemOf(file);
    if (problem) {
      failed(rule(problem));
      return;
    }
    try {
      await upload.mutateAsync(file);
    } catch (error) {
      failed(errorText(error, t(texts.failed)));
      return;
    }
    toast({ title: t(texts.updatedTitle), description: t(texts.updated) });
  }

  return (
    <div className="flex shrink-0 flex-col items-center gap-3 self-center sm:self-auto">
      <Avatar
        imageUrl={account.profileImageUrl}
        name={name}
        alt={t(texts.alt, { name })}
        className="size-24 text-3xl"
      />
      <FileButton disabled={busy} onFile={(file) => void onPick(file)}>
        {busy ? (
          <Spinner label={t(texts.uploading)} showLabel className="text-inherit" />
        ) : (
          <>
            <Camera aria-hidden="true" />
            {t(texts.upload)}
          </>
        )}
      </FileButton>
    </div>
  );
}
