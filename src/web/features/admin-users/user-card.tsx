// One customer in the Users tab: who they are, badges, bank details (account number masked by
// the server, revealed on request), the Aadhaar images and the admin actions. Every reveal and
// every document view is recorded by the server (DESIGN §3). Images the Secure QR did not prove
// wait for staff: Confirm identity or Ask for a clearer photo (issue 23). The console identity cannot be
// changed, so it has none. An erased account (listed under Accounts: Erased) reads "Erased account"
// with its id, the dates and nothing of the person, as an erased agent's card does; nothing can be
// done with it.
import { Suspense, type ReactNode } from 'react';
import { lazy } from '@/web/lib/lazy';
import type { AdminUser } from '@/domain/admin-user.schema';
import { fullNameOrEmail } from '@/domain/user-names';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { DetailList } from '@/web/components/ui/detail-list';
import { useT } from '@/web/i18n/i18n';
import { DocumentViews } from '@/web/components/documents/document-views';
import { AdminFlagDialog } from './admin-flag-dialog';
import { adminDocumentUrl, useChangeUserPassword } from './api';
import { CardActions } from '@/web/console/card-actions';
import { ChangePasswordDialog, USER_PASSWORD_TEXTS } from '@/web/console/change-password-dialog';
import { RevealableAccount } from './revealable-account';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';
import { RevokeIdentityDialog } from './revoke-identity-dialog';

// Its own chunk: erased accounts are listed only when asked for, and the console's first load is
// at its JS budget (scripts/bundle-budget.mjs).
const ErasedUserCard = lazy(() => import('./erased-user-card').then((module) => module.default), {
  english: ['admin-erase'],
});

const BANK_BADGE: Record<AdminUser['bankVerificationStatus'], BadgeProps['variant']> = {
  pending: 'grey',
  unverified: 'grey',
  under_review: 'yellow',
  verified: 'green',
  failed: 'red',
};

export function UserCard({ user }: { user: AdminUser }) {
  return user.erasedAt ? (
    <Suspense fallback={null}>
      <ErasedUserCard user={user} erasedAt={user.erasedAt} />
    </Suspense>
  ) : (
    <LiveUserCard user={user} />
  );
}

function LiveUserCard({ user }: { user: AdminUser }) {
  const { t, format } = useT();
  const name = fullNameOrEmail(user);
  const changePassword = useChangeUserPassword(user.id);
  // Images the Secure QR did not prove, waiting for staff (issue 23).
  const waitingForCheck = user.isVerified && user.identityCheck === 'documents';

  const bank: Array<[string, ReactNode]> = [
    [
      t('admin.users.bankAccount'),
      user.bankAccountMasked ? (
        <RevealableAccount userId={user.id} name={name} masked={user.bankAccountMasked} />
      ) : null,
    ],
    [t('admin.users.bankIfsc'), user.bankIFSCCode],
    [t('admin.users.bankHolder'), user.bankAccountHolderName],
    [t('admin.users.bankUpi'), user.upiAddress],
    [t('adminUsers.transaction'), user.transactionId],
  ];
  const givenBank = bank.filter(([, value]) => value);

  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="grid gap-2">
        <h3 className="text-base font-semibold wrap-anywhere">{name}</h3>
        <div className="flex flex-wrap gap-1.5">
          {user.isConsoleAdmin ? (
            <Badge variant="purple">{t('admin.users.badgeConsole')}</Badge>
          ) : null}
          {user.isAdmin ? <Badge variant="blue">{t('admin.users.badgeAdmin')}</Badge> : null}
          {user.isConsoleAdmin ? null : (
            <>
              {user.isVerified ? (
                <Badge variant="green">{t('admin.users.badgeVerified')}</Badge>
              ) : (
                <Badge variant="grey">{t('admin.users.badgeUnverified')}</Badge>
              )}
              <Badge variant={BANK_BADGE[user.bankVerificationStatus]}>
                {t(`bankStatus.${user.bankVerificationStatus}`)}
              </Badge>
            </>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('admin.users.email')}</dt>
        <dd className="min-w-0 break-all">{user.email}</dd>
        <dt className="text-muted-foreground">{t('admin.users.mobile')}</dt>
        <dd>{user.mobileNumber ?? t('common.notGiven')}</dd>
        <dt className="text-muted-foreground">{t('admin.users.id')}</dt>
        <dd className="font-mono text-xs leading-5">{user.id}</dd>
        <dt className="text-muted-foreground">{t('admin.users.joined')}</dt>
        <dd>{format.date(user.createdAt)}</dd>
      </dl>
      {givenBank.length > 0 ? (
        <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
          <h4 className="font-medium">{t('admin.users.bankDetails')}</h4>
          <DetailList rows={givenBank} />
        </div>
      ) : null}
      {user.isVerified && !user.isConsoleAdmin ? <IdentityCheckLine user={user} /> : null}
      <DocumentViews
        texts="adminUsers"
        sideTexts="identity"
        documentUrl={(side) => adminDocumentUrl(user.id, side)}
        holder={{ ...user, name }}
      />
      {user.isConsoleAdmin ? null : (
        <CardActions label={t('admin.users.actionsFor', { name })}>
          <ChangePasswordDialog texts={USER_PASSWORD_TEXTS} name={name} change={changePassword} />
          <AdminFlagDialog user={user} name={name} />
          {waitingForCheck ? <ConfirmIdentityDialog userId={user.id} name={name} /> : null}
          {user.isVerified ? (
            <RevokeIdentityDialog userId={user.id} name={name} askClearer={waitingForCheck} />
          ) : null}
        </CardActions>
      )}
    </Card>
  );
}

/** How the identity was established (issue 23): by the Secure QR, by staff, or images only. */
function IdentityCheckLine({ user }: { user: AdminUser }) {
  const { t } = useT();
  const text =
    user.identityCheck === 'aadhaar_qr'
      ? t('adminUsers.identity.qr', { last4: user.aadhaarLast4 ?? '' })
      : user.identityCheck === 'staff'
        ? t('adminUsers.identity.staff')
        : t('adminUsers.identity.documents', {
            reason: t(`adminUsers.identity.reason.${user.identityCheckReason ?? 'unchecked'}`),
          });
  return (
    <p
      className={
        user.identityCheck === 'documents' || !user.identityCheck
          ? 'text-sm text-amber-900'
          : 'text-sm'
      }
    >
      {text}
    </p>
  );
}
