// One customer in the Users tab: who they are, badges, bank details (account number masked by
// the server, revealed on request), the Aadhaar images and the admin actions. Every reveal and
// every document view is recorded by the server (DESIGN §3). The console identity cannot be
// changed, so it has none.
import { ShieldMinus, ShieldPlus } from 'lucide-react';
import type { AdminUser } from '../../../domain/admin-user';
import { BANK_STATUS_LABELS } from '../../../domain/bank-verification';
import { fullNameOrEmail } from '../../../domain/user';
import { DOCUMENT_SIDES } from '../../../domain/verification';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { DocumentDialog } from '../verification/document-dialog';
import { useSetUserAdmin } from './api';
import { ChangePasswordDialog } from './change-password-dialog';
import { adminDocumentUrl } from './payments-tab/api';
import { RevealableAccount } from './payments-tab/revealable-account';
import { RevokeIdentityDialog } from './payments-tab/revoke-identity-dialog';
import { useAdminFailureRedirect } from './use-admin-failure';

const BANK_BADGE: Record<AdminUser['bankVerificationStatus'], BadgeProps['variant']> = {
  pending: 'grey',
  unverified: 'grey',
  under_review: 'yellow',
  verified: 'green',
  failed: 'red',
};

export function UserCard({ user }: { user: AdminUser }) {
  const { t, tx } = useT();
  const name = fullNameOrEmail(user);
  const setAdmin = useSetUserAdmin();
  const onFailure = useAdminFailureRedirect();

  function toggleAdmin() {
    const isAdmin = !user.isAdmin;
    setAdmin.mutate(
      { userId: user.id, isAdmin },
      {
        onSuccess: () =>
          toast({
            title: t('admin.users.adminChangedTitle'),
            description: t(isAdmin ? 'admin.users.adminGranted' : 'admin.users.adminRevoked', {
              name,
            }),
          }),
        onError: (error) =>
          onFailure(error, { title: t('common.error'), description: t('admin.users.adminFailed') }),
      },
    );
  }

  const bank: Array<[string, string | null]> = [
    [t('admin.users.bankIfsc'), user.bankIFSCCode],
    [t('admin.users.bankHolder'), user.bankAccountHolderName],
    [t('admin.users.bankUpi'), user.upiAddress],
    [t('adminUsers.transaction'), user.transactionId],
  ];
  const hasBank = Boolean(user.bankAccountMasked) || bank.some(([, value]) => value);
  const documents = DOCUMENT_SIDES.filter((side) =>
    side === 'front' ? user.hasAadharFront : user.hasAadharBack,
  );

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
                {tx(BANK_STATUS_LABELS[user.bankVerificationStatus])}
              </Badge>
            </>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('admin.users.email')}</dt>
        <dd className="min-w-0 break-all">{user.email}</dd>
        <dt className="text-muted-foreground">{t('admin.users.mobile')}</dt>
        <dd>{user.mobileNumber ?? t('admin.users.notGiven')}</dd>
        <dt className="text-muted-foreground">{t('admin.users.id')}</dt>
        <dd className="font-mono text-xs leading-5">{user.id}</dd>
        <dt className="text-muted-foreground">{t('admin.users.joined')}</dt>
        <dd>{formatDate(user.createdAt)}</dd>
      </dl>
      {hasBank ? (
        <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
          <h4 className="font-medium">{t('admin.users.bankDetails')}</h4>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {user.bankAccountMasked ? (
              <>
                <dt className="text-muted-foreground">{t('admin.users.bankAccount')}</dt>
                <dd className="min-w-0">
                  <RevealableAccount userId={user.id} name={name} masked={user.bankAccountMasked} />
                </dd>
              </>
            ) : null}
            {bank.map(([label, value]) =>
              value ? (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="min-w-0 break-all">{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
        </div>
      ) : null}
      {documents.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-medium">{t('adminUsers.documents')}</h4>
          <div className="flex flex-wrap gap-2">
            {documents.map((side) => (
              <DocumentDialog
                key={side}
                triggerLabel={t(side === 'front' ? 'adminUsers.viewFront' : 'adminUsers.viewBack')}
                triggerAriaLabel={t(
                  side === 'front' ? 'adminUsers.viewFrontOf' : 'adminUsers.viewBackOf',
                  { name },
                )}
                title={t(side === 'front' ? 'identity.front' : 'identity.back')}
                description={t('adminUsers.documentDescription', { name })}
                src={adminDocumentUrl(user.id, side)}
                alt={t(side === 'front' ? 'identity.front' : 'identity.back')}
              />
            ))}
          </div>
        </div>
      ) : null}
      {user.isConsoleAdmin ? null : (
        <div
          role="group"
          aria-label={t('admin.users.actionsFor', { name })}
          className="mt-auto flex flex-wrap gap-2"
        >
          <ChangePasswordDialog user={user} name={name} />
          <Button
            variant={user.isAdmin ? 'outline' : 'secondary'}
            size="sm"
            disabled={setAdmin.isPending}
            onClick={toggleAdmin}
          >
            {user.isAdmin ? <ShieldMinus aria-hidden="true" /> : <ShieldPlus aria-hidden="true" />}
            {user.isAdmin ? t('admin.users.removeAdmin') : t('admin.users.makeAdmin')}
          </Button>
          {user.isVerified ? <RevokeIdentityDialog userId={user.id} name={name} /> : null}
        </div>
      )}
    </Card>
  );
}
