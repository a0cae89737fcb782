// The Audit tab (issue 14): who did what to whom and when, newest first, 50 to a page, one line
// each; filtered by admin, action, kind of target, a target's id and dates, all kept in the
// address (`audit.admin`, `audit.action`...). Its own chunk (admin-dashboard-page.tsx): nobody else needs it.
import { ScrollText } from 'lucide-react';
import { AUDIT_LOG_FILTERS } from '@/domain/audit-filters';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@/domain/audit-actions';
import { Card } from '@/web/components/ui/card';
import { AdminList, usePagedList } from '@/web/console/admin-list';
import { selectOf, type SelectFilter } from '@/web/console/list-toolbar';
import { useT } from '@/web/i18n/i18n';
import { useAuditAdmins, useAuditLog } from './api';
import { AuditLine } from './audit-line';

export function AuditTab() {
  const { t } = useT();
  const list = usePagedList('audit', useAuditLog, AUDIT_LOG_FILTERS);
  const admins = useAuditAdmins().data?.admins ?? [];
  const chosen = list.filters.values.admin;
  // A former admin (in a shared link) is still a choice, by id.
  const adminOptions = admins.map((admin) => ({ value: admin.id, label: admin.name }));
  if (chosen && !admins.some((admin) => admin.id === chosen)) {
    adminOptions.push({ value: chosen, label: chosen });
  }
  const selects: SelectFilter[] = [
    { name: 'admin', label: 'adminAudit.admin', options: adminOptions },
    selectOf('action', 'adminAudit.action', AUDIT_ACTIONS, (value) =>
      t(`adminAudit.action.${value}`),
    ),
    selectOf('targetType', 'adminAudit.targetType', AUDIT_TARGET_TYPES, (value) =>
      t(`adminAudit.targetType.${value}`),
    ),
  ];
  return (
    <AdminList
      list={list}
      heading={{ id: 'admin-audit-title', texts: 'adminAudit', intro: 'adminAudit.intro' }}
      toolbar={{ searchHint: t('adminAudit.searchHint'), selects }}
      emptyHint={{ icon: ScrollText, text: t('adminAudit.intro') }}
      skeleton={{ count: 4, className: 'h-14' }}
      pagerLabel={t('adminAudit.pages')}
      keyOf={(entry) => entry.id}
      table={(entries) => (
        <Card className="overflow-hidden p-0">
          <ol aria-labelledby="admin-audit-title" className="divide-y divide-border">
            {entries.map((entry) => (
              <li key={entry.id}>
                <AuditLine entry={entry} />
              </li>
            ))}
          </ol>
        </Card>
      )}
    >
      {(entry) => <AuditLine entry={entry} />}
    </AdminList>
  );
}
