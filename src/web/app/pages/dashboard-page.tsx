// The seller dashboard (SPEC §2) with the shipments feature's cards: the pickups on their way
// (issue 15) and the 'Ready for Pickup' batch.
import { DashboardPage } from '@/web/features/dashboard/dashboard-page';
import { ReadyForPickupCard } from '@/web/features/shipments/ready-for-pickup-card';
import { YourPickupsCard } from '@/web/features/shipments/your-pickups-card';

export default function SellerDashboard() {
  return (
    <DashboardPage
      batchCard={
        <>
          <YourPickupsCard />
          <ReadyForPickupCard />
        </>
      }
    />
  );
}
