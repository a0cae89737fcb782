// The four trend charts of the Analytics tab (issue 14): which numbers of a day each one draws,
// in which colour, and how a value reads in its table. Colours hold 3:1 against white.
import type { AnalyticsDay } from '@/domain/analytics.schema';
import { REVIEW_PROMISE_HOURS } from '@/domain/analytics.schema';
import { type MessageKey } from '@/web/i18n/i18n';

export type ValueKind = 'count' | 'money' | 'hours';

export interface ChartSeries {
  label: MessageKey;
  value: (day: AnalyticsDay) => number | null;
  colour: string;
  kind: ValueKind;
  /** A dashed line: a target, not a measure. */
  dashed?: boolean;
}

export interface ChartSpec {
  id: string;
  title: MessageKey;
  series: readonly ChartSeries[];
}

const rupees = (text: string) => Number(text);

/** A series maker for one kind of value: its label, its number of a day and its colour. */
const seriesOf =
  (kind: ValueKind) =>
  (label: MessageKey, value: ChartSeries['value'], colour: string): ChartSeries => ({
    label,
    value,
    colour,
    kind,
  });
const count = seriesOf('count');
const money = seriesOf('money');
const hours = seriesOf('hours');

export const CHARTS: readonly ChartSpec[] = [
  {
    id: 'items',
    title: 'adminAnalytics.items',
    series: [
      count('adminAnalytics.submissions', (d) => d.submissions, '#2563eb'),
      count('adminAnalytics.approvals', (d) => d.approvals, '#15803d'),
      count('adminAnalytics.rejections', (d) => d.rejections, '#dc2626'),
    ],
  },
  {
    id: 'money',
    title: 'adminAnalytics.money',
    series: [
      money('adminAnalytics.moneyOffered', (d) => rupees(d.moneyOffered), '#7c3aed'),
      money('adminAnalytics.moneyAccepted', (d) => rupees(d.moneyAccepted), '#2563eb'),
      money('adminAnalytics.moneyPaidOut', (d) => rupees(d.moneyPaidOut), '#15803d'),
    ],
  },
  {
    id: 'agents',
    title: 'adminAnalytics.agents',
    series: [
      count('adminAnalytics.agentSignups', (d) => d.agentSignups, '#c2410c'),
      money('adminAnalytics.agentEarnings', (d) => rupees(d.agentEarnings), '#0f766e'),
    ],
  },
  {
    id: 'review-time',
    title: 'adminAnalytics.reviewTime',
    series: [
      hours('adminAnalytics.reviewMedian', (d) => d.reviewMedianHours, '#2563eb'),
      hours('adminAnalytics.reviewP90', (d) => d.reviewP90Hours, '#c2410c'),
      {
        ...hours('adminAnalytics.reviewPromise', () => REVIEW_PROMISE_HOURS, '#64748b'),
        dashed: true,
      },
    ],
  },
];
