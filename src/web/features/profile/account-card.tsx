// Account Information (SPEC §2): avatar with its upload button, full name or email, email, member
// since, and the Administrator and Verified badges. The photo goes through the server's image
// pipeline (checked by content, metadata stripped, re-encoded); the browser checks only what it
// can tell before sending (SPEC §5).
import { BadgeCheck, Camera, ShieldCheck } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { fullNameOrEmail } from '../../../domain/user';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { formatDate, initialsOf } from '../../lib/format';
import { useSignedInUser } from '../auth/api';
import { useUploadProfilePhoto } from '../verification/api';
import { profilePhotoProblem } from '../verification/image-checks';
import { Spinner } from '../../components/ui/spinner';

export function AccountCard() {
  const { t, tx } = useT();
  const user = useSignedInUser();
  const name = fullNameOrEmail(user);
  const upload = useUploadProfilePhoto();

  function failed(description: string) {
    toast({ variant: 'destructive', title: t('profile.photoFailedTitle'), description });
  }

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = profilePhotoProblem(file);
    if (problem) {
      failed(tx(problem));
      return;
    }
    try {
      await upload.mutateAsync(file);
    } catch (error) {
      failed(tx(errorText(error, t('profile.photoFailed'))));
      return;
    }
    toast({ title: t('profile.photoUpdatedTitle'), description: t('profile.photoUpdated') });
  }

  return (
    <section aria-labelledby="account-title">
      <Card>
        <CardHeader>
          <CardTitle id="account-title">{t('profile.accountInfo')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <div className="flex shrink-0 flex-col items-center gap-3 self-center sm:self-auto">
            {user.profileImageUrl ? (
              <img
                src={user.profileImageUrl}
                alt={t('profile.photoAlt', { name })}
                className="size-24 rounded-full bg-muted object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-24 items-center justify-center rounded-full bg-primary/10 text-3xl font-semibold text-primary"
              >
                {initialsOf(name)}
              </span>
            )}
            <label
              className={cn(
                buttonVariants({ variant: 'outline', size: 'sm' }),
                'cursor-pointer focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2',
                upload.isPending && 'pointer-events-none opacity-60',
              )}
            >
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                disabled={upload.isPending}
                onChange={(event) => void onPick(event)}
              />
              {upload.isPending ? (
                <Spinner label={t('profile.uploadingPhoto')} showLabel className="text-inherit" />
              ) : (
                <>
                  <Camera aria-hidden="true" />
                  {t('profile.uploadPhoto')}
                </>
              )}
            </label>
          </div>
          <div className="grid min-w-0 gap-1.5 text-center sm:text-left">
            <h3 className="text-xl font-semibold wrap-anywhere">{name}</h3>
            <p className="break-all text-muted-foreground">{user.email}</p>
            <p className="text-sm text-muted-foreground">
              {t('profile.memberSince', { date: formatDate(user.createdAt) })}
            </p>
            {user.isAdmin || user.isVerified ? (
              <div className="flex flex-wrap justify-center gap-2 pt-1 sm:justify-start">
                {user.isAdmin ? (
                  <Badge variant="purple">
                    <ShieldCheck aria-hidden="true" />
                    {t('profile.administrator')}
                  </Badge>
                ) : null}
                {user.isVerified ? (
                  <Badge variant="green">
                    <BadgeCheck aria-hidden="true" />
                    {t('profile.verified')}
                  </Badge>
                ) : null}
              </div>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
