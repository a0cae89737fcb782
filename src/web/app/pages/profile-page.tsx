// The customer profile (SPEC §2) with the verification cards and the shipments feature's Order
// Status.
import { ProfilePage } from '@/web/features/profile/profile-page';
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
    />
  );
}
