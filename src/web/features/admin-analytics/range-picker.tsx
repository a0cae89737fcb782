// The Analytics tab's days: presets (last 7, 30, 90 days) or two typed dates. The choice lives in
// the address (use-date-range.ts); a bad pair is explained beside the fields, never sent.
import { useId, useState, type FormEvent } from 'react';
import {
  indianToday,
  MAX_RANGE_DAYS,
  parseDateRange,
  RANGE_PRESETS,
  type DateRange,
} from '@/domain/date-range';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useT } from '@/web/i18n/i18n';
import type { ChosenRange } from './use-date-range';

interface RangePickerProps {
  range: ChosenRange;
  onChange: (next: DateRange | number) => void;
}

export function RangePicker({ range, onChange }: RangePickerProps) {
  const { t } = useT();
  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t('adminAnalytics.range')} className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((days) => (
          <Button
            key={days}
            type="button"
            size="sm"
            variant={range.preset === days ? 'default' : 'outline'}
            aria-pressed={range.preset === days}
            onClick={() => onChange(days)}
          >
            {t('adminAnalytics.preset', { days })}
          </Button>
        ))}
      </div>
      {/* Keyed by the range: a preset or Back refills the fields. */}
      <DatesForm key={`${range.from}..${range.to}`} range={range} onChange={onChange} />
    </div>
  );
}

function DatesForm({ range, onChange }: RangePickerProps) {
  const { t } = useT();
  const id = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [invalid, setInvalid] = useState(false);
  const today = indianToday();

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = parseDateRange(from, to);
    setInvalid(chosen === null);
    if (chosen) onChange(chosen);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      {(
        [
          ['from', from, setFrom],
          ['to', to, setTo],
        ] as const
      ).map(([end, value, set]) => (
        <div key={end} className="grid gap-1">
          <Label htmlFor={`${id}-${end}`}>{t(`adminAnalytics.${end}`)}</Label>
          <Input
            id={`${id}-${end}`}
            type="date"
            value={value}
            max={today}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => set(event.target.value)}
            className="w-40"
          />
        </div>
      ))}
      <Button type="submit" variant="secondary">
        {t('adminAnalytics.apply')}
      </Button>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-destructive">
          {t('adminAnalytics.rangeInvalid', { maxDays: MAX_RANGE_DAYS })}
        </p>
      ) : null}
    </form>
  );
}
