// Account Information (SPEC §2): avatar with its upload button, full name or email, email, member
// since, and the Administrator and Verified badges.
import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { fullNameOrEmail } from '@/domain/user-names';
import { ProfilePhotoUpload } from '@/web/components/profile-photo/profile-photo-upload';
import { Badge } from '@/web/components/ui/badge';
import { SectionCard } from '@/web/components/ui/section-card';
import { useT } from '@/web/i18n/i18n';
import { useSignedInUser } from '@/web/lib/current-user';
import { useUploadProfilePhoto } from './api';

export function AccountCard() {
  const { t, format } = useT();
  const user = useSignedInUser();
  const name = fullNameOrEmail(user);
  const upload = useUploadProfilePhoto();

  return (
    <SectionCard
      title={t('profile.accountInfo')}
      contentClassName="flex flex-col gap-5 sm:flex-row sm:items-center"
    >
      <ProfilePhotoUpload owner="customer" account={user} name={name} upload={upload} />
      <div className="grid min-w-0 gap-1.5 text-center sm:text-left">
        <h3 className="text-xl font-semibold wrap-anywhere">{name}</h3>
        <p className="break-all text-muted-foreground">{user.email}</p>
        <p className="text-sm text-muted-foreground">
          {t('profile.memberSince', { date: format.date(user.createdAt) })}
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
    </SectionCard>
  );
}
