// One term and its value in a details list (<dl>); an empty value reads 'Not given'.
import type { ReactNode } from 'react';
import { useT } from '@/web/i18n/i18n';

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useT();
  const empty = children === null || children === undefined || children === '';
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">
        {empty ? <span className="text-muted-foreground">{t('common.notGiven')}</span> : children}
      </dd>
    </>
  );
}
