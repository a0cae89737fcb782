// /profile (SPEC §2): Account Information, Identity Verification, Bank Details & UPI, Order
// Status, the three stat cards, Recent Activity and the notification preferences (issue 13). The
// verification cards, the orders and the preferences belong to their own features: the app passes
// them in (app/pages/profile-page.tsx). Signed out, the route shows app/profile-signed-out instead
// (redirect to /api/login after 500 ms).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { itemEndpoints } from '@/contract/items';
import { useT } from '@/web/i18n/i18n';
import { endpointQuery } from '@/web/lib/endpoint-query';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AccountCard } from './account-card';
import { ProfileStats } from './profile-stats';
import { RecentActivity } from './recent-activity';

interface ProfilePageProps {
  /** Identity Verification and Bank Details & UPI. */
  verification: ReactNode;
  /** Order Status. */
  orders: ReactNode;
  /** Notification preferences (issue 13). */
  notifications?: ReactNode;
}

export function ProfilePage({ verification, orders, notifications }: ProfilePageProps) {
  const { t } = useT();
  const items = useQuery(endpointQuery(itemEndpoints.listMyItems));
  useDocumentTitle(t('profile.title'), t('brand.name'));

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('profile.title')}</h1>
      <AccountCard />
      {verification}
      {orders}
      <ProfileStats items={items.data} itemsFailed={items.isError} />
      <RecentActivity
        items={items.data}
        isError={items.isError}
        onRetry={() => void items.refetch()}
      />
      {notifications}
    </div>
  );
}
