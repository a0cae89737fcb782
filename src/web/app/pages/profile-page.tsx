// The customer profile (SPEC §2) with the verification cards, the shipments feature's Order
// Status, the notification preferences (issue 13) and "Your data" (issue 15), which asks the
// customer app's own session read before a download.
import { authEndpoints } from '@/contract/auth';
import { NotificationPreferencesCard } from '@/web/features/notifications/notification-preferences-card';
import { ProfilePage } from '@/web/features/profile/profile-page';
import { YourDataCard } from '@/web/features/privacy/your-data-card';
import { OrderStatusSection } from '@/web/features/shipments/order-status-section';
import { BankCard } from '@/web/features/verification/bank-card';
import { IdentityCard } from '@/web/features/verification/identity-card';

export default function CustomerProfile() {
  return (
    <ProfilePage
      verification={
        <>
          <IdentityCard />
          <BankCard />
        </>
      }
      orders={<OrderStatusSection />}
      notifications={
        <>
          <NotificationPreferencesCard audience="customer" />
          <YourDataCard audience="customer" sessionRead={authEndpoints.currentUser} />
        </>
      }
    />
  );
}
