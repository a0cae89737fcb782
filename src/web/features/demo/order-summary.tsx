// Order Summary (SPEC §2 demo): total items, total value, the ₹500 minimum, and the shortfall or
// a ready message; then 'Place Order (n items)', disabled with no items.
import { CircleAlert, CircleCheck, PackageCheck } from 'lucide-react';
import type { DemoOrderSummary } from '@/domain/demo-order';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useT } from '@/web/i18n/i18n';

interface OrderSummaryProps {
  summary: DemoOrderSummary;
  placing: boolean;
  onPlaceOrder: () => void;
}

export function OrderSummary({ summary, placing, onPlaceOrder }: OrderSummaryProps) {
  const { t, format } = useT();
  return (
    <Card role="region" aria-labelledby="demo-summary-title">
      <CardHeader>
        <CardTitle id="demo-summary-title">{t('demo.summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('demo.summary.totalItems')}</dt>
          <dd className="text-right font-medium tabular-nums">{summary.totalItems}</dd>
          <dt className="text-muted-foreground">{t('demo.summary.totalValue')}</dt>
          <dd className="text-right text-base font-bold tabular-nums">
            {format.rupees(summary.totalValue)}
          </dd>
          <dt className="text-muted-foreground">{t('demo.summary.minimum')}</dt>
          <dd className="text-right font-medium tabular-nums">{format.rupees(summary.minimum)}</dd>
        </dl>
        {summary.ready ? (
          <p className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('demo.summary.ready')}
          </p>
        ) : (
          <p className="flex items-start gap-2 rounded-lg bg-yellow-50 p-3 text-sm font-medium text-yellow-900">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('demo.summary.shortfall', { shortfall: format.rupees(summary.shortfall) })}
          </p>
        )}
        <Button
          size="lg"
          className="w-full"
          disabled={summary.totalItems === 0 || placing}
          onClick={onPlaceOrder}
        >
          <PackageCheck aria-hidden="true" />
          {t('demo.placeOrder', { count: summary.totalItems })}
        </Button>
      </CardContent>
    </Card>
  );
}
