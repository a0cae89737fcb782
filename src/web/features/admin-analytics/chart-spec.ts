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

export const CHARTS: readonly ChartSpec[] = [
  {
    id: 'items',
    title: 'adminAnalytics.items',
    series: [
      {
        label: 'adminAnalytics.submissions',
        value: (d) => d.submissions,
        colour: '#2563eb',
        kind: 'count',
      },
      {
        label: 'adminAnalytics.approvals',
        value: (d) => d.approvals,
        colour: '#15803d',
        kind: 'count',
      },
      {
        label: 'adminAnalytics.rejections',
        value: (d) => d.rejections,
        colour: '#dc2626',
        kind: 'count',
      },
    ],
  },
  {
    id: 'money',
    title: 'adminAnalytics.money',
    series: [
      {
        label: 'adminAnalytics.moneyOffered',
        value: (d) => rupees(d.moneyOffered),
        colour: '#7c3aed',
        kind: 'money',
      },
      {
        label: 'adminAnalytics.moneyAccepted',
        value: (d) => rupees(d.moneyAccepted),
        colour: '#2563eb',
        kind: 'money',
      },
      {
        label: 'adminAnalytics.moneyPaidOut',
        value: (d) => rupees(d.moneyPaidOut),
        colour: '#15803d',
        kind: 'money',
      },
    ],
  },
  {
    id: 'agents',
    title: 'adminAnalytics.agents',
    series: [
      {
        label: 'adminAnalytics.agentSignups',
        value: (d) => d.agentSignups,
        colour: '#c2410c',
        kind: 'count',
      },
      {
        label: 'adminAnalytics.agentEarnings',
        value: (d) => rupees(d.agentEarnings),
        colour: '#0f766e',
        kind: 'money',
      },
    ],
  },
  {
    id: 'review-time',
    title: 'adminAnalytics.reviewTime',
    series: [
      {
        label: 'adminAnalytics.reviewMedian',
        value: (d) => d.reviewMedianHours,
        colour: '#2563eb',
        kind: 'hours',
      },
      {
        label: 'adminAnalytics.reviewP90',
        value: (d) => d.reviewP90Hours,
        colour: '#c2410c',
        kind: 'hours',
      },
      {
        label: 'adminAnalytics.reviewPromise',
        value: () => REVIEW_PROMISE_HOURS,
        colour: '#64748b',
        kind: 'hours',
        dashed: true,
      },
    ],
  },
];
