// An erased customer in the Users tab (listed under Accounts: Erased; decision 0022): "Erased
// account" with the id (the pseudonym of the money records), when they joined and when the data
// was erased; never the placeholder email, and nothing can be done with it, as with an erased
// agent's card (admin-agents/agent-card.tsx).
import type { AdminUser } from '@/domain/admin-user.schema';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { useT } from '@/web/i18n/i18n';

/** What stays of an erased customer: the pseudonym (user id) and when; never the placeholder email. */
export default function ErasedUserCard({ user, erasedAt }: { user: AdminUser; erasedAt: string }) {
  const { t, format } = useT();
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-base font-semibold wrap-anywhere">{t('adminErase.card.name')}</h3>
          <Badge variant="grey">{t('adminErase.card.badge')}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('adminErase.card.userNote', { id: user.id })}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('admin.users.id')}</dt>
        <dd className="font-mono text-xs leading-5">{user.id}</dd>
        <dt className="text-muted-foreground">{t('admin.users.joined')}</dt>
        <dd>{format.date(user.createdAt)}</dd>
        <dt className="text-muted-foreground">{t('adminErase.card.erasedOn')}</dt>
        <dd>{format.date(erasedAt)}</dd>
      </dl>
    </Card>
  );
}
