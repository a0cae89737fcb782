// The console lists' query schemas (issue 14): what the address may hold, and what a 400 names.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AGENT_FILTERS,
  ALL_ITEM_FILTERS,
  PAYMENT_FILTERS,
  PENDING_ITEM_FILTERS,
  SHIPMENT_FILTERS,
  USER_FILTERS,
  acceptedFilters,
  keepsToRule,
  type ListFilterRules,
} from './admin-list-filters';
import {
  agentsQuerySchema,
  allItemsQuerySchema,
  paymentsQuerySchema,
  pendingItemsQuerySchema,
  shipmentsQuerySchema,
  usersQuerySchema,
} from './admin-lists.schema';
import { AUDIT_LOG_FILTERS } from './audit-filters';
import { auditLogQuerySchema } from './audit-query.schema';
import { REQUEST_MESSAGES } from './rule-messages';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('list query schemas', () => {
  it('take the page defaults and leave unset filters out', () => {
    expect(allItemsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 50 });
  });

  it('trim the search; an empty or blank one is no search', () => {
    expect(usersQuerySchema.parse({ q: '  asha  ' }).q).toBe('asha');
    expect(usersQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
  });

  it('refuse control characters and more than 100 characters', () => {
    for (const q of ['a\u0000b', 'a\nb', 'x'.repeat(101)]) {
      expect(messageOf(usersQuerySchema.safeParse({ q }))).toBe(REQUEST_MESSAGES.listSearch);
    }
    expect(usersQuerySchema.safeParse({ q: 'x'.repeat(100) }).success).toBe(true);
    expect(usersQuerySchema.safeParse({ q: 'आशा' }).success).toBe(true);
  });

  it('accept calendar days only', () => {
    expect(allItemsQuerySchema.parse({ from: '2026-02-28', to: '2026-03-01' })).toMatchObject({
      from: '2026-02-28',
      to: '2026-03-01',
    });
    for (const day of ['2026-02-29', '2026-13-01', '26-01-01', '2026-1-1', 'today']) {
      expect(messageOf(allItemsQuerySchema.safeParse({ from: day }))).toBe(
        REQUEST_MESSAGES.listDate,
      );
    }
  });

  it('refuse a from after the to, and take one day as from = to', () => {
    for (const schema of [pendingItemsQuerySchema, allItemsQuerySchema, usersQuerySchema]) {
      expect(messageOf(schema.safeParse({ from: '2026-03-02', to: '2026-03-01' }))).toBe(
        REQUEST_MESSAGES.listDateOrder,
      );
      expect(schema.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
    }
  });

  it("accept only each list's own sorts and filter values", () => {
    expect(allItemsQuerySchema.safeParse({ sort: 'offer', dir: 'asc' }).success).toBe(true);
    expect(messageOf(usersQuerySchema.safeParse({ sort: 'offer' }))).toBe(
      REQUEST_MESSAGES.listChoice,
    );
    expect(messageOf(agentsQuerySchema.safeParse({ active: 'yes' }))).toBe(
      REQUEST_MESSAGES.listChoice,
    );
    // The pending list has no status filter: a status is ignored, not applied.
    expect(pendingItemsQuerySchema.parse({ status: 'approved' })).not.toHaveProperty('status');
  });
});

describe("the console's zod-free check of the address", () => {
  const LISTS: [string, ListFilterRules, { shape: Record<string, unknown> }][] = [
    ['pending items', PENDING_ITEM_FILTERS, pendingItemsQuerySchema],
    ['all items', ALL_ITEM_FILTERS, allItemsQuerySchema],
    ['shipments', SHIPMENT_FILTERS, shipmentsQuerySchema],
    ['payments', PAYMENT_FILTERS, paymentsQuerySchema],
    ['users', USER_FILTERS, usersQuerySchema],
    ['agents', AGENT_FILTERS, agentsQuerySchema],
    ['audit', AUDIT_LOG_FILTERS, auditLogQuerySchema],
  ];
  // Values a hand-typed link may hold, good and bad for every kind of filter.
  const SAMPLES = [
    '',
    ' ',
    'asha',
    '  asha  ',
    'आशा',
    'a\u0000b',
    'a\nb',
    '\ud800',
    'x'.repeat(100),
    'x'.repeat(101),
    '2026-02-28',
    '2026-02-29',
    '2024-02-29',
    '2026-13-01',
    '2026-1-1',
    'today',
    'asc',
    'DESC',
    'created',
    'offer',
    'pincode',
    'submitted',
    'email',
    'name',
    'brand',
    'status',
    'approved',
    'pending',
    'delivered',
    'under_review',
    'verified',
    'unverified',
    'true',
    'false',
    'yes',
    'tops',
    'item.approved',
    'item',
    'user',
    'admin-123',
    'a'.repeat(65),
    'a b',
  ];

  it.each(LISTS)(
    '%s: takes and drops what the query schema does, filter by filter',
    (_, rules, schema) => {
      expect(Object.keys(schema.shape).sort()).toEqual(
        ['page', 'pageSize', ...Object.keys(rules)].sort(),
      );
      for (const [name, rule] of Object.entries(rules)) {
        const field = schema.shape[name] as z.ZodType;
        for (const value of SAMPLES) {
          expect({ name, value, kept: keepsToRule(rule, value) }).toEqual({
            name,
            value,
            kept: field.safeParse(value).success,
          });
        }
      }
    },
  );

  it("keeps the good filters of a link and leaves out the bad ones and other lists' names", () => {
    expect(
      acceptedFilters(ALL_ITEM_FILTERS, {
        q: 'asha',
        status: 'approved',
        from: '2026-02-30',
        sort: 'email',
        identity: 'verified',
      }),
    ).toEqual({ q: 'asha', status: 'approved' });
    expect(acceptedFilters(USER_FILTERS, { identity: 'verified', bank: 'nope' })).toEqual({
      identity: 'verified',
    });
  });
});
