// The one module that holds uPlot (issue 14): imported lazily by trend-chart.tsx, so the library
// and its styles arrive only when the Analytics tab draws a chart, never with other pages. The
// canvas is a picture for sighted people; its name and the table beside it carry the numbers.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { axisSteps } from './axis-steps';

export interface UplotSeries {
  label: string;
  values: (number | null)[];
  colour: string;
  /** Which axis: counts on the left; money or hours on the right when a chart mixes them. */
  scale: string;
  dashed?: boolean;
}

export interface UplotChartProps {
  /** Each day as 'YYYY-MM-DD'. */
  dates: readonly string[];
  series: readonly UplotSeries[];
  label: string;
  formatValue: (scale: string, value: number) => string;
  /** A day as the axis and legend show it ('29 Oct'). */
  formatDay: (date: string) => string;
  /** The legend's name for the day ('Date'). */
  dayLabel: string;
  height?: number;
}

const DAY_SECONDS = 86_400;
const dateOf = (ts: number) => new Date(ts * 1000).toISOString().slice(0, 10);

export default function UplotChart({
  dates,
  series,
  label,
  formatValue,
  formatDay,
  dayLabel,
  height = 220,
}: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Calendar days as UTC midnights, read back in UTC: the axis shows the days themselves.
    const xs = dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 1000);
    const scales = [...new Set(series.map((s) => s.scale))];
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: Object.fromEntries([
        ['x', { time: true }],
        ...scales.map((scale) => [
          scale,
          {
            range: (_u: uPlot, _min: number, max: number) =>
              [0, Math.max(max, 1) * 1.1] as [number, number],
          },
        ]),
      ]),
      axes: [
        {
          space: 64,
          incrs: [DAY_SECONDS, 7 * DAY_SECONDS, 14 * DAY_SECONDS, 28 * DAY_SECONDS],
          values: (_u: uPlot, ticks: number[]) => ticks.map((tick) => formatDay(dateOf(tick))),
        },
        ...scales.map((scale, index) => ({
          scale,
          side: index === 0 ? 3 : 1,
          size: 64,
          grid: { show: index === 0 },
          ...(axisSteps(scale) ? { incrs: axisSteps(scale) } : {}),
          values: (_u: uPlot, ticks: number[]) => ticks.map((tick) => formatValue(scale, tick)),
        })),
      ],
      series: [
        {
          label: dayLabel,
          value: (_u: uPlot, ts: number | null) => (ts === null ? '–' : formatDay(dateOf(ts))),
        },
        ...series.map((s) => ({
          label: s.label,
          scale: s.scale,
          stroke: s.colour,
          width: 2,
          ...(s.dashed ? { dash: [6, 4] } : {}),
          // Sparse measures (no review on a quiet day): dots, joined across the gaps.
          ...(s.scale === 'hours' && !s.dashed ? { spanGaps: true, points: { show: true } } : {}),
          value: (_u: uPlot, value: number | null) =>
            value === null ? '–' : formatValue(s.scale, value),
        })),
      ],
    };
    const plot = new uPlot(options, [xs, ...series.map((s) => s.values)], element);
    // The chart follows its card's width (360 px phones to wide screens).
    const observer = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(element.clientWidth, 200), height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [dates, series, height, formatValue, formatDay, dayLabel]);

  return <div ref={box} role="img" aria-label={label} className="w-full overflow-hidden" />;
}
