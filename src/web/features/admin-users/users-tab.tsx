// Users (SPEC §2, §7): every customer, polled every 5 s, 50 to a page; searched by id, email,
// name or mobile and filtered by identity and bank verification (issue 14); erased accounts only
// under Accounts: Erased (decision 0022).
import { BANK_STATUSES } from '@/domain/bank-verification';
import { IDENTITY_FILTERS, USER_FILTERS, USER_SORTS } from '@/domain/admin-list-filters';
import { useT } from '@/web/i18n/i18n';
import { AdminList, usePagedList } from '@/web/console/admin-list';
import { useAdminUsers } from './api';
import { accountSelect, selectOf } from '@/web/console/list-toolbar';
import { UserCard } from './user-card';

export function UsersTab() {
  const { t } = useT();
  return (
    <AdminList
      list={usePagedList('users', useAdminUsers, USER_FILTERS)}
      heading={{ texts: 'admin.users' }}
      toolbar={{
        searchHint: t('adminLists.searchHint.users'),
        sorts: USER_SORTS,
        selects: [
          selectOf('identity', 'adminLists.identity', IDENTITY_FILTERS, (value) =>
            t(`adminLists.identity.${value}`),
          ),
          selectOf('bank', 'adminLists.bank', BANK_STATUSES, (value) => t(`bankStatus.${value}`)),
          accountSelect(t),
        ],
      }}
      skeleton={{ count: 3, className: 'h-40' }}
      pagerLabel={t('admin.users.title')}
      keyOf={(user) => user.id}
    >
      {(user) => <UserCard user={user} />}
    </AdminList>
  );
}
