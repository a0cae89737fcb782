// Seller dashboard (SPEC §2): greeting, the four summary tiles, the 'Ready for Pickup' batch card
// (only with approved items), a way to submit a new item and 'Your Submissions'. The batch card
// belongs to the shipments feature: the app passes it in (app/pages/dashboard-page.tsx).
import { useQuery } from '@tanstack/react-query';
import { Shirt } from 'lucide-react';
import type { ReactNode } from 'react';
import { itemEndpoints } from '@/contract/items';
import { greetingName } from '@/domain/user-names';
import { SubmitItemLink } from '@/web/components/items/submit-item-link';
import { Card } from '@/web/components/ui/card';
import { IconBadge } from '@/web/components/ui/icon-badge';
import { useT } from '@/web/i18n/i18n';
import { useSignedInUser } from '@/web/lib/current-user';
import { endpointQuery } from '@/web/lib/endpoint-query';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { SubmissionsGrid } from './submissions-grid';
import { SummaryTiles } from './summary-tiles';

export function DashboardPage({ batchCard }: { batchCard: ReactNode }) {
  const { t } = useT();
  const user = useSignedInUser();
  // Newest first, as the server sends them.
  const items = useQuery(endpointQuery(itemEndpoints.listMyItems));
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

      {batchCard}

      <Card className="flex flex-col gap-4 bg-secondary p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex items-start gap-4">
          <IconBadge icon={Shirt} size="lg" tone="primary" hideOnPhones />
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">{t('sellerDashboard.ctaTitle')}</h2>
            <p className="text-sm text-secondary-foreground/80">{t('sellerDashboard.ctaBody')}</p>
          </div>
        </div>
        <SubmitItemLink size="lg" className="w-full sm:w-auto" />
      </Card>

      <SubmissionsGrid
        items={items.data}
        isError={items.isError}
        onRetry={() => void items.refetch()}
      />
    </div>
  );
}
