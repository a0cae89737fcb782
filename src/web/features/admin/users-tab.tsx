// Users (SPEC §2, §7): every customer, polled every 5 s, 50 to a page.
import { useT } from '@/web/i18n/i18n';
import { AdminList, usePagedList } from './admin-list';
import { useAdminUsers } from './api';
import { UserCard } from './user-card';

export function UsersTab() {
  const { t } = useT();
  return (
    <AdminList
      list={usePagedList('usersPage', useAdminUsers)}
      heading={{ id: 'admin-users-title', texts: 'admin.users' }}
      skeleton={{ count: 3, className: 'h-40' }}
      pagerLabel={t('admin.users.title')}
      keyOf={(user) => user.id}
    >
      {(user) => <UserCard user={user} />}
    </AdminList>
  );
}
