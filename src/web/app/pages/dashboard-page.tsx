// The seller dashboard (SPEC §2) with the shipments feature's 'Ready for Pickup' batch card.
import { DashboardPage } from '@/web/features/dashboard/dashboard-page';
import { ReadyForPickupCard } from '@/web/features/shipments/ready-for-pickup-card';

export default function SellerDashboard() {
  return <DashboardPage batchCard={<ReadyForPickupCard />} />;
}
