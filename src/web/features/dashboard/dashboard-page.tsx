// Seller dashboard (SPEC §2): greeting, the four summary tiles, the 'Ready for Pickup' batch card
// (only with approved items), a way to submit a new item and 'Your Submissions'.
import { Plus, Shirt } from 'lucide-react';
import { Link } from 'wouter';
import { greetingName } from '../../../domain/user';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useT } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignedInUser } from '../auth/api';
import { useClothingItems } from '../items/api';
import { ReadyForPickupCard } from '../shipments/ready-for-pickup-card';
import { SubmissionsGrid } from './submissions-grid';
import { SummaryTiles } from './summary-tiles';

export default function DashboardPage() {
  const { t } = useT();
  const user = useSignedInUser();
  const items = useClothingItems();
  useDocumentTitle(t('nav.dashboard'), t('brand.name'));

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-10">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">
          {t('dashboard.greeting', { name: greetingName(user) })}
        </h1>
        <p className="text-muted-foreground">{t('sellerDashboard.intro')}</p>
      </div>

      <SummaryTiles items={items.data} itemsFailed={items.isError} />

      <ReadyForPickupCard />

      <Card className="flex flex-col gap-4 bg-secondary p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground min-[400px]:flex">
            <Shirt aria-hidden="true" className="size-6" />
          </span>
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">{t('sellerDashboard.ctaTitle')}</h2>
            <p className="text-sm text-secondary-foreground/80">{t('sellerDashboard.ctaBody')}</p>
          </div>
        </div>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link href="/submit">
            <Plus aria-hidden="true" />
            {t('sellerDashboard.submitNew')}
          </Link>
        </Button>
      </Card>

      <SubmissionsGrid
        items={items.data}
        isError={items.isError}
        onRetry={() => void items.refetch()}
      />
    </div>
  );
}
