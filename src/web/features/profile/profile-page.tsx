// /profile (SPEC §2): Account Information. Identity, bank, orders, stats and recent activity
// join it with their issues.
import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { fullNameOrEmail } from '../../../domain/user';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useT } from '../../i18n/i18n';
import { formatDate, initialsOf } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignedInUser } from '../auth/api';

export default function ProfilePage() {
  const { t } = useT();
  const user = useSignedInUser();
  const name = fullNameOrEmail(user);
  useDocumentTitle(t('profile.title'), t('brand.name'));

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('profile.title')}</h1>
      <Card>
        <CardHeader>
          <CardTitle>{t('profile.accountInfo')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
          {user.profileImageUrl ? (
            <img
              src={user.profileImageUrl}
              alt={t('profile.photoAlt', { name })}
              className="size-20 shrink-0 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary/10 text-2xl font-semibold text-primary"
            >
              {initialsOf(name)}
            </span>
          )}
          <div className="grid min-w-0 gap-1.5">
            <h2 className="text-xl font-semibold wrap-anywhere">{name}</h2>
            <p className="text-muted-foreground break-all">{user.email}</p>
            <p className="text-sm text-muted-foreground">
              {t('profile.memberSince', { date: formatDate(user.createdAt) })}
            </p>
            {user.isAdmin || user.isVerified ? (
              <div className="flex flex-wrap gap-2 pt-1">
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
    </div>
  );
}
