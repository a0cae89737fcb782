// /profile (SPEC §2): Account Information, Identity Verification, Bank Details & UPI, Order
// Status, the three stat cards and Recent Activity. Signed out, the route shows app/profile-signed-out instead (redirect to /api/login after 500 ms).
import { useT } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useClothingItems } from '../items/api';
import { OrderStatusSection } from '../shipments/order-status-section';
import { BankCard } from '../verification/bank-card';
import { IdentityCard } from '../verification/identity-card';
import { AccountCard } from './account-card';
import { ProfileStats } from './profile-stats';
import { RecentActivity } from './recent-activity';

export default function ProfilePage() {
  const { t } = useT();
  const items = useClothingItems();
  useDocumentTitle(t('profile.title'), t('brand.name'));

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('profile.title')}</h1>
      <AccountCard />
      <IdentityCard />
      <BankCard />
      <OrderStatusSection />
      <ProfileStats items={items.data} itemsFailed={items.isError} />
      <RecentActivity
        items={items.data}
        isError={items.isError}
        onRetry={() => void items.refetch()}
      />
    </div>
  );
}
