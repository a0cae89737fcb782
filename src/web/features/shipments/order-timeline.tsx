// The four-step order timeline of the profile's Order Status (SPEC §4): Order Created, Picked Up,
// In Transit, Delivered, each done per timelineDone(), with the date the step was reached taken
// from the shipment's status history. A step reached by skipping (straight to delivered) takes
// the date of the status that covered it; the last done step is the current one.
import { Check } from 'lucide-react';
import { SHIPMENT_STATUSES, timelineDone } from '@/domain/shipment-status';
import type { Shipment } from '@/domain/shipments.schema';
import type { MessageKey } from '@/web/i18n/i18n';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';

// Same order as TIMELINE_STEPS in the domain.
const STEP_KEYS: readonly MessageKey[] = [
  'orders.step.created',
  'orders.step.pickedUp',
  'orders.step.inTransit',
  'orders.step.delivered',
];

/**
 * When each step was reached: a status covers its own step and every earlier one. Going back
 * (the admin may set any status) un-reaches the later steps, so a later return dates afresh.
 */
export function stepDates(
  shipment: Pick<Shipment, 'statusHistory' | 'createdAt'>,
): (string | null)[] {
  const dates: (string | null)[] = STEP_KEYS.map(() => null);
  for (const entry of shipment.statusHistory) {
    const reached = SHIPMENT_STATUSES.indexOf(entry.shipmentStatus);
    if (reached < 0) continue;
    for (let step = 0; step < dates.length; step += 1) {
      dates[step] = step <= reached ? (dates[step] ?? entry.reachedAt) : null;
    }
  }
  dates[0] ??= shipment.createdAt;
  return dates;
}

export function OrderTimeline({ shipment }: { shipment: Shipment }) {
  const { t, format } = useT();
  const done = timelineDone(shipment.shipmentStatus);
  const dates = stepDates(shipment);
  const current = done.lastIndexOf(true);

  return (
    <ol aria-label={t('orders.timeline')} className="grid gap-0 sm:grid-cols-4 sm:gap-2">
      {STEP_KEYS.map((key, step) => {
        const isDone = done[step] ?? false;
        const isCurrent = step === current;
        const date = isDone ? dates[step] : null;
        const last = step === STEP_KEYS.length - 1;
        return (
          <li
            key={key}
            aria-current={isCurrent ? 'step' : undefined}
            className="relative flex gap-3 pb-4 last:pb-0 sm:flex-col sm:items-center sm:gap-1.5 sm:pb-0 sm:text-center"
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-7 bottom-0 left-3.5 w-0.5 -translate-x-1/2 sm:top-3.5 sm:right-[calc(-50%-0.25rem)] sm:bottom-auto sm:left-[calc(50%+1rem)] sm:h-0.5 sm:w-auto sm:translate-x-0',
                  done[step + 1] ? 'bg-success' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
                isDone
                  ? 'border-success bg-success text-white'
                  : 'border-border bg-card text-muted-foreground',
                isCurrent && 'ring-2 ring-success/30 ring-offset-2 ring-offset-card',
              )}
            >
              {isDone ? <Check className="size-4" /> : step + 1}
            </span>
            <span className="grid min-w-0 gap-0.5 pt-0.5 sm:pt-0">
              <span
                className={cn(
                  'text-sm leading-tight',
                  isDone ? 'font-medium text-foreground' : 'text-muted-foreground',
                  isCurrent && 'font-semibold',
                )}
              >
                {t(key)}
                <span className="sr-only">
                  {' '}
                  ({isDone ? t('orders.stepDone') : t('orders.stepNotYet')})
                </span>
              </span>
              {date ? (
                <time dateTime={date} className="text-xs text-muted-foreground">
                  {format.date(date)}
                </time>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
